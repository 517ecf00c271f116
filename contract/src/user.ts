import { z } from 'zod';
import { GENDERS, LANGUAGE_NAMES, LEVELS, MESSAGE_POLICIES } from './enums.ts';
import type { ErrorKey } from './errors.ts';
import { LIMITS } from './limits.ts';

const k = (key: ErrorKey) => key;

/**
 * Characters that hide or reorder what a name shows (PRODUCT §9.1, impersonation): controls,
 * zero-width characters, bidirectional overrides and isolates, invisible operators, the BOM. A
 * zero-width joiner stays allowed between two emoji, where it builds one (a family, a flag).
 */
const HIDDEN_IN_NAMES =
  /[\p{Cc}\u00AD\u061C\u180E\u200B\u200C\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]|(?<!\p{Extended_Pictographic}\uFE0F?)\u200D|\u200D(?!\p{Extended_Pictographic})/u;

export function hasHiddenCharacters(name: string): boolean {
  return HIDDEN_IN_NAMES.test(name);
}

export const ZName = z
  .string({ message: k('nameRequired') })
  .trim()
  .min(1, k('nameRequired'))
  .max(LIMITS.nameMax, k('nameTooLong'))
  .refine((name) => !hasHiddenCharacters(name), k('invalidName'));
export const ZBio = z.string().trim().max(LIMITS.bioMax, k('bioTooLong'));
export const ZGender = z.enum(GENDERS, { message: k('genderRequired') });
export const ZLanguageName = z.enum(LANGUAGE_NAMES, { message: k('languageRequired') });

/** A level in the language a member learns (PRODUCT §9.2), A1–C2. */
export const ZLevel = z.enum(LEVELS, { message: k('invalidLevel') });

/**
 * Whether `name` is an IANA time zone this JavaScript engine knows (PRODUCT §9.2: the browser's
 * `Intl.DateTimeFormat().resolvedOptions().timeZone`). Names only, not offsets like "+09:00":
 * a member's days follow their zone's daylight saving time.
 */
export function isValidTimeZone(name: string): boolean {
  if (name.length > LIMITS.timeZoneMax) return false;
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const ZTimeZone = z
  .string({ message: k('invalidTimeZone') })
  .refine(isValidTimeZone, k('invalidTimeZone'));

export const ZLocation = z.object({
  city: z.string().trim().max(100),
  country: z.string().trim().max(100),
});

/** Birth date as the three strings SPEC §3 stores; all empty means "not specified". */
export const ZBirthDate = z
  .object({
    birth_year: z.string().trim(),
    birth_month: z.string().trim(),
    birth_day: z.string().trim(),
  })
  .refine(
    (b) =>
      (b.birth_year === '' && b.birth_month === '' && b.birth_day === '') ||
      isValidBirthDate(b.birth_year, b.birth_month, b.birth_day),
    { message: k('birthDateInvalid'), path: ['birth_year'] },
  );

/** month is 1-12 (SPEC §4 Birthday); the date must exist and lie in the past, after 1900. */
export function isValidBirthDate(year: string, month: string, day: string): boolean {
  if (!/^\d{4}$/.test(year) || !/^\d{1,2}$/.test(month) || !/^\d{1,2}$/.test(day)) return false;
  const y = Number(year);
  const m = Number(month);
  const d = Number(day);
  const date = new Date(Date.UTC(y, m - 1, d));
  const isReal =
    date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  return isReal && y >= 1900 && date.getTime() <= Date.now();
}

/**
 * Whether someone born on that date has reached `years` on the UTC calendar day of `today`
 * (a 29 February birthday counts from 1 March in other years). The server's age bands use the
 * same yyyymmdd arithmetic in SQL (server/src/db/visibility.ts).
 */
export function hasReachedAge(
  year: string,
  month: string,
  day: string,
  years: number,
  today: Date = new Date(),
): boolean {
  const born = Number(year) * 10000 + Number(month) * 100 + Number(day);
  const now = today.getUTCFullYear() * 10000 + (today.getUTCMonth() + 1) * 100 + today.getUTCDate();
  return born <= now - years * 10000;
}

/** A birth date a new account may have: a real past date, at least LIMITS.minimumAge years ago. */
export const ZRegisterBirthDate = z
  .object({
    birth_year: z.string({ message: k('birthDateRequired') }).trim(),
    birth_month: z.string({ message: k('birthDateRequired') }).trim(),
    birth_day: z.string({ message: k('birthDateRequired') }).trim(),
  })
  .superRefine((v, ctx) => {
    const error = registerBirthDateError(v.birth_year, v.birth_month, v.birth_day);
    if (error) ctx.addIssue({ code: 'custom', message: error, path: ['birth_year'] });
  });

/** Why a registration's birth date is refused, or null. */
export function registerBirthDateError(
  year: string,
  month: string,
  day: string,
): 'birthDateRequired' | 'birthDateInvalid' | 'tooYoung' | null {
  if (year === '' && month === '' && day === '') return 'birthDateRequired';
  if (!isValidBirthDate(year, month, day)) return 'birthDateInvalid';
  if (!hasReachedAge(year, month, day, LIMITS.minimumAge)) return 'tooYoung';
  return null;
}

const ZUserBase = z.object({
  _id: z.string(),
  name: z.string(),
  gender: z.string(),
  bio: z.string(),
  birth_year: z.string(),
  native_language: z.string(),
  language_to_learn: z.string(),
  /** As stored: trimmed and bounded when it was saved (ZLocation), so not again on every read. */
  location: z.object({ city: z.string(), country: z.string() }).nullable(),
  imageUrls: z.array(z.string()),
  createdAt: z.string(),
  followersCount: z.number().int(),
  followingCount: z.number().int(),
  momentsCount: z.number().int(),
  /** PRODUCT §9.2: their level in `language_to_learn`, or null when they have not said. */
  level: z.enum(LEVELS).nullable(),
  /**
   * Their IANA time zone as their browser reported it (decision 047), or null before it did: their
   * learning days are counted in it, and others may show their local time.
   */
  timeZone: z.string().nullable(),
});

/** What anyone may see of a member: no e-mail, no birth month or day (PRODUCT §2). */
export const ZPublicUser = ZUserBase;
export type TPublicUser = z.infer<typeof ZPublicUser>;

/** The signed-in member's own record (`/auth/me`, `updatedetails`, login). */
export const ZOwnUser = ZUserBase.extend({
  email: z.string(),
  birth_month: z.string(),
  birth_day: z.string(),
  preferredLanguage: z.string().nullable(),
  visitorsCount: z.number().int(),
  /** The member's e-mail is in ADMIN_EMAILS: the moderators' screens are theirs (PRODUCT §8.5). */
  isModerator: z.boolean(),
  emailDigest: z.boolean(),
  messagePolicy: z.enum(MESSAGE_POLICIES),
});
export type TOwnUser = z.infer<typeof ZOwnUser>;

/** `PUT /api/v1/auth/updatedetails`: the whole profile form; the e-mail cannot be changed here. */
export const ZUpdateDetailsRequest = z
  .object({
    name: ZName,
    gender: z.union([ZGender, z.literal('')]),
    bio: ZBio.default(''),
    birth_year: z.string().trim().default(''),
    birth_month: z.string().trim().default(''),
    birth_day: z.string().trim().default(''),
    native_language: z.enum(LANGUAGE_NAMES, { message: k('nativeLanguageRequired') }),
    language_to_learn: z.enum(LANGUAGE_NAMES, { message: k('learningLanguageRequired') }),
    location: ZLocation.nullable().optional(),
    /** PRODUCT §9.2: null clears it; left out, it stays as it was. */
    level: ZLevel.nullable().optional(),
  })
  .superRefine((v, ctx) => {
    const empty = v.birth_year === '' && v.birth_month === '' && v.birth_day === '';
    if (!empty && !isValidBirthDate(v.birth_year, v.birth_month, v.birth_day)) {
      ctx.addIssue({ code: 'custom', message: k('birthDateInvalid'), path: ['birth_year'] });
    } else if (
      !empty &&
      !hasReachedAge(v.birth_year, v.birth_month, v.birth_day, LIMITS.minimumAge)
    ) {
      ctx.addIssue({ code: 'custom', message: k('tooYoung'), path: ['birth_year'] });
    }
  });
export type TUpdateDetailsRequest = z.infer<typeof ZUpdateDetailsRequest>;
