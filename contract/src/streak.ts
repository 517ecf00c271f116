import { z } from 'zod';
import { dataEnvelope } from './common.ts';
import { ZTimeZone } from './user.ts';

/**
 * `GET /api/v1/auth/users/{userId}/streak` (PRODUCT §9.2, decision 047), the member themself only.
 * A day counts, in the member's time zone, when they sent a message, gave a correction or finished
 * their due reviews.
 */
export const ZStreak = z.object({
  /** Days counted in the running streak (today included once done; frozen days bridge, not count). */
  current: z.number().int().min(0),
  /** The longest streak the member ever had, in days. */
  longest: z.number().int().min(0),
  /** Today, in the member's time zone, already counts. */
  today: z.boolean(),
  /** Freezes left this calendar month: each bridges one missed day by itself. */
  freezes: z.number().int().min(0),
});
export type TStreak = z.infer<typeof ZStreak>;
export const ZStreakResponse = dataEnvelope(ZStreak);
export type TStreakResponse = z.infer<typeof ZStreakResponse>;

/**
 * `PUT /api/v1/auth/users/{userId}/time-zone {timeZone}`: the browser's IANA time zone, sent by
 * the web app when it differs from the stored one (400 invalidTimeZone for a name it does not know).
 */
export const ZUpdateTimeZoneRequest = z.object({ timeZone: ZTimeZone }).strict();
export type TUpdateTimeZoneRequest = z.infer<typeof ZUpdateTimeZoneRequest>;
export const ZTimeZoneResponse = dataEnvelope(z.object({ timeZone: z.string() }));
export type TTimeZoneResponse = z.infer<typeof ZTimeZoneResponse>;
