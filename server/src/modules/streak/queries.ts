import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { learningDays, streakReminders, users } from '../../db/schema/index.ts';

/** The member's learning days (`YYYY-MM-DD` of their calendar), oldest first. */
export async function learningDaysOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ day: learningDays.day })
    .from(learningDays)
    .where(eq(learningDays.userId, userId))
    .orderBy(asc(learningDays.day));
  return rows.map((row) => row.day);
}

/** Stores the member's time zone; false when there is no such member. */
export async function saveTimeZone(db: Db, userId: string, timeZone: string): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ timeZone, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return updated.length > 0;
}

/** Moves a reminder the member already has (a new time zone moves their evening). */
export async function moveReminder(db: Db, userId: string, remindAt: Date) {
  await db.update(streakReminders).set({ remindAt }).where(eq(streakReminders.userId, userId));
}

/** Reminders due by `now`, oldest first, with what sending one needs. */
export async function dueReminders(db: Db, now: Date, limit: number) {
  return db
    .select({
      userId: streakReminders.userId,
      remindAt: streakReminders.remindAt,
      remindedOn: streakReminders.remindedOn,
      timeZone: users.timeZone,
      email: users.email,
      name: users.name,
      preferredLanguage: users.preferredLanguage,
      gone: sql<boolean>`(${users.suspendedAt} is not null or ${users.deletedAt} is not null)`,
    })
    .from(streakReminders)
    .innerJoin(users, eq(users.id, streakReminders.userId))
    .where(lte(streakReminders.remindAt, now))
    .orderBy(asc(streakReminders.remindAt))
    .limit(limit);
}

/**
 * Claims a due reminder by moving it on to `next`: one conditional UPDATE, so of two app nodes
 * that read the same due row only one gets it back (the other's `remind_at` no longer matches).
 * `remindedOn` records the local day a reminder is sent for.
 */
export async function claimReminder(
  db: Db,
  userId: string,
  seen: Date,
  next: Date,
  remindedOn?: string,
): Promise<boolean> {
  const claimed = await db
    .update(streakReminders)
    .set({ remindAt: next, ...(remindedOn ? { remindedOn } : {}) })
    .where(and(eq(streakReminders.userId, userId), eq(streakReminders.remindAt, seen)))
    .returning({ userId: streakReminders.userId });
  return claimed.length > 0;
}

/** Forgets a member's reminder (no streak left to keep); the next learning day starts it again. */
export async function dropReminder(db: Db, userId: string, seen: Date) {
  await db
    .delete(streakReminders)
    .where(and(eq(streakReminders.userId, userId), eq(streakReminders.remindAt, seen)));
}
