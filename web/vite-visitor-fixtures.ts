import type { TMember, TMoment } from '@chingu/contract';

/**
 * Build-time only: the API answers the visitor pages are rendered from to cut their stylesheet
 * (vite-prerender.ts, decision 035). They cover each variant of a card (photos or none, one or
 * several, tags, mood, place, reactions, long text; members with and without photo or place; enough
 * pages for the pagination's dots) so
 * the cut keeps every rule a real page can use; the server falls back to the full stylesheets
 * for a page with a class the cut did not see.
 */
const at = '2026-01-02T03:04:05.000Z';
const author = (n: number, photo: boolean) => ({
  _id: `a${n}`.padEnd(24, '0'),
  name: `Author ${n}`,
  imageUrls: photo ? [`/uploads/fixture-${n}.webp`] : [],
});
const moment = (n: number, extra: Partial<TMoment>): TMoment => ({
  _id: `m${n}`.padEnd(24, '0'),
  title: `Moment ${n}`,
  description: 'A short description.',
  imageUrls: [],
  likeCount: 0,
  likedUsers: [],
  isLiked: false,
  commentCount: 0,
  user: author(n, n % 2 === 0),
  createdAt: at,
  updatedAt: at,
  category: 'general',
  language: 'en',
  mood: null,
  tags: [],
  location: null,
  privacy: 'public',
  scheduledDate: null,
  reactions: [],
  correctMe: false,
  correctionCount: 0,
  ...extra,
});
const moments: TMoment[] = [
  moment(1, { imageUrls: ['/uploads/fixture-p1.webp'], likeCount: 3, commentCount: 2 }),
  moment(2, {
    imageUrls: ['/uploads/fixture-p2.webp', '/uploads/fixture-p3.webp', '/uploads/fixture-p4.webp'],
    tags: ['kpop', 'seoul'],
    mood: 'happy' as TMoment['mood'],
    category: 'travel' as TMoment['category'],
    language: 'ko',
    location: { formattedAddress: 'Seoul, South Korea', type: 'Point', coordinates: [127, 37.5] },
    reactions: [{ emoji: '😍', count: 2, mine: false }],
  }),
  moment(3, {
    title: '',
    description: 'Long text. '.repeat(80),
    correctMe: true,
    correctionCount: 2,
  }),
  moment(4, { imageUrls: ['/uploads/fixture-p5.webp', '/uploads/fixture-p6.webp'] }),
];
const member = (n: number, extra: Partial<TMember>): TMember => ({
  _id: `u${n}`.padEnd(24, '0'),
  name: `Member ${n}`,
  gender: '',
  bio: '',
  birth_year: '',
  native_language: 'English',
  language_to_learn: 'Korean',
  location: null,
  imageUrls: [],
  createdAt: at,
  followersCount: 0,
  followingCount: 0,
  momentsCount: 0,
  level: null,
  timeZone: null,
  isFollowing: false,
  ...extra,
});
const members: TMember[] = [
  member(1, { imageUrls: ['/uploads/fixture-u1.webp'], bio: 'Hello!', birth_year: '1995' }),
  member(2, { location: { city: 'Seoul', country: 'South Korea' }, gender: 'female' }),
  member(3, {
    native_language: 'Korean',
    language_to_learn: 'English',
    followersCount: 12,
    level: 'B1',
  }),
  member(4, { bio: 'Long bio. '.repeat(40), momentsCount: 5 }),
  member(5, {}),
];

const ANSWERS: Record<string, unknown> = {
  '/api/v1/moments': { success: true, count: 200, data: moments },
  '/api/v1/auth/users': { success: true, count: 400, data: members },
  '/api/v1/stats': { success: true, data: { activeLearners: 1234, languages: 12, countries: 34 } },
};

/** The fixture answer for an API request of a visitor page (by path, query aside). */
export function fixtureAnswer(url: string) {
  const answer = ANSWERS[url.split('?')[0]!];
  if (!answer) throw new Error(`visitor fixtures: no answer for ${url}`);
  return answer;
}
