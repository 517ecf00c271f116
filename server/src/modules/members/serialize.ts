import type { Level, TOwnUser, TPublicUser } from '@chingu/contract';
import { users } from '../../db/schema/index.ts';
import { imageUrls } from '../../plugins/infra/images.ts';

/** A member row without the columns PostgreSQL derives for search and age bands. */
type UserRow = Omit<typeof users.$inferSelect, 'nameSearch' | 'bioSearch' | 'adultFrom'>;

/**
 * The columns `toPublicUser` reads: public lists select these only, so a password hash or an
 * e-mail address never leaves the database for them (and rows are a third of the size).
 */
export const publicUserColumns = {
  id: users.id,
  name: users.name,
  gender: users.gender,
  bio: users.bio,
  birthYear: users.birthYear,
  nativeLanguage: users.nativeLanguage,
  languageToLearn: users.languageToLearn,
  location: users.location,
  images: users.images,
  createdAt: users.createdAt,
  followersCount: users.followersCount,
  followingCount: users.followingCount,
  momentsCount: users.momentsCount,
  level: users.level,
  timeZone: users.timeZone,
};
export type PublicUserRow = Pick<UserRow, keyof typeof publicUserColumns>;

/**
 * The member row with momentsCount = the moments this viewer may see (not private or scheduled
 * ones). The row is fresh from the driver and changed in place: a copy per row was most of the
 * row's cost (decision 061).
 */
export function withVisibleMoments<R extends { user: PublicUserRow; momentsCount: number }>(
  row: R,
): Omit<R, 'momentsCount'> {
  row.user.momentsCount = row.momentsCount;
  return row;
}

/** What anyone may see: no e-mail, no birth month or day (PRODUCT §2). */
export function toPublicUser(u: PublicUserRow): TPublicUser {
  return {
    _id: u.id,
    name: u.name,
    gender: u.gender,
    bio: u.bio,
    birth_year: u.birthYear,
    native_language: u.nativeLanguage,
    language_to_learn: u.languageToLearn,
    location: u.location ?? null,
    imageUrls: imageUrls(u.images),
    createdAt: u.createdAt.toISOString(),
    followersCount: u.followersCount,
    followingCount: u.followingCount,
    momentsCount: u.momentsCount,
    level: u.level ?? null,
    timeZone: u.timeZone ?? null,
  };
}

/** `isModerator` comes from ADMIN_EMAILS (app.isModerator). */
export function toOwnUser(u: UserRow, isModerator: boolean): TOwnUser {
  return Object.assign(toPublicUser(u), {
    email: u.email,
    birth_month: u.birthMonth,
    birth_day: u.birthDay,
    preferredLanguage: u.preferredLanguage,
    visitorsCount: u.visitorsCount,
    isModerator,
    emailDigest: u.emailDigest,
    messagePolicy: u.messagePolicy,
  });
}

/** The profile fields a member fills in (registration, edit details), as stored columns. */
export function profileColumns(input: {
  name: string;
  gender: string;
  bio: string;
  birth_year: string;
  birth_month: string;
  birth_day: string;
  native_language: string;
  language_to_learn: string;
  /** PRODUCT §9.2: '' or null clears it; undefined leaves it as it is. */
  level?: Level | '' | null;
}) {
  return {
    name: input.name,
    gender: input.gender,
    bio: input.bio,
    birthYear: input.birth_year,
    birthMonth: input.birth_month,
    birthDay: input.birth_day,
    nativeLanguage: input.native_language,
    languageToLearn: input.language_to_learn,
    ...(input.level !== undefined ? { level: input.level || null } : {}),
  };
}
