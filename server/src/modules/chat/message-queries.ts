import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/index.ts';
import { conversations, messages } from '../../db/schema/index.ts';
import { pairCondition } from './queries.ts';

/**
 * Single-message look-ups and changes behind corrections, replies, reactions and "delete for
 * me" (PRODUCT §8.3). `me` sees a message when it is in their conversation with `other` and not
 * hidden from them (cleared history, a moderator, their own delete).
 */
export async function visibleMessage(db: DbOrTx, me: string, other: string, messageId: string) {
  const [row] = await db
    .select({
      id: messages.id,
      senderId: messages.senderId,
      receiverId: messages.receiverId,
      body: messages.body,
      kind: messages.kind,
    })
    .from(messages)
    .where(and(eq(messages.id, messageId), pairCondition(me, other)));
  return row;
}

/** The message with its two members, whoever asks (null when unknown). */
export async function messageParties(db: DbOrTx, messageId: string, lock = false) {
  const query = db
    .select({ id: messages.id, senderId: messages.senderId, receiverId: messages.receiverId })
    .from(messages)
    .where(eq(messages.id, messageId));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/**
 * Hides a message from `me` only. When it was the last message of their row, the row previews
 * the newest message still visible to them.
 */
export async function deleteForMember(db: Db, me: string, messageId: string, other: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ senderId: messages.senderId })
      .from(messages)
      .where(eq(messages.id, messageId));
    if (!row) return;
    await tx
      .update(messages)
      .set(
        row.senderId === me ? { senderDeletedAt: sql`now()` } : { receiverDeletedAt: sql`now()` },
      )
      .where(eq(messages.id, messageId));
    const [newest] = await tx
      .select({ id: messages.id, createdAt: messages.createdAt })
      .from(messages)
      .where(pairCondition(me, other))
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(1);
    await tx
      .update(conversations)
      .set({ lastMessageId: newest?.id ?? null, lastMessageAt: newest?.createdAt ?? null })
      .where(
        and(
          eq(conversations.ownerId, me),
          eq(conversations.partnerId, other),
          eq(conversations.lastMessageId, messageId),
        ),
      );
  });
}
