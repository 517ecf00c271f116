import type { ModerationAction, ReportReason, ReportTargetType } from '@chingu/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.ts';
import {
  conversations,
  messages,
  moderationActions,
  momentComments,
  moments,
  reports,
  stories,
  users,
} from '../../db/schema/index.ts';

export type ActionRow = typeof moderationActions.$inferSelect;

/** Writes one audit log entry; its id is the actionId the member is told. */
export async function insertAction(
  tx: Tx,
  values: {
    moderatorId: string;
    action: ModerationAction;
    targetUserId: string;
    targetType: ReportTargetType | null;
    targetId: string | null;
    reason: ReportReason | null;
    note: string | null;
    preview: string | null;
    appealedActionId?: string;
    createdAt: Date;
  },
): Promise<ActionRow> {
  const [row] = await tx.insert(moderationActions).values(values).returning();
  return row!;
}

export async function findAction(db: Db, id: string): Promise<ActionRow | undefined> {
  const [row] = await db.select().from(moderationActions).where(eq(moderationActions.id, id));
  return row;
}

/** The reason most open reports of the target give (ties: the first in REPORT_REASONS order). */
export async function topOpenReason(
  db: Db,
  target: { type: ReportTargetType; id: string },
): Promise<ReportReason | undefined> {
  const [row] = await db
    .select({ reason: reports.reason, n: count() })
    .from(reports)
    .where(
      and(
        eq(reports.targetType, target.type),
        eq(reports.targetId, target.id),
        eq(reports.status, 'open'),
      ),
    )
    .groupBy(reports.reason)
    .orderBy(desc(count()), reports.reason)
    .limit(1);
  return row?.reason;
}

export async function unhideMoment(tx: Tx, id: string) {
  await tx.update(moments).set({ hiddenAt: null }).where(eq(moments.id, id));
}

export async function unhideStory(tx: Tx, id: string) {
  await tx.update(stories).set({ hiddenAt: null }).where(eq(stories.id, id));
}

/**
 * Shows hidden comments again (one, or a member's hidden at their suspension's instant) and counts
 * them back into their moments' comment_count, in one statement (the reverse of hideComments).
 */
export async function unhideComments(
  tx: Tx,
  which: { id: string } | { authorId: string; hiddenAt: Date },
) {
  const match =
    'id' in which
      ? sql`${momentComments.id} = ${which.id}`
      : sql`${momentComments.userId} = ${which.authorId} and ${momentComments.hiddenAt} = ${which.hiddenAt.toISOString()}::timestamptz`;
  await tx.execute(sql`
    with shown as (
      update ${momentComments} set hidden_at = null
      where ${match} and ${momentComments.hiddenAt} is not null
      returning ${momentComments.momentId} as moment_id
    ), per_moment as (
      select moment_id, count(*)::int as n from shown group by moment_id
    )
    update ${moments} set comment_count = ${moments.commentCount} + per_moment.n
    from per_moment where ${moments.id} = per_moment.moment_id
  `);
}

/**
 * Shows a hidden message to its receiver again; when it is newer than their conversation's last
 * message it becomes the last one. (Its unread count is left as it is: the message is old news.)
 */
export async function unhideMessage(tx: Tx, id: string) {
  const [shown] = await tx
    .update(messages)
    .set({ hiddenAt: null })
    .where(and(eq(messages.id, id), sql`${messages.hiddenAt} is not null`))
    .returning();
  if (!shown) return;
  await tx
    .update(conversations)
    .set({ lastMessageId: shown.id, lastMessageAt: shown.createdAt })
    .where(
      and(
        eq(conversations.ownerId, shown.receiverId),
        eq(conversations.partnerId, shown.senderId),
        sql`(${conversations.lastMessageAt} is null or ${conversations.lastMessageAt} < ${shown.createdAt.toISOString()}::timestamptz)`,
      ),
    );
}

/**
 * Lifts a suspension: sign-in works again and the comments hidden by the suspension (at its very
 * instant) are shown and counted again. False when the member was not suspended.
 */
export async function unsuspendMember(tx: Tx, userId: string, at: Date): Promise<boolean> {
  const [before] = await tx
    .select({ suspendedAt: users.suspendedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!before?.suspendedAt) return false;
  await tx
    .update(users)
    .set({ suspendedAt: null, updatedAt: at })
    .where(and(eq(users.id, userId), sql`${users.suspendedAt} is not null`));
  await unhideComments(tx, { authorId: userId, hiddenAt: before.suspendedAt });
  return true;
}

/** Whether the member is deleted (deleted accounts are kept suspended; PRODUCT §8.6). */
export async function isDeletedMember(db: Db | Tx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId));
  return !row || row.deletedAt !== null;
}
