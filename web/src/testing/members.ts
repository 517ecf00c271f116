import {
  ZMember,
  ZOwnUser,
  ZPublicUser,
  type TMember,
  type TOwnUser,
  type TPublicUser,
} from '@chingu/contract';

/**
 * The one member factory of the web tests. Every fixture is parsed by the contract's schema
 * (strict: no missing, mistyped or extra field), so a fixture that drifts from what the API sends
 * fails where it is made.
 */
export const ME_ID = '11111111-1111-4111-8111-111111111111';
export const OTHER_ID = '22222222-2222-4222-8222-222222222222';

/** Another member as anyone may see them (Carlos Ruiz, Spanish → Korean, in Madrid). */
export function makePublicUser(overrides: Partial<TPublicUser> = {}): TPublicUser {
  return ZPublicUser.strict().parse({
    _id: OTHER_ID,
    name: 'Carlos Ruiz',
    gender: 'Male',
    bio: 'Coffee lover.',
    birth_year: '1990',
    native_language: 'Spanish',
    language_to_learn: 'Korean',
    location: { city: 'Madrid', country: 'Spain' },
    imageUrls: ['/uploads/carlos-1.webp', '/uploads/carlos-2.webp'],
    createdAt: '2025-03-14T10:00:00.000Z',
    followersCount: 3,
    followingCount: 4,
    momentsCount: 2,
    level: null,
    timeZone: null,
    ...overrides,
  });
}

/** A directory member (`GET /auth/users`, `/auth/users/:id`): the public user and the follow. */
export function makeMember(overrides: Partial<TMember> = {}): TMember {
  const { isFollowing = false, ...user } = overrides;
  return ZMember.strict().parse({ ...makePublicUser(user), isFollowing });
}

/** The signed-in member's own record (`/auth/me`, login): Minji Kim, Korean → Spanish. */
export function makeOwnMember(overrides: Partial<TOwnUser> = {}): TOwnUser {
  return ZOwnUser.strict().parse({
    ...makePublicUser({
      _id: ME_ID,
      name: 'Minji Kim',
      gender: 'Female',
      bio: '',
      birth_year: '1995',
      native_language: 'Korean',
      language_to_learn: 'Spanish',
      location: null,
      imageUrls: [],
      createdAt: '2025-01-01T00:00:00.000Z',
      followersCount: 0,
      followingCount: 0,
      momentsCount: 0,
      // The browser's own zone: the app has nothing to send (features/streak time zone sync).
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    }),
    email: 'minji@example.com',
    birth_month: '5',
    birth_day: '1',
    preferredLanguage: null,
    visitorsCount: 0,
    isModerator: false,
    emailDigest: true,
    messagePolicy: 'everyone',
    ...overrides,
  });
}

/** The signed-in member most tests use. */
export const me: TOwnUser = makeOwnMember();

/** What others see of a member's own record: the public fields only (as the API serializes it). */
export function publicFieldsOf(user: TOwnUser): TPublicUser {
  return ZPublicUser.parse(user);
}
