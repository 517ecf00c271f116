import { encodeConversationCursor, type TConversationCursor } from '@chingu/contract';
import { and, desc, eq, inArray, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/index.ts';
import { preparedPerShape } from '../../db/prepared.ts';
import { blocks, conversations, messages, users } from '../../db/schema/index.ts';
import { containsIgnoringAccents, likePattern, searchTextContains } from '../../db/search.ts';
import { publicUserColumns } from '../members/serialize.ts';

/**
 * The conversation list: one row per (owner, partner), kept in step with the messages by
 * storeMessage (message-writes.ts) in the same transaction, so the list is one indexed read.
 */

const conversationColumns = {
  conversation: conversations,
  // What the list shows of the partner, not the whole row (e-mail, password hash...): reading and
  // mapping 30 full member rows was a good part of the list's time (issue 32).
  partner: { ...publicUserColumns, lastSeenAt: users.lastSeenAt },
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
const fromMicros = (micros: Placeholder) =>
  sql`(timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond')`;
const toMicros = (column: AnyPgColumn) =>
  sql<string | null>`(extract(epoch from ${column}) * 1000000)::bigint::text`;

/**
 * One page of the member's visible conversations in keyset order (decision 009): pinned first,
 * then newest last message (none last), then newest row, then partner id. `q` matches the
 * partner's name or the last message, case- and accent-insensitive. Served by
 * conversations_owner_order_idx: the ORDER BY repeats its expressions.
 */
/** Which of the list's statements a request needs: a next page, a search, the requests list. */
type ListShape = { after: boolean; search: boolean; requests: boolean };

/**
 * The list's query for one shape, with placeholders for every value, sent as a named prepared
 * statement (decision 032): the list is read on every visit to /chat, and building its SQL in
 * Node cost more than PostgreSQL's work on it.
 */
function prepareList(db: Db, { after, search, requests }: ListShape) {
  const p = sql.placeholder;
  const conditions = [
    eq(conversations.ownerId, p('owner')),
    eq(conversations.hidden, false),
    requests
      ? eq(conversations.status, 'request')
      : and(
          eq(conversations.archived, p('archived')),
          inArray(conversations.status, ['accepted', 'pending']),
        )!,
  ];
  if (after) {
    conditions.push(
      sql`(${conversations.pinned}, ${lastMessageKey}, ${conversations.createdAt}, ${conversations.partnerId}) < (${p('pinned')}::boolean, coalesce(${fromMicros(p('lastMessageAt'))}, '-infinity'::timestamptz), ${fromMicros(p('createdAt'))}, ${p('partnerId')}::uuid)`,
    );
  }
  if (search) {
    // The partner's name without accents is kept by PostgreSQL (users.name_search).
    conditions.push(
      or(
        searchTextContains([users.nameSearch], p('pattern')),
        containsIgnoringAccents([messages.body], p('pattern')),
      )!,
    );
  }
  const name = `conversations_page${after ? '_a' : ''}${search ? '_q' : ''}${requests ? '_r' : ''}`;
  return db
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
    .limit(p('limit'))
    .prepare(name);
}
const listStatement = preparedPerShape<ReturnType<typeof prepareList>>();

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
    requests = false,
  }: {
    limit: number;
    cursor?: TConversationCursor | undefined;
    q?: string;
    archived?: boolean;
    /** The "Requests" list (PRODUCT §9.1) instead of the main or archived one. */
    requests?: boolean;
  },
) {
  const shape: ListShape = { after: Boolean(cursor), search: Boolean(q), requests };
  const statement = listStatement(db, JSON.stringify(shape), () => prepareList(db, shape));
  const rows = await statement.execute({
    owner: ownerId,
    limit: limit + 1,
    ...(requests ? {} : { archived }),
    ...(cursor
      ? {
          pinned: cursor.pinned,
          lastMessageAt: cursor.lastMessageAt,
          createdAt: cursor.createdAt,
          partnerId: cursor.partnerId,
        }
      : {}),
    ...(q ? { pattern: likePattern(q) } : {}),
  });
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

/** Changes a flag of the owner's existing conversation; false when there is none. */
export async function updateConversationFlag(
  db: Db,
  ownerId: string,
  partnerId: string,
  flag: { muted: boolean } | { pinned: boolean } | { archived: boolean },
): Promise<boolean> {
  const updated = await db
    .update(conversations)
    .set(flag)
    .where(and(eq(conversations.ownerId, ownerId), eq(conversations.partnerId, partnerId)))
    .returning({ ownerId: conversations.ownerId });
  return updated.length > 0;
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
