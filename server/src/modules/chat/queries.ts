import { and, count, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { encodeConversationCursor, type TConversationCursor } from '@chingu/contract';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/index.ts';
import { blocks, conversations, follows, messages, users } from '../../db/schema.ts';
import { containsIgnoringAccents } from '../../db/search.ts';

/** The pair's ids in sorted order, as stored in messages.user_low / user_high. */
export function pairOf(a: string, b: string): [string, string] {
  return a < b ? [a, b] : [b, a];
}

/** The quoted message of a reply. */
const quoted = alias(messages, 'quoted');

const messageColumns = {
  id: messages.id,
  clientId: messages.clientId,
  kind: messages.kind,
  body: messages.body,
  senderId: messages.senderId,
  receiverId: messages.receiverId,
  readAt: messages.readAt,
  createdAt: messages.createdAt,
  senderName: users.name,
  senderImages: users.images,
  replyToId: quoted.id,
  /** A quote of a message a moderator hid shows nothing of it. */
  replyToBody: sql<
    string | null
  >`case when ${quoted.hiddenAt} is null then ${quoted.body} else '' end`,
  correctionOfId: messages.correctionOfId,
  correctionOriginal: messages.correctionOriginal,
  correctionNote: messages.correctionNote,
  correctedAt: messages.correctedAt,
};
export type MessageRow = {
  id: string;
  clientId: string | null;
  kind: (typeof messages.$inferSelect)['kind'];
  body: string;
  senderId: string;
  receiverId: string;
  readAt: Date | null;
  createdAt: Date;
  senderName: string;
  senderImages: string[];
  replyToId: string | null;
  replyToBody: string | null;
  correctionOfId: string | null;
  correctionOriginal: string | null;
  correctionNote: string | null;
  correctedAt: Date | null;
};

/** Messages with their sender and the message they quote. */
function selectMessages(db: Db) {
  return db
    .select(messageColumns)
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .leftJoin(quoted, eq(quoted.id, messages.replyToId));
}

/** "Delete for me": a member no longer sees the messages they removed from their own view. */
function notDeletedBy(me: string): SQL {
  return sql`not ((${messages.senderId} = ${me} and ${messages.senderDeletedAt} is not null) or (${messages.receiverId} = ${me} and ${messages.receiverDeletedAt} is not null))`;
}

/** Messages of `ownerId` with `partnerId` newer than the owner's "delete conversation". */
function visibleTo(ownerId: string, partnerId: string): SQL {
  return sql`${messages.createdAt} > coalesce((select ${conversations.clearedAt} from ${conversations} where ${conversations.ownerId} = ${ownerId} and ${conversations.partnerId} = ${partnerId}), '-infinity'::timestamptz)`;
}

/** A message hidden by a moderator stays visible to its sender only (PRODUCT §8.5). */
function notHiddenFrom(me: string): SQL {
  return or(isNull(messages.hiddenAt), eq(messages.senderId, me))!;
}

/** The messages of the pair that `me` can see. */
export function pairCondition(me: string, other: string): SQL {
  const [low, high] = pairOf(me, other);
  return and(
    eq(messages.userLow, low),
    eq(messages.userHigh, high),
    visibleTo(me, other),
    notHiddenFrom(me),
    notDeletedBy(me),
  )!;
}

export async function findMessageById(db: DbOrTx, id: string): Promise<MessageRow | undefined> {
  const rows = await selectMessages(db as Db)
    .where(eq(messages.id, id))
    .limit(1);
  return rows[0];
}

export type StoredMessage = { id: string; created: boolean; receiverUnread: number };

/**
 * Stores a message and moves both members' conversation rows in one transaction. A retry with
 * the same (sender, clientId) stores nothing and changes no counter.
 */
export type NewMessage = {
  senderId: string;
  receiverId: string;
  body: string;
  clientId: string | null;
  kind?: 'text' | 'correction';
  replyToId?: string | null;
  correction?: { messageId: string; original: string; note: string | null };
};

export async function storeMessage(
  db: Db,
  input: NewMessage,
  /** Runs in the transaction once the message row exists (claims its attachments). */
  withMessage?: (tx: DbOrTx, messageId: string) => Promise<{ kind: 'image' | 'voice' } | void>,
): Promise<StoredMessage> {
  const [userLow, userHigh] = pairOf(input.senderId, input.receiverId);
  const { correction, ...fields } = input;
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(messages)
      .values({
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
      })
      .onConflictDoNothing({ target: [messages.senderId, messages.clientId] })
      .returning({ id: messages.id, createdAt: messages.createdAt });
    const message = inserted[0];
    if (!message) {
      const [existing] = await tx
        .select({ id: messages.id, receiverId: messages.receiverId })
        .from(messages)
        .where(
          and(eq(messages.senderId, input.senderId), eq(messages.clientId, input.clientId ?? '')),
        );
      const [row] = await tx
        .select({ unread: conversations.unreadCount })
        .from(conversations)
        .where(
          and(
            eq(conversations.ownerId, existing!.receiverId),
            eq(conversations.partnerId, input.senderId),
          ),
        );
      return { id: existing!.id, created: false, receiverUnread: row?.unread ?? 0 };
    }
    const change = await withMessage?.(tx, message.id);
    if (change?.kind)
      await tx.update(messages).set({ kind: change.kind }).where(eq(messages.id, message.id));
    if (correction) {
      await tx
        .update(messages)
        .set({ correctedAt: sql`now()` })
        .where(eq(messages.id, correction.messageId));
    }
    // A new message brings the conversation back for both, also out of the Archived list.
    const last = {
      lastMessageId: message.id,
      lastMessageAt: message.createdAt,
      hidden: false,
      archived: false,
    };
    // Concurrent sends commit in any order: a row only moves to a message newer than the one it
    // shows (time, then id, as the pages order them), so the preview is always the newest.
    const isNewer = sql`(excluded.last_message_at, excluded.last_message_id) > (${conversations.lastMessageAt}, ${conversations.lastMessageId}) or ${conversations.lastMessageAt} is null`;
    const moveTo = {
      lastMessageId: sql`case when ${isNewer} then excluded.last_message_id else ${conversations.lastMessageId} end`,
      lastMessageAt: sql`case when ${isNewer} then excluded.last_message_at else ${conversations.lastMessageAt} end`,
      hidden: false,
      archived: false,
    };
    const moveSenderRow = () =>
      tx
        .insert(conversations)
        .values({ ownerId: input.senderId, partnerId: input.receiverId, ...last })
        .onConflictDoUpdate({
          target: [conversations.ownerId, conversations.partnerId],
          set: moveTo,
        });
    const moveReceiverRow = () =>
      tx
        .insert(conversations)
        .values({ ownerId: input.receiverId, partnerId: input.senderId, ...last, unreadCount: 1 })
        .onConflictDoUpdate({
          target: [conversations.ownerId, conversations.partnerId],
          set: { ...moveTo, unreadCount: sql`${conversations.unreadCount} + 1` },
        })
        .returning({ unread: conversations.unreadCount });
    // Both rows are locked in the pair's order, whoever sends: two members writing to each other
    // at the same moment would otherwise lock them in opposite orders and deadlock.
    let receiverRow: { unread: number } | undefined;
    if (input.senderId === userLow) {
      await moveSenderRow();
      [receiverRow] = await moveReceiverRow();
    } else {
      [receiverRow] = await moveReceiverRow();
      await moveSenderRow();
    }
    return { id: message.id, created: true, receiverUnread: receiverRow?.unread ?? 1 };
  });
}

/** One page of a conversation, newest first from the database; `before` is an exclusive cursor. */
export async function messagesPage(
  db: Db,
  me: string,
  other: string,
  { before, limit }: { before?: string | undefined; limit: number },
) {
  const conditions = [pairCondition(me, other)];
  if (before) {
    conditions.push(
      sql`(${messages.createdAt}, ${messages.id}) < (select m2.created_at, m2.id from ${messages} m2 where m2.id = ${before})`,
    );
  }
  const rows = await selectMessages(db)
    .where(and(...conditions))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit + 1);
  const hasMore = rows.length > limit;
  const page = rows.slice(0, limit).reverse();
  return { rows: page, nextCursor: hasMore ? (page[0]?.id ?? null) : null };
}

export async function countVisible(db: Db, me: string, other: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(messages).where(pairCondition(me, other));
  return row?.n ?? 0;
}

/** Everything the member sent or received (and has not deleted), newest `limit`. */
export async function myMessages(db: Db, me: string, limit: number) {
  const partner = sql`case when ${messages.senderId} = ${me} then ${messages.receiverId} else ${messages.senderId} end`;
  const where = and(
    or(eq(messages.senderId, me), eq(messages.receiverId, me)),
    notHiddenFrom(me),
    notDeletedBy(me),
    sql`${messages.createdAt} > coalesce((select ${conversations.clearedAt} from ${conversations} where ${conversations.ownerId} = ${me} and ${conversations.partnerId} = ${partner}), '-infinity'::timestamptz)`,
  );
  const [rows, totals] = await Promise.all([
    selectMessages(db)
      .where(where)
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(limit),
    db.select({ n: count() }).from(messages).where(where),
  ]);
  return { rows: rows.reverse(), total: totals[0]?.n ?? 0 };
}

const conversationColumns = {
  conversation: conversations,
  partner: users,
  lastMessage: messages.body,
  lastMessageSenderId: messages.senderId,
  lastMessageKind: messages.kind,
  blocked: sql<boolean>`exists (select 1 from ${blocks} where ${blocks.blockerId} = ${conversations.ownerId} and ${blocks.blockedId} = ${conversations.partnerId})`,
  /** A block either way: neither sees the other's presence. */
  blockedEitherWay: sql<boolean>`exists (select 1 from ${blocks} where (${blocks.blockerId} = ${conversations.ownerId} and ${blocks.blockedId} = ${conversations.partnerId}) or (${blocks.blockerId} = ${conversations.partnerId} and ${blocks.blockedId} = ${conversations.ownerId}))`,
};

function conversationsQuery(db: Db, where: SQL) {
  return db
    .select(conversationColumns)
    .from(conversations)
    .innerJoin(users, eq(users.id, conversations.partnerId))
    .leftJoin(messages, eq(messages.id, conversations.lastMessageId))
    .where(where);
}
export type ConversationRow = Awaited<ReturnType<typeof conversationsQuery>>[number];

/** The list's sort key for a missing last message: after every row that has one. */
const lastMessageKey = sql`coalesce(${conversations.lastMessageAt}, '-infinity'::timestamptz)`;

/** Epoch microseconds (a cursor's digits) back to a timestamptz, exactly. */
const fromMicros = (micros: string | null) =>
  sql`(timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond')`;
const toMicros = (column: AnyPgColumn) =>
  sql<string | null>`(extract(epoch from ${column}) * 1000000)::bigint::text`;

/**
 * One page of the member's visible conversations in keyset order (decision 009): pinned first,
 * then newest last message (none last), then newest row, then partner id. `q` matches the
 * partner's name or the last message, case- and accent-insensitive. Served by
 * conversations_owner_order_idx: the ORDER BY repeats its expressions.
 */
export async function listConversations(
  db: Db,
  ownerId: string,
  {
    limit,
    cursor,
    q,
    archived = false,
  }: { limit: number; cursor?: TConversationCursor | undefined; q?: string; archived?: boolean },
) {
  const conditions = [
    eq(conversations.ownerId, ownerId),
    eq(conversations.hidden, false),
    eq(conversations.archived, archived),
  ];
  if (cursor) {
    conditions.push(
      sql`(${conversations.pinned}, ${lastMessageKey}, ${conversations.createdAt}, ${conversations.partnerId}) < (${cursor.pinned}::boolean, coalesce(${fromMicros(cursor.lastMessageAt)}, '-infinity'::timestamptz), ${fromMicros(cursor.createdAt)}, ${cursor.partnerId}::uuid)`,
    );
  }
  if (q) {
    conditions.push(containsIgnoringAccents([users.name, messages.body], q));
  }
  const rows = await db
    .select({
      ...conversationColumns,
      lastMessageMicros: toMicros(conversations.lastMessageAt),
      createdMicros: toMicros(conversations.createdAt),
    })
    .from(conversations)
    .innerJoin(users, eq(users.id, conversations.partnerId))
    .leftJoin(messages, eq(messages.id, conversations.lastMessageId))
    .where(and(...conditions))
    .orderBy(
      desc(conversations.pinned),
      desc(lastMessageKey),
      desc(conversations.createdAt),
      desc(conversations.partnerId),
    )
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > limit && last
      ? encodeConversationCursor({
          pinned: last.conversation.pinned,
          lastMessageAt: last.lastMessageMicros,
          createdAt: last.createdMicros!,
          partnerId: last.conversation.partnerId,
        })
      : null;
  return { rows: page, nextCursor };
}

export async function findConversation(db: Db, ownerId: string, partnerId: string) {
  const rows = await conversationsQuery(
    db,
    and(eq(conversations.ownerId, ownerId), eq(conversations.partnerId, partnerId))!,
  );
  return rows[0];
}

type ConversationChange = Partial<
  Pick<
    typeof conversations.$inferInsert,
    'muted' | 'pinned' | 'hidden' | 'unreadCount' | 'archived'
  >
>;

/** Creates the owner's row if missing and applies the change. */
export async function upsertConversation(
  db: Db,
  ownerId: string,
  partnerId: string,
  change: ConversationChange,
) {
  await db
    .insert(conversations)
    .values({ ownerId, partnerId, ...change })
    .onConflictDoUpdate({
      target: [conversations.ownerId, conversations.partnerId],
      set: Object.keys(change).length ? change : { hidden: false },
    });
}

/** Delete for the owner only: hides the history up to now and the row until a new message. */
export async function clearConversation(db: Db, ownerId: string, partnerId: string) {
  await db
    .insert(conversations)
    .values({ ownerId, partnerId, clearedAt: sql`now()`, hidden: true })
    .onConflictDoUpdate({
      target: [conversations.ownerId, conversations.partnerId],
      set: {
        clearedAt: sql`now()`,
        hidden: true,
        unreadCount: 0,
        lastMessageId: null,
        lastMessageAt: null,
      },
    });
}

/** Marks every unread message from the partner read; returns how many changed. */
export async function markRead(db: Db, ownerId: string, partnerId: string): Promise<number> {
  return db.transaction(async (tx) => {
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
    return marked.length;
  });
}

/** "Mark as unread": at least one unread message shows on the row. */
export async function markUnread(db: Db, ownerId: string, partnerId: string) {
  await db
    .insert(conversations)
    .values({ ownerId, partnerId, unreadCount: 1 })
    .onConflictDoUpdate({
      target: [conversations.ownerId, conversations.partnerId],
      set: { unreadCount: sql`greatest(${conversations.unreadCount}, 1)` },
    });
}

export async function setLastSeen(db: Db, userId: string): Promise<Date> {
  const [row] = await db
    .update(users)
    .set({ lastSeenAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning({ lastSeenAt: users.lastSeenAt });
  return row?.lastSeenAt ?? new Date();
}

/**
 * Whether `senderId` may write to `receiverId` under the receiver's message policy: always with
 * 'everyone'; with 'following' only when the receiver follows the sender or the two have
 * written before (an existing conversation goes on).
 */
export async function messagePolicyAllows(db: Db, senderId: string, receiverId: string) {
  const [low, high] = pairOf(senderId, receiverId);
  const [row] = await db
    .select({
      allowed: sql<boolean>`${users.messagePolicy} = 'everyone'
        or exists (select 1 from ${follows} where ${follows.followerId} = ${receiverId} and ${follows.followeeId} = ${senderId})
        or exists (select 1 from ${messages} where ${messages.userLow} = ${low} and ${messages.userHigh} = ${high})`,
    })
    .from(users)
    .where(eq(users.id, receiverId));
  return row?.allowed ?? true;
}
