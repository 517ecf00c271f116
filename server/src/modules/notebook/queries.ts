import type { CardSourceType } from '@chingu/contract';
import { and, asc, count, desc, eq, ilike, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/index.ts';
import { markLearningDay } from '../../db/learning-days.ts';
import { messages, momentCorrections, moments, notebookCards } from '../../db/schema/index.ts';
import { momentCorrectionVisibleTo, momentVisibleTo } from '../../db/visibility.ts';

export type CardRow = typeof notebookCards.$inferSelect;
export type NewCard = typeof notebookCards.$inferInsert;
/** The spaced-repetition columns a review rewrites. */
export type CardSchedule = Pick<
  CardRow,
  | 'due'
  | 'stability'
  | 'difficulty'
  | 'elapsedDays'
  | 'scheduledDays'
  | 'learningSteps'
  | 'reps'
  | 'lapses'
  | 'state'
  | 'lastReview'
>;

/**
 * True when the member may see the source (PRODUCT §9.2): a message of their own conversation
 * (not hidden from them by a moderator, not deleted for them), a correction message likewise, a
 * moment the privacy rules show them, a correction of such a moment that they may see.
 */
export async function sourceVisible(
  db: Db,
  viewerId: string,
  type: CardSourceType,
  id: string,
): Promise<boolean> {
  switch (type) {
    case 'message':
    case 'correction': {
      const rows = await db
        .select({ id: messages.id })
        .from(messages)
        .where(
          and(
            eq(messages.id, id),
            type === 'correction' ? eq(messages.kind, 'correction') : undefined,
            or(
              and(eq(messages.senderId, viewerId), isNull(messages.senderDeletedAt)),
              and(
                eq(messages.receiverId, viewerId),
                isNull(messages.receiverDeletedAt),
                isNull(messages.hiddenAt),
              ),
            ),
          ),
        )
        .limit(1);
      return rows.length > 0;
    }
    case 'moment': {
      const rows = await db
        .select({ id: moments.id })
        .from(moments)
        .where(and(eq(moments.id, id), momentVisibleTo(viewerId)))
        .limit(1);
      return rows.length > 0;
    }
    case 'momentCorrection': {
      const rows = await db
        .select({ id: momentCorrections.id })
        .from(momentCorrections)
        .innerJoin(moments, eq(moments.id, momentCorrections.momentId))
        .where(
          and(
            eq(momentCorrections.id, id),
            momentVisibleTo(viewerId),
            momentCorrectionVisibleTo(viewerId),
          ),
        )
        .limit(1);
      return rows.length > 0;
    }
  }
}

export async function insertCard(db: Db, values: NewCard): Promise<CardRow> {
  const [row] = await db.insert(notebookCards).values(values).returning();
  return row!;
}

/** The member's own card, or undefined (another member's card is not found). */
export async function findOwnCard(
  db: DbOrTx,
  userId: string,
  id: string,
  forUpdate = false,
): Promise<CardRow | undefined> {
  const query = db
    .select()
    .from(notebookCards)
    .where(and(eq(notebookCards.id, id), eq(notebookCards.userId, userId)))
    .limit(1);
  const rows = forUpdate ? await query.for('update') : await query;
  return rows[0];
}

export async function updateOwnCard(
  db: DbOrTx,
  userId: string,
  id: string,
  values: Partial<NewCard>,
): Promise<CardRow | undefined> {
  const [row] = await db
    .update(notebookCards)
    .set(values)
    .where(and(eq(notebookCards.id, id), eq(notebookCards.userId, userId)))
    .returning();
  return row;
}

export async function deleteOwnCard(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(notebookCards)
    .where(and(eq(notebookCards.id, id), eq(notebookCards.userId, userId)))
    .returning({ id: notebookCards.id });
  return rows.length > 0;
}

/** `%`, `_` and `\` taken literally in an ILIKE pattern. */
function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export type CardFilter = { q?: string; language?: string; dueBy?: Date };

function filterOf(userId: string, filter: CardFilter): SQL {
  const pattern = filter.q ? `%${likeEscape(filter.q)}%` : undefined;
  return and(
    eq(notebookCards.userId, userId),
    filter.language ? eq(notebookCards.language, filter.language) : undefined,
    filter.dueBy ? lte(notebookCards.due, filter.dueBy) : undefined,
    pattern
      ? or(
          ilike(notebookCards.front, pattern),
          ilike(notebookCards.back, pattern),
          ilike(notebookCards.note, pattern),
        )
      : undefined,
  )!;
}

/** One page of the member's cards, newest first. */
export async function listCards(
  db: Db,
  userId: string,
  filter: CardFilter,
  page: number,
  limit: number,
): Promise<CardRow[]> {
  return db
    .select()
    .from(notebookCards)
    .where(filterOf(userId, filter))
    .orderBy(desc(notebookCards.createdAt), desc(notebookCards.id))
    .limit(limit)
    .offset((page - 1) * limit);
}

export async function countCards(db: DbOrTx, userId: string, filter: CardFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notebookCards).where(filterOf(userId, filter));
  return row?.n ?? 0;
}

/**
 * After a review: with no card of the member's due any more, their reviews are done for today and
 * the day counts for their streak (PRODUCT §9.2, decision 047).
 */
export async function markDayIfReviewsDone(tx: DbOrTx, userId: string, now: Date) {
  if ((await countCards(tx, userId, { dueBy: now })) === 0) {
    await markLearningDay(tx, userId, now);
  }
}

/** Cards due by `now`, the longest overdue first. */
export async function dueCards(db: Db, userId: string, now: Date, limit: number) {
  return db
    .select()
    .from(notebookCards)
    .where(filterOf(userId, { dueBy: now }))
    .orderBy(asc(notebookCards.due), asc(notebookCards.id))
    .limit(limit);
}

/** Every card of the member, oldest first (the export). */
export async function allCards(db: Db, userId: string): Promise<CardRow[]> {
  return db
    .select()
    .from(notebookCards)
    .where(eq(notebookCards.userId, userId))
    .orderBy(asc(notebookCards.createdAt), asc(notebookCards.id));
}

export async function saveSchedule(tx: Tx, id: string, schedule: CardSchedule, at: Date) {
  await tx
    .update(notebookCards)
    .set({ ...schedule, updatedAt: at })
    .where(eq(notebookCards.id, id));
}
