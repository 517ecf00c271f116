import { createHash } from 'node:crypto';

/**
 * Seeded rows get ids derived from their number (`md5('u' || n)` in SQL), so the seed can
 * join without lookups and the benchmarks can name "member 1" without asking the database.
 * The version (4) and variant (8) digits are set so the API's uuid validation accepts them.
 */
export function seededUuid(prefix: 'u' | 'm', n: number): string {
  const md5 = createHash('md5').update(`${prefix}${n}`).digest('hex');
  const hex = `${md5.slice(0, 12)}4${md5.slice(13, 16)}8${md5.slice(17)}`;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const memberId = (n: number) => seededUuid('u', n);
export const momentId = (n: number) => seededUuid('m', n);
export const memberEmail = (n: number) => `member${n}@bench.chingu.app`;

/** Every seeded member signs in with this password. */
export const BENCH_PASSWORD = 'chingu-bench';

/** Member 1 talks with 500 partners; member 2 is the partner of its longest conversation. */
export const HUB_MEMBER = 1;
export const LONG_CHAT_PARTNER = 2;
/** Moment 1 is public and the most liked and commented (the skew puts rank 1 there). */
export const HOT_MOMENT = 1;
