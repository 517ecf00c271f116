import type { TMoment } from '@chingu/contract';

export type DemoMoment = {
  /** Index into the demo members (seed-demo.ts order). */
  author: number;
  title: string;
  description: string;
  /** The language the title and description are written in (not the author's native one). */
  language: TMoment['language'];
  category: TMoment['category'];
  tags: string[];
  mood?: TMoment['mood'];
  /** Generated pictures (each moment owns its files: deleting it deletes them). */
  images: number;
  privacy?: TMoment['privacy'];
  /** Hours from now for a scheduled moment (only its author sees it until then). */
  scheduledInHours?: number;
  place?: [string, number, number];
};

/** What the demo members post (SPEC §3 fields), oldest first. */
export const DEMO_MOMENTS: DemoMoment[] = [
  {
    author: 0,
    title: 'Latte art practice',
    description:
      'Finally poured a proper tulip this morning! My English-speaking regulars taught me the word "latte art" is the same in Korean: 라테 아트.',
    language: 'en',
    category: 'food',
    tags: ['coffee', 'seoul'],
    mood: 'happy',
    images: 2,
    place: ['Seoul, South Korea', 126.978, 37.5665],
  },
  {
    author: 0,
    title: '홍대 인디 공연',
    description:
      '홍대의 작은 지하 공연장에서 인디 밴드 공연을 봤어요. 한국어 공부할 때 들을 노래 추천해 드릴까요?',
    language: 'ko',
    category: 'music',
    tags: ['indie', 'hongdae', 'kpop'],
    mood: 'excited',
    images: 1,
  },
  {
    author: 0,
    title: 'English phrasal verbs',
    description:
      'Today I learned "to run into someone" means to meet by chance. English is full of surprises! Which phrasal verb confused you the most?',
    language: 'en',
    category: 'language-learning',
    tags: ['english', 'grammar'],
    mood: 'curious',
    images: 0,
  },
  {
    author: 1,
    title: 'My first Korean menu',
    description:
      'Ordered 김치찌개 entirely in Korean at a restaurant in Manchester. The owner smiled and answered in English, but I count it as a win.',
    language: 'en',
    category: 'language-learning',
    tags: ['korean', 'food'],
    mood: 'motivated',
    images: 1,
  },
  {
    author: 1,
    title: 'Packing for Busan',
    description:
      'Six months until the move. Making flashcards of every word I might need at the bank and the phone shop.',
    language: 'en',
    category: 'travel',
    tags: ['busan', 'moving'],
    mood: 'excited',
    images: 0,
  },
  {
    author: 1,
    title: 'Rainy Sunday reading',
    description: 'Reading a Korean picture book with a dictionary next to me. Slow but lovely.',
    language: 'en',
    category: 'books',
    tags: ['reading'],
    mood: 'relaxed',
    images: 1,
    privacy: 'friends',
  },
  {
    author: 2,
    title: 'Noche de anime',
    description:
      'Vi un episodio solo con subtítulos en japonés. Entendí quizás un 40 %, ¡pero los chistes funcionaron!',
    language: 'es',
    category: 'culture',
    tags: ['anime', 'japanese'],
    mood: 'happy',
    images: 1,
  },
  {
    author: 2,
    title: 'Kanji streak',
    description:
      '100 days of kanji in a row. Today: 猫 (cat). Tomorrow: whatever my flashcards decide.',
    language: 'en',
    category: 'language-learning',
    tags: ['kanji', 'streak'],
    mood: 'grateful',
    images: 0,
  },
  {
    author: 2,
    title: 'Churros in Madrid',
    description:
      'Chocolate con churros at six in the morning, the proper Madrid way. Who wants to swap recipes?',
    language: 'en',
    category: 'food',
    tags: ['madrid', 'churros'],
    mood: 'happy',
    images: 2,
    place: ['Madrid, Spain', -3.7038, 40.4168],
  },
  {
    author: 3,
    title: 'Okonomiyaki night',
    description:
      'Cooked okonomiyaki for my Spanish conversation group. They taught me "¡Qué rico!" in return.',
    language: 'en',
    category: 'food',
    tags: ['osaka', 'cooking'],
    mood: 'grateful',
    images: 2,
    place: ['Osaka, Japan', 135.5023, 34.6937],
  },
  {
    author: 3,
    title: '電車でスペイン語',
    description:
      '通勤中にスペイン語のポッドキャストを聞いています。コツは、すべての文を小さな声で繰り返すことです。',
    language: 'ja',
    category: 'language-learning',
    tags: ['spanish', 'podcast'],
    mood: 'motivated',
    images: 0,
  },
  {
    author: 3,
    title: 'A private note',
    description:
      'Goal for next month: hold a ten-minute conversation without switching to English.',
    language: 'en',
    category: 'general',
    tags: ['goals'],
    images: 0,
    privacy: 'private',
  },
  {
    author: 4,
    title: 'Cycling along the Rhône',
    description:
      'Forty kilometres along the river and a German audiobook in my ears. Zwei Fliegen mit einer Klappe!',
    language: 'en',
    category: 'hobbies',
    tags: ['cycling', 'lyon'],
    mood: 'relaxed',
    images: 1,
    place: ['Lyon, France', 4.8357, 45.764],
  },
  {
    author: 4,
    title: 'Der, die, das',
    description:
      'Still fighting with German articles. Is there any logic, or do I just learn them with every noun?',
    language: 'en',
    category: 'language-learning',
    tags: ['german', 'grammar'],
    mood: 'curious',
    images: 0,
  },
  {
    author: 4,
    title: 'Club de lecture',
    description:
      'Je cherche des germanophones pour lire ensemble un court roman français. Un chapitre par semaine.',
    language: 'fr',
    category: 'books',
    tags: ['bookclub'],
    mood: 'excited',
    images: 1,
  },
  {
    author: 5,
    title: 'Berlin architecture walk',
    description:
      'Sketched three buildings today. My French tandem partner taught me "gratte-ciel" — a sky-scratcher!',
    language: 'en',
    category: 'culture',
    tags: ['berlin', 'architecture'],
    mood: 'happy',
    images: 2,
    place: ['Berlin, Germany', 13.405, 52.52],
  },
  {
    author: 5,
    title: 'Französische Filme',
    description:
      'Diese Woche stelle ich die Untertitel von Deutsch auf Französisch um. Drückt mir die Daumen!',
    language: 'de',
    category: 'culture',
    tags: ['film', 'french'],
    mood: 'motivated',
    images: 0,
  },
  {
    author: 5,
    title: 'Weekend in Paris soon',
    description: 'Planning a weekend in Paris. Only allowed to speak French the whole time.',
    language: 'en',
    category: 'travel',
    tags: ['paris'],
    mood: 'excited',
    images: 1,
    scheduledInHours: 48,
  },
  {
    author: 6,
    title: 'K-drama vocabulary',
    description:
      'New word from my drama: 설레다 — the fluttering feeling before something exciting. There is no good English word for it!',
    language: 'en',
    category: 'language-learning',
    tags: ['kdrama', 'korean'],
    mood: 'curious',
    images: 0,
  },
  {
    author: 6,
    title: '上海夜市',
    description: '小笼包、烤串和奶茶。欢迎学韩语的朋友来上海，我带你们逛逛！',
    language: 'zh',
    category: 'food',
    tags: ['shanghai', 'streetfood'],
    mood: 'happy',
    images: 2,
    place: ['Shanghai, China', 121.4737, 31.2304],
  },
  {
    author: 6,
    title: 'Study playlist',
    description:
      'Made a playlist of slow K-ballads for shadowing practice. Friends can ask me for the link.',
    language: 'en',
    category: 'music',
    tags: ['playlist', 'kpop'],
    mood: 'relaxed',
    images: 1,
    privacy: 'friends',
  },
  {
    author: 7,
    title: 'Fresh pasta from scratch',
    description:
      'Practising Italian one recipe at a time: "impastare" means to knead. My arms agree.',
    language: 'en',
    category: 'food',
    tags: ['pasta', 'italian'],
    mood: 'grateful',
    images: 2,
  },
  {
    author: 7,
    title: 'Pôr do sol em São Paulo',
    description:
      'Pôr do sol no terraço depois do trabalho. Mais alguém aprendendo italiano com ópera?',
    language: 'pt',
    category: 'general',
    tags: ['saopaulo', 'sunset'],
    mood: 'relaxed',
    images: 1,
    place: ['São Paulo, Brazil', -46.6333, -23.5505],
  },
  {
    author: 7,
    title: 'Italian verbs',
    description: 'Passato prossimo or imperfetto? Explain it to me like I am five, please.',
    language: 'en',
    category: 'language-learning',
    tags: ['italian', 'grammar'],
    mood: 'curious',
    images: 0,
  },
  {
    author: 8,
    title: 'Maple syrup season',
    description:
      'Spanish speakers: how do you say "sugar shack"? Visiting one this weekend near Toronto.',
    language: 'en',
    category: 'culture',
    tags: ['canada', 'spanish'],
    mood: 'happy',
    images: 1,
  },
  {
    author: 12,
    title: 'Taco Tuesday exchange',
    description:
      'Hosting a Spanish–English exchange with tacos every Tuesday in Mexico City. Everyone is welcome!',
    language: 'en',
    category: 'food',
    tags: ['tacos', 'exchange'],
    mood: 'excited',
    images: 1,
  },
  {
    author: 16,
    title: 'Hangul in one week',
    description:
      'Learned to read Hangul in a week with a mnemonic app. Now reading every sign I see.',
    language: 'en',
    category: 'language-learning',
    tags: ['hangul', 'korean'],
    mood: 'motivated',
    images: 0,
  },
  {
    author: 20,
    title: 'Tokyo morning run',
    description:
      'Ran past the Imperial Palace at sunrise. Practising English by narrating my run in my head.',
    language: 'en',
    category: 'hobbies',
    tags: ['running', 'tokyo'],
    mood: 'motivated',
    images: 1,
    place: ['Tokyo, Japan', 139.6917, 35.6895],
  },
  {
    author: 24,
    title: 'Lisbon trams',
    description: 'Tram 28 is the best language classroom: every tourist language at once.',
    language: 'en',
    category: 'travel',
    tags: ['lisbon', 'trams'],
    mood: 'happy',
    images: 2,
  },
  {
    author: 26,
    title: 'Reading Tolstoy in English',
    description:
      'Reading Anna Karenina in English after knowing it in Russian. Strange and wonderful.',
    language: 'en',
    category: 'books',
    tags: ['tolstoy', 'reading'],
    mood: 'curious',
    images: 1,
  },
];

export const DEMO_COMMENTS = [
  'This looks amazing!',
  'I want to try this too 😊',
  'Great tip, thank you for sharing.',
  'Can we practise together this week?',
  'Your progress is inspiring!',
  '와 대박! Looks so fun.',
  'Saving this for later.',
  'How long did that take you?',
];
