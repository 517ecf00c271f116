import type { TMoment } from '@chingu/contract';

export type DemoMoment = {
  /** Index into the demo members (seed-demo.ts order). */
  author: number;
  title: string;
  description: string;
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
    category: 'food',
    tags: ['coffee', 'seoul'],
    mood: 'happy',
    images: 2,
    place: ['Seoul, South Korea', 126.978, 37.5665],
  },
  {
    author: 0,
    title: 'Indie gig in Hongdae',
    description:
      'Saw a tiny band play in a basement in Hongdae. Anyone want song recommendations to learn Korean with?',
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
    category: 'travel',
    tags: ['busan', 'moving'],
    mood: 'excited',
    images: 0,
  },
  {
    author: 1,
    title: 'Rainy Sunday reading',
    description: 'Reading a Korean picture book with a dictionary next to me. Slow but lovely.',
    category: 'books',
    tags: ['reading'],
    mood: 'relaxed',
    images: 1,
    privacy: 'friends',
  },
  {
    author: 2,
    title: 'Anime night',
    description:
      'Watched an episode with Japanese subtitles only. Understood maybe 40%, but the jokes landed!',
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
    category: 'food',
    tags: ['osaka', 'cooking'],
    mood: 'grateful',
    images: 2,
    place: ['Osaka, Japan', 135.5023, 34.6937],
  },
  {
    author: 3,
    title: 'Spanish podcast on the train',
    description:
      'Listening to a Spanish podcast on my commute. The trick is to repeat every sentence out loud (quietly).',
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
    category: 'language-learning',
    tags: ['german', 'grammar'],
    mood: 'curious',
    images: 0,
  },
  {
    author: 4,
    title: 'Book club in French',
    description:
      'Looking for German speakers who want to read a short French novel together. One chapter a week.',
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
    category: 'culture',
    tags: ['berlin', 'architecture'],
    mood: 'happy',
    images: 2,
    place: ['Berlin, Germany', 13.405, 52.52],
  },
  {
    author: 5,
    title: 'French films with subtitles',
    description: 'Switching subtitles from German to French this week. Wish me luck.',
    category: 'culture',
    tags: ['film', 'french'],
    mood: 'motivated',
    images: 0,
  },
  {
    author: 5,
    title: 'Weekend in Paris soon',
    description: 'Planning a weekend in Paris. Only allowed to speak French the whole time.',
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
    category: 'language-learning',
    tags: ['kdrama', 'korean'],
    mood: 'curious',
    images: 0,
  },
  {
    author: 6,
    title: 'Shanghai night market',
    description:
      'Xiaolongbao, skewers and bubble tea. Happy to show Korean learners around Shanghai.',
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
    category: 'food',
    tags: ['pasta', 'italian'],
    mood: 'grateful',
    images: 2,
  },
  {
    author: 7,
    title: 'São Paulo sunset',
    description: 'Sunset from the rooftop after work. Anyone else learning Italian through opera?',
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
