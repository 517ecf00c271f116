import type { ConversationStatus } from '@chingu/contract';
import { and, asc, count, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/index.ts';
import { conversations, messages, users } from '../../db/schema/index.ts';
import { pairOf } from './message-visibility.ts';

/**
 * Message requests and the new contacts a day cap (PRODUCT §9.1, decision 041): each member's
 * conversation row carries their side's status, and the opener's row when they opened it.
 */

/**
 * Serialises one sender's capped sends (a request's messages, new conversations) until the
 * transaction ends, so two sends at once cannot both pass a cap with one place left.
 */
export async function lockSenderContacts(tx: DbOrTx, senderId: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`contacts:${senderId}`}, 0))`,
  );
}

export async function accountCreatedAt(tx: DbOrTx, userId: string): Promise<Date | undefined> {
  const [row] = await tx
    .select({ createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, userId));
  return row?.createdAt;
}

/** When the member opened each conversation they opened after `since`, oldest first. */
export async function openedSince(tx: DbOrTx, ownerId: string, since: Date): Promise<Date[]> {
  const rows = await tx
    .select({ openedAt: conversations.openedAt })
    .from(conversations)
    .where(and(eq(conversations.ownerId, ownerId), gt(conversations.openedAt, since)))
    .orderBy(asc(conversations.openedAt));
  return rows.flatMap((r) => (r.openedAt ? [r.openedAt] : []));
}

/** Messages the sender sent the receiver (a request's, before any answer). */
export async function messagesSentTo(tx: DbOrTx, senderId: string, receiverId: string) {
  const [low, high] = pairOf(senderId, receiverId);
  const [row] = await tx
    .select({ n: count() })
    .from(messages)
    .where(
      and(eq(messages.userLow, low), eq(messages.userHigh, high), eq(messages.senderId, senderId)),
    );
  return row?.n ?? 0;
}

/** The owner's row status with the partner; null when they have no row. */
export async function conversationStatus(
  db: DbOrTx,
  ownerId: string,
  partnerId: string,
): Promise<ConversationStatus | null> {
  const [row] = await db
    .select({ status: conversations.status })
    .from(conversations)
    .where(and(eq(conversations.ownerId, ownerId), eq(conversations.partnerId, partnerId)));
  return row?.status ?? null;
}

/**
 * Whether either member's row with the other is a request not yet accepted (request, pending or
 * declined): then neither sees the other's presence or typing (decision 041).
 */
export async function requestBetween(db: Db, a: string, b: string): Promise<boolean> {
  const rows = await db
    .select({ status: conversations.status })
    .from(conversations)
    .where(
      or(
        and(eq(conversations.ownerId, a), eq(conversations.partnerId, b)),
        and(eq(conversations.ownerId, b), eq(conversations.partnerId, a)),
      ),
    );
  return rows.some((r) => r.status !== 'accepted');
}

/**
 * The owner accepts the partner's request: both rows become accepted and the owner's shows again.
 * 'accepted' when it changed, 'already' for an accepted conversation, 'none' when there is no
 * request to accept (none, the owner's own pending one, or one they declined).
 */
export async function acceptRequest(
  db: Db,
  ownerId: string,
  partnerId: string,
): Promise<'accepted' | 'already' | 'none'> {
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(conversations)
      .set({ status: 'accepted', hidden: false })
      .where(
        and(
          eq(conversations.ownerId, ownerId),
          eq(conversations.partnerId, partnerId),
          eq(conversations.status, 'request'),
        ),
      )
      .returning({ ownerId: conversations.ownerId });
    if (!changed.length) {
      const status = await conversationStatus(tx, ownerId, partnerId);
      return status === 'accepted' ? 'already' : 'none';
    }
    await tx
      .update(conversations)
      .set({ status: 'accepted' })
      .where(
        and(
          eq(conversations.ownerId, partnerId),
          eq(conversations.partnerId, ownerId),
          eq(conversations.status, 'pending'),
        ),
      );
    return 'accepted';
  });
}

/**
 * The owner declines the partner's request: their row is hidden for good with its history and
 * unread count; the partner's row stays pending (they are not told). False when there is no
 * request (an accepted conversation cannot be declined).
 */
export async function declineRequest(db: Db, ownerId: string, partnerId: string) {
  const changed = await db
    .update(conversations)
    .set({
      status: 'declined',
      hidden: true,
      clearedAt: sql`now()`,
      unreadCount: 0,
      lastMessageId: null,
      lastMessageAt: null,
    })
    .where(
      and(
        eq(conversations.ownerId, ownerId),
        eq(conversations.partnerId, partnerId),
        inArray(conversations.status, ['request', 'declined']),
      ),
    )
    .returning({ ownerId: conversations.ownerId });
  return changed.length > 0;
}
