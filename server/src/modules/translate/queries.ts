import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { translationUsage, translations } from '../../db/schema/index.ts';

export async function cachedTranslation(db: Db, target: string, sourceHash: string) {
  const [row] = await db
    .select({ text: translations.translated, detectedSource: translations.detectedSource })
    .from(translations)
    .where(and(eq(translations.target, target), eq(translations.sourceHash, sourceHash)));
  return row;
}

export async function storeTranslation(
  db: Db,
  row: { target: string; sourceHash: string; translated: string; detectedSource: string | null },
) {
  await db.insert(translations).values(row).onConflictDoNothing();
}

/** Today's UTC day as PostgreSQL sees it, so every app node counts the same day. */
const today = sql`(now() at time zone 'utc')::date`;

/**
 * Takes one translation from the member's daily allowance; false when it is used up. One
 * statement, so concurrent requests never pass the limit together.
 */
export async function takeTranslation(db: Db, userId: string, dailyLimit: number) {
  if (dailyLimit <= 0) return false;
  const rows = await db
    .insert(translationUsage)
    .values({ userId, day: today, count: 1 })
    .onConflictDoUpdate({
      target: [translationUsage.userId, translationUsage.day],
      set: { count: sql`${translationUsage.count} + 1` },
      setWhere: sql`${translationUsage.count} < ${dailyLimit}`,
    })
    .returning({ count: translationUsage.count });
  return rows.length > 0;
}

/** Gives back a translation the service did not deliver, leaving the rows as they were. */
export async function returnTranslation(db: Db, userId: string) {
  const mine = and(eq(translationUsage.userId, userId), eq(translationUsage.day, today));
  const removed = await db
    .delete(translationUsage)
    .where(and(mine, eq(translationUsage.count, 1)))
    .returning({ count: translationUsage.count });
  if (removed.length) return;
  await db
    .update(translationUsage)
    .set({ count: sql`greatest(${translationUsage.count} - 1, 0)` })
    .where(mine);
}
