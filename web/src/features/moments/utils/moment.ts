import type { TMoment } from '@chingu/contract';
import { FEATURED_LANGUAGE_CODES, LIMITS } from '@chingu/contract/constants';

/** SPEC §9: card text over 200 characters is cut, with See more / See less. */
export const TEXT_CUT = 200;
export const FEED_PAGE_SIZE = LIMITS.momentsPageSize;
/** The ten language codes of the feed filter (SPEC §3). */
export const FEED_LANGUAGE_CODES = FEATURED_LANGUAGE_CODES;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Moment ids are UUIDs (PRODUCT §7); anything else is an invalid id, not a 404. */
export function isUuid(value: string | undefined): value is string {
  return typeof value === 'string' && UUID_RE.test(value);
}

/** Cuts text at `max` code points; `cut` says whether anything was left out. */
export function cutText(text: string, max = TEXT_CUT): { text: string; cut: boolean } {
  const chars = Array.from(text);
  if (chars.length <= max) return { text, cut: false };
  return { text: `${chars.slice(0, max).join('').trimEnd()}…`, cut: true };
}

/** The share link of SPEC §9: {origin}/moment/{id}. */
export function momentShareUrl(id: string, origin = window.location.origin): string {
  return `${origin}/moment/${id}`;
}

/** `datetime-local` value of a date in local time, minute precision (the Schedule minimum). */
export function toDateTimeLocal(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

/**
 * Whether `userId` likes the moment: among its likers, or the API says the caller does (SPEC §4).
 * The one place that reads `likedUsers` and `isLiked` together.
 */
export function isLikedBy(
  moment: Pick<TMoment, 'isLiked' | 'likedUsers'>,
  userId: string | null | undefined,
): boolean {
  return Boolean(userId && moment.likedUsers.includes(userId)) || moment.isLiked;
}
