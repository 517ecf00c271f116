import type { OffAppFlag } from '@chingu/contract';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/index.ts';
import { conversations, messages } from '../../db/schema/index.ts';
import { pairCondition, pairOf } from './message-visibility.ts';
import { storeMessageRows, type MessageValues } from './store-message-rows.ts';

/**
 * Where a message is written: stored with both members' conversation rows (storeMessage), read,
 * marked unread, deleted for one member. Who may see a message is message-visibility.ts; reading
 * them, message-reads.ts.
 */

export type StoredMessage = {
  id: string;
  created: boolean;
  receiverUnread: number;
  /** Either member's conversation row was created by this message: they just became partners. */
  conversationStarted: boolean;
  /**
   * When it was stored, for a new message stored exactly as asked (nothing claimed or changed
   * with it): its frames can be built without reading it back (sent-row.ts).
   */
  createdAt?: Date;
};

/** A message to store (storeMessage). */
export type NewMessage = {
  senderId: string;
  receiverId: string;
  body: string;
  clientId: string | null;
  kind?: 'text' | 'correction' | 'call' | 'session';
  replyToId?: string | null;
  correction?: { messageId: string; original: string; note: string | null };
  /** A call's record (kind 'call'). */
  call?: {
    media: 'audio' | 'video';
    status: 'missed' | 'declined' | 'completed' | 'cancelled';
    durationSeconds: number;
  };
  /** A session proposal (kind 'session', PRODUCT §9.2); stored as 'proposed'. */
  session?: { startsAt: Date; durationMinutes: number; languages: [string, string] };
  /** Stored as already read: it adds nothing to the receiver's unread count. */
  read?: boolean;
  /** Off-app warning flags (PRODUCT §9.1), for a text among the conversation's first messages. */
  flags?: OffAppFlag[];
  /**
   * Message requests (PRODUCT §9.1, decision 041): 'request' makes (or keeps) the receiver's row a
   * request and the sender's row pending; 'accept' makes both rows accepted (a reply to a request).
   * Otherwise a new row is accepted and an existing row keeps its status.
   */
  requestChange?: 'request' | 'accept';
  /** The message is the pair's first: the sender's row records when they opened it (the app clock). */
  openedAt?: Date;
  /**
   * The app clock's now and the sender's time zone: the message makes the sender's day a learning
   * day (PRODUCT §9.2, decision 047), in the same statement. Left out for records the sender did
   * not write (calls).
   */
  learningDay?: { at: Date; timeZone: string | null };
};

/** A retried send (its clientId is stored already): the stored message, nothing changed. */
async function storedBefore(db: DbOrTx, input: NewMessage): Promise<StoredMessage> {
  const [existing] = await db
    .select({ id: messages.id, receiverId: messages.receiverId })
    .from(messages)
    .where(and(eq(messages.senderId, input.senderId), eq(messages.clientId, input.clientId ?? '')));
  const [row] = await db
    .select({ unread: conversations.unreadCount })
    .from(conversations)
    .where(
      and(
        eq(conversations.ownerId, existing!.receiverId),
        eq(conversations.partnerId, input.senderId),
      ),
    );
  return {
    id: existing!.id,
    created: false,
    receiverUnread: row?.unread ?? 0,
    conversationStarted: false,
  };
}

/**
 * Stores a message and moves both members' conversation rows in one transaction. A retry with
 * the same (sender, clientId) stores nothing and changes no counter.
 */
export async function storeMessage(
  db: Db,
  input: NewMessage,
  /** Runs in the transaction once the message row exists (claims its attachments). */
  withMessage?: (tx: DbOrTx, messageId: string) => Promise<{ kind: 'image' | 'voice' } | void>,
  /** Runs first in the transaction (the send's caps, decision 041); throwing stores nothing. */
  guard?: (tx: DbOrTx) => Promise<void>,
): Promise<StoredMessage> {
  const [userLow, userHigh] = pairOf(input.senderId, input.receiverId);
  const {
    correction,
    call,
    session,
    read = false,
    requestChange,
    openedAt,
    learningDay,
    ...fields
  } = input;
  const values: MessageValues = {
    ...fields,
    userLow,
    userHigh,
    ...(correction
      ? {
          correctionOfId: correction.messageId,
          correctionOriginal: correction.original,
          correctionNote: correction.note,
        }
      : {}),
    ...(call
      ? {
          callMedia: call.media,
          callStatus: call.status,
          callDurationSeconds: call.durationSeconds,
        }
      : {}),
    ...(session
      ? {
          sessionStartsAt: session.startsAt,
          sessionDurationMinutes: session.durationMinutes,
          sessionLanguages: session.languages,
          sessionStatus: 'proposed' as const,
        }
      : {}),
  };
  const store = (db: DbOrTx) =>
    storeMessageRows(db, {
      values,
      senderId: input.senderId,
      receiverId: input.receiverId,
      userLow,
      requestChange,
      openedAt: openedAt ?? null,
      read,
      learningDay,
    });
  // Nothing else to write with it (most sends): the one statement is atomic by itself.
  if (!guard && !withMessage && !correction) {
    return (await store(db)) ?? storedBefore(db, input);
  }
  return db.transaction(async (tx) => {
    await guard?.(tx);
    const found = await store(tx);
    if (!found) return storedBefore(tx, input);
    // Only the caps ran with it (a first message): stored as asked, no read-back either.
    if (!withMessage && !correction) return found;
    // Attachments or a correction change it in this transaction: the frames read it back.
    const { createdAt: _changedAfter, ...stored } = found;
    const change = await withMessage?.(tx, stored.id);
    if (change?.kind)
      await tx.update(messages).set({ kind: change.kind }).where(eq(messages.id, stored.id));
    if (correction) {
      await tx
        .update(messages)
        .set({ correctedAt: sql`now()` })
        .where(eq(messages.id, correction.messageId));
    }
    return stored;
  });
}

/** Marks every unread message from the partner read; returns how many changed. */
export async function markRead(
  db: Db,
  ownerId: string,
  partnerId: string,
): Promise<{ marked: number; requestSeen: boolean }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: conversations.status })
      .from(conversations)
      .where(and(eq(conversations.ownerId, ownerId), eq(conversations.partnerId, partnerId)));
    if (row && row.status !== 'accepted' && row.status !== 'pending') {
      // A request not accepted (PRODUCT §9.1): the badge goes, but the sender gets no read
      // receipt; the messages are marked read by the first read after an acceptance.
      await tx
        .update(conversations)
        .set({ unreadCount: 0 })
        .where(and(eq(conversations.ownerId, ownerId), eq(conversations.partnerId, partnerId)));
      return { marked: 0, requestSeen: true };
    }
    const marked = await tx
      .update(messages)
      .set({ readAt: sql`now()` })
      .where(
        and(
          eq(messages.receiverId, ownerId),
          eq(messages.senderId, partnerId),
          isNull(messages.readAt),
        ),
      )
      .returning({ id: messages.id });
    await tx
      .update(conversations)
      .set({ unreadCount: 0 })
      .where(and(eq(conversations.ownerId, ownerId), eq(conversations.partnerId, partnerId)));
    return { marked: marked.length, requestSeen: false };
  });
}

/** "Mark as unread": at least one unread message shows on the row. */
/**
 * Marks the owner's conversation unread; only one that has a message (issue 29: a bare PUT made
 * rows, even with oneself, with an unread badge). False when there is none.
 */
export async function markUnread(db: Db, ownerId: string, partnerId: string): Promise<boolean> {
  const updated = await db
    .update(conversations)
    .set({ unreadCount: sql`greatest(${conversations.unreadCount}, 1)` })
    .where(
      and(
        eq(conversations.ownerId, ownerId),
        eq(conversations.partnerId, partnerId),
        isNotNull(conversations.lastMessageAt),
      ),
    )
    .returning({ ownerId: conversations.ownerId });
  return updated.length > 0;
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
      .set({
        lastMessageId: newest?.id ?? null,
        // In microseconds, as stored (a JS Date would cut them to milliseconds).
        lastMessageAt: newest
          ? sql`(select ${messages.createdAt} from ${messages} where ${messages.id} = ${newest.id})`
          : null,
      })
      .where(
        and(
          eq(conversations.ownerId, me),
          eq(conversations.partnerId, other),
          eq(conversations.lastMessageId, messageId),
        ),
      );
  });
}
