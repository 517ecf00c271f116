import { LIMITS } from '@chingu/contract/constants';
import { eq } from 'drizzle-orm';
import { addDays, instantAt, localDate, usableTimeZone } from '../lib/time-zones.ts';
import type { DbOrTx } from './index.ts';
import { learningDays, streakReminders, users } from './schema/index.ts';

// PRODUCT §9.2, decision 047: the days that count for a member's streak. Every module whose
// action makes a day count (a chat message or correction, the last due review, a moment
// correction) calls `markLearningDay`, in its own transaction where it has one.

/**
 * Counts the day it is at `at` (the app clock: `app.clock.now()`) in the member's time zone (UTC
 * while they have none) as a learning day of `userId`. Idempotent: the day's first call stores it
 * and moves the member's streak reminder to tomorrow evening (today is done); later calls change
 * nothing. True when this call counted the day.
 */
export async function markLearningDay(db: DbOrTx, userId: string, at: Date): Promise<boolean> {
  const [member] = await db
    .select({ timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, userId));
  if (!member) return false;
  const { day, nextReminderAt } = learningDayOf(at, member.timeZone);
  const counted = await db
    .insert(learningDays)
    .values({ userId, day })
    .onConflictDoNothing()
    .returning({ day: learningDays.day });
  if (!counted.length) return false;
  await scheduleStreakReminder(db, userId, nextReminderAt);
  return true;
}

export type LearningDay = { day: string; nextReminderAt: Date };

/**
 * The day `at` counts for in the member's time zone (UTC while they have none), and when their
 * streak reminder is due once that day has counted: tomorrow evening (today is done).
 */
export function learningDayOf(at: Date, timeZone: string | null): LearningDay {
  const zone = usableTimeZone(timeZone);
  const quarter = Math.floor(at.getTime() / QUARTER_HOUR_MS);
  const kept = lastDayByZone.get(zone);
  if (kept?.quarter === quarter) return kept.learningDay;
  const day = localDate(at, zone);
  const learningDay = Object.freeze({
    day,
    nextReminderAt: instantAt(addDays(day, 1), LIMITS.streakReminderHour, zone),
  });
  const start = quarter * QUARTER_HOUR_MS;
  if (
    localDate(new Date(start), zone) === day &&
    localDate(new Date(start + QUARTER_HOUR_MS - 1), zone) === day
  ) {
    lastDayByZone.set(zone, { quarter, learningDay });
  }
  return learningDay;
}

/**
 * Every chat message asks learningDayOf (four Intl `formatToParts` calls, 0.23 ms of the sending
 * node's CPU per message: issue 32, target 4), so each zone keeps its last answer for the quarter
 * hour of UTC it was asked in. In today's time zone data every offset is a whole number of quarter
 * hours and every change of offset falls on a quarter hour of UTC, so a quarter hour lies inside
 * one local day; an answer is kept only when both ends of its quarter hour agree on the day.
 */
const QUARTER_HOUR_MS = 15 * 60_000;
const lastDayByZone = new Map<string, { quarter: number; learningDay: LearningDay }>();

/** Sets when the member's next streak reminder is due (the reminder job takes it from there). */
export async function scheduleStreakReminder(db: DbOrTx, userId: string, remindAt: Date) {
  await db
    .insert(streakReminders)
    .values({ userId, remindAt })
    .onConflictDoUpdate({ target: streakReminders.userId, set: { remindAt } });
}
