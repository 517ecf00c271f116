import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { markLearningDay } from '../../db/learning-days.ts';
import { momentCorrections, moments, users } from '../../db/schema/index.ts';
import { momentCorrectionVisibleTo } from '../../db/visibility.ts';

// PRODUCT §9.2 "Correct me": the rows behind a moment's corrections. The moment's visibility is
// checked by the service first (findVisibleMoment); these add the corrector's side.

export type CorrectionRow = {
  correction: typeof momentCorrections.$inferSelect;
  authorName: string;
  authorImages: string[];
};

const correctionColumns = {
  correction: momentCorrections,
  authorName: users.name,
  authorImages: users.images,
};

/** A moment's corrections the viewer may see, oldest first (moment_corrections_moment_created_idx). */
export async function listCorrections(
  db: Db,
  viewerId: string | null,
  momentId: string,
  page: number,
  limit: number,
): Promise<CorrectionRow[]> {
  return db
    .select(correctionColumns)
    .from(momentCorrections)
    .innerJoin(users, eq(users.id, momentCorrections.userId))
    .where(and(eq(momentCorrections.momentId, momentId), momentCorrectionVisibleTo(viewerId)))
    .orderBy(asc(momentCorrections.createdAt), asc(momentCorrections.id))
    .limit(limit)
    .offset((page - 1) * limit);
}

/** How many of the moment's corrections the viewer may see (a handful per moment: counted). */
export async function countCorrections(db: Db, viewerId: string | null, momentId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(momentCorrections)
    .where(and(eq(momentCorrections.momentId, momentId), momentCorrectionVisibleTo(viewerId)));
  return row?.n ?? 0;
}

/**
 * Adds the correction, counts it on the moment and counts the day for the corrector's streak
 * (PRODUCT §9.2: giving a correction counts), in one transaction.
 */
export async function insertCorrection(
  db: Db,
  now: Date,
  values: {
    momentId: string;
    userId: string;
    original: string;
    corrected: string;
    note: string | null;
  },
): Promise<typeof momentCorrections.$inferSelect> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(momentCorrections).values(values).returning();
    await tx
      .update(moments)
      .set({ correctionCount: sql`${moments.correctionCount} + 1` })
      .where(eq(moments.id, values.momentId));
    await markLearningDay(tx, values.userId, now);
    return row!;
  });
}

/**
 * Toggles `helpful` on one correction of the owner's moment; marking one clears the moment's
 * other mark (one helpful correction at most, also enforced by moment_corrections_one_helpful).
 * The moment's row is locked, so two quick marks apply one after the other. Undefined when the
 * correction is not one of this moment's that the owner may see.
 */
export async function toggleHelpful(
  db: Db,
  ownerId: string,
  momentId: string,
  correctionId: string,
): Promise<CorrectionRow | undefined> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: moments.id })
      .from(moments)
      .where(and(eq(moments.id, momentId), eq(moments.userId, ownerId)))
      .for('update');
    if (!locked) return undefined;
    const [current] = await tx
      .select(correctionColumns)
      .from(momentCorrections)
      .innerJoin(users, eq(users.id, momentCorrections.userId))
      .where(
        and(
          eq(momentCorrections.id, correctionId),
          eq(momentCorrections.momentId, momentId),
          momentCorrectionVisibleTo(ownerId),
        ),
      )
      .limit(1);
    if (!current) return undefined;
    const helpful = !current.correction.helpful;
    if (helpful) {
      await tx
        .update(momentCorrections)
        .set({ helpful: false })
        .where(and(eq(momentCorrections.momentId, momentId), eq(momentCorrections.helpful, true)));
    }
    await tx
      .update(momentCorrections)
      .set({ helpful })
      .where(eq(momentCorrections.id, correctionId));
    return { ...current, correction: { ...current.correction, helpful } };
  });
}
