import { CATEGORIES, FEATURED_LANGUAGE_CODES, LANGUAGES, MOODS } from '@chingu/contract';

/** Words the generated rows are made of; the benchmark's searches look for some of them. */
export const FIRST_NAMES = [
  'Minji', 'James', 'Sofía', 'Yuki', 'Lucas', 'Anna', 'Wei', 'Mariana', 'Emily', 'Jiwoo',
  'Giulia', 'Pierre', 'Olga', 'Hiroshi', 'Carlos', 'Léa', 'Jonas', 'Seo-yeon', 'Mei', 'João',
  'Ivan', 'Chloé', 'Daniel', 'Aiko', 'Mateo', 'Hana', 'Noah', 'Elena', 'Liam', 'Zoë',
];
export const LAST_NAMES = [
  'Kim', 'Carter', 'García', 'Tanaka', 'Martin', 'Schmidt', 'Chen', 'Souza', 'Park', 'Rossi',
  'Dubois', 'Ivanova', 'Sato', 'López', 'Müller', 'Wang', 'Silva', 'Lee', 'Bianchi', 'Novak',
];
export const CITIES: [string, string][] = [
  ['Seoul', 'South Korea'], ['London', 'United Kingdom'], ['Madrid', 'Spain'], ['Tokyo', 'Japan'],
  ['Paris', 'France'], ['Berlin', 'Germany'], ['Shanghai', 'China'], ['São Paulo', 'Brazil'],
  ['Moscow', 'Russia'], ['Rome', 'Italy'], ['Busan', 'South Korea'], ['New York', 'United States'],
  ['Osaka', 'Japan'], ['Lisbon', 'Portugal'], ['Mexico City', 'Mexico'], ['Toronto', 'Canada'],
];
export const BIO_PHRASES = [
  'Coffee lover and weekend hiker.', 'Learning through dramas and music.',
  'Happy to help with pronunciation.', 'Teacher by day, gamer by night.',
  'Planning a trip next spring.', 'Let us swap languages over video calls.',
  'I cook kimchi stew every Sunday.', 'Reading novels in the original language.',
  'Software developer who loves karaoke.', 'Looking for a patient study buddy.',
];
export const MOMENT_TITLES = [
  'First day of class', 'Weekend market', 'New word of the day', 'Sunset walk',
  'Homemade dinner', 'Concert night', 'Book club', 'Train to the coast', 'Rainy café', '',
];
export const MOMENT_PHRASES = [
  'Practised ordering coffee in a new language today.', 'Made kimchi with my host family.',
  'Watched a drama without subtitles for the first time!', 'Any tips for remembering verb endings?',
  'The street food here is amazing.', 'Finally understood a joke in my target language.',
  'Studying hangul every morning on the bus.', 'Went hiking with my language partner.',
  'Our study group met at the library.', 'Trying to read the news every day.',
];
/** Tag vocabulary; a zipf-like pick makes the first ones common. As typed (mixed case). */
export const TAGS = [
  'Korean', 'study', 'food', 'travel', 'KPop', 'coffee', 'music', 'books', 'grammar', 'vocab',
  'drama', 'hiking', 'Seoul', 'Tokyo', 'culture', 'cooking', 'exchange', 'weekend', 'art', 'film',
  'photo', 'nature', 'city', 'friends', 'language', 'practice', 'writing', 'speaking', 'listening',
  'anime', 'history', 'festival', 'market', 'beach', 'snow', 'rain', 'sunset', 'night', 'morning',
  'tea', 'bakery', 'gym', 'running', 'cycling', 'games', 'podcast', 'news', 'work', 'school', 'fun',
];
export const COMMENT_TEXTS = [
  'Looks great!', 'So jealous, enjoy!', 'Your progress is impressive.', 'Where is this?',
  'I love that place too.', 'Keep going!', 'Can you recommend a book?', 'Haha same here.',
];
export const MESSAGE_TEXTS = [
  'Hi! Nice to meet you.', 'How is your study going?', 'Want to practise this weekend?',
  'That is so interesting!', 'What does this word mean?', 'Sure, see you then.',
  'I just watched that drama.', 'Thanks for the correction!',
];

export const FEATURED_NAMES = FEATURED_LANGUAGE_CODES.map(
  (code) => LANGUAGES.find((l) => l.code === code)!.name,
);
export { CATEGORIES, FEATURED_LANGUAGE_CODES, MOODS };

/** A SQL text literal. */
export function lit(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

/** A SQL text[] literal, 1-based like every PostgreSQL array. */
export function textArray(values: readonly string[]): string {
  return `ARRAY[${values.map(lit).join(',')}]::text[]`;
}
