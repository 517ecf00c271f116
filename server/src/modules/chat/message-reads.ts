import type { OffAppFlag, TReaction } from '@chingu/contract';
import { and, count, desc, eq, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/index.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { reactionsJson } from '../../db/reactions.ts';
import { conversations, messageAttachments, messages, users } from '../../db/schema/index.ts';
import { qualified } from '../../db/visibility.ts';
import {
  countSeenOf,
  notDeletedBy,
  notHiddenFrom,
  pairCondition,
  pairConditionOf,
  pairOf,
} from './message-visibility.ts';

/**
 * Reading messages as a member receives them. A message row carries its sender, the message it
 * quotes, its attachments and its reactions, so a page is one query: the attachments and
 * reactions used to be two more round trips after the page (decision 032).
 */

/** The quoted message of a reply. */
const quoted = alias(messages, 'quoted');

/** An attachment as a message row carries it (the columns toAttachment reads). */
export type AttachmentJson = {
  id: string;
  mime: string;
  width: number | null;
  height: number | null;
  durationMs: number | null;
  waveform: number[] | null;
};

/** The message's attachments in their order, as JSON built by PostgreSQL. */
const attachmentsJson = sql<AttachmentJson[]>`(select coalesce(json_agg(json_build_object(
    'id', a.id, 'mime', a.mime, 'width', a.width, 'height', a.height,
    'durationMs', a.duration_ms, 'waveform', a.waveform) order by a.position), '[]'::json)
  from ${messageAttachments} a where a.message_id = ${qualified(messages.id)})`;

function messageColumns(viewerId: string | Placeholder) {
  return {
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
    callMedia: messages.callMedia,
    callStatus: messages.callStatus,
    callDurationSeconds: messages.callDurationSeconds,
    sessionStartsAt: messages.sessionStartsAt,
    sessionDurationMinutes: messages.sessionDurationMinutes,
    sessionLanguages: messages.sessionLanguages,
    sessionStatus: messages.sessionStatus,
    flags: messages.flags,
    attachments: attachmentsJson,
    reactions: reactionsJson('message', messages.id, viewerId),
  };
}

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
  callMedia: (typeof messages.$inferSelect)['callMedia'];
  callStatus: (typeof messages.$inferSelect)['callStatus'];
  callDurationSeconds: number | null;
  sessionStartsAt: Date | null;
  sessionDurationMinutes: number | null;
  sessionLanguages: string[] | null;
  sessionStatus: (typeof messages.$inferSelect)['sessionStatus'];
  flags: OffAppFlag[] | null;
  attachments: AttachmentJson[];
  /** With `mine` for the viewer the row was read for. */
  reactions: TReaction[];
};

/** Messages with their sender, the message they quote, attachments and reactions. */
function selectMessages<Extra extends Record<string, SQL>>(
  db: DbOrTx,
  viewerId: string | Placeholder,
  extra: Extra = {} as Extra,
) {
  return db
    .select({ ...messageColumns(viewerId), ...extra })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .leftJoin(quoted, eq(quoted.id, messages.replyToId));
}

/** The message as `viewerId` sees its reactions. */
export async function findMessageById(
  db: DbOrTx,
  id: string,
  viewerId: string,
): Promise<MessageRow | undefined> {
  const rows = await selectMessages(db, viewerId).where(eq(messages.id, id)).limit(1);
  return rows[0];
}

export async function countVisible(db: Db, me: string, other: string): Promise<number> {
  const [low, high] = pairOf(me, other);
  const result = await db.execute<{ n: number }>(
    sql`select ${countSeenOf(me, other, low, high)} as n`,
  );
  return Number(result.rows[0]?.n ?? 0);
}

const p = {
  me: sql.placeholder('me'),
  other: sql.placeholder('other'),
  low: sql.placeholder('low'),
  high: sql.placeholder('high'),
  before: sql.placeholder('before'),
  limit: sql.placeholder('limit'),
};

/**
 * The conversation page is read on every open and scroll, so it is built once per database and
 * sent as a named prepared statement like the session lookup (decision 032): no query building in
 * Node, no planning in PostgreSQL. Two forms: the newest page, and a page before a cursor.
 */
function preparePageQueries(db: Db) {
  const pair = pairConditionOf(p.me, p.other, p.low, p.high);
  // Every message of the pair `me` can see, counted once per query.
  const total = countSeenOf(p.me, p.other, p.low, p.high);
  const page = (name: string, where: SQL) =>
    selectMessages(db, p.me, { total })
      .where(where)
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(p.limit)
      .prepare(name);
  return {
    newest: page('conversation_page_newest', pair),
    before: page(
      'conversation_page_before',
      and(
        pair,
        sql`(${messages.createdAt}, ${messages.id}) < (select m2.created_at, m2.id from ${messages} m2 where m2.id = ${p.before})`,
      )!,
    ),
  };
}
const pageQueriesOf = preparedPerDb(preparePageQueries);

/**
 * One message as `viewer` sees it, prepared like the pages: every chat send reads its message back
 * for the frames and the ack (issue 32: building this query was a tenth of a send's time).
 */
const messageByIdOf = preparedPerDb((db: Db) =>
  selectMessages(db, p.me)
    .where(eq(messages.id, sql.placeholder('id')))
    .limit(1)
    .prepare('message_by_id'),
);

/** `findMessageById` outside a transaction, as a prepared statement. */
export async function messageById(
  db: Db,
  id: string,
  viewerId: string,
): Promise<MessageRow | undefined> {
  const rows = await messageByIdOf(db).execute({ id, me: viewerId });
  return rows[0];
}

/**
 * One page of a conversation, newest first from the database; `before` is an exclusive cursor.
 * `total` (every message of the pair `me` can see) comes with the page's rows.
 */
export async function messagesPage(
  db: Db,
  me: string,
  other: string,
  { before, limit }: { before?: string | undefined; limit: number },
): Promise<{ rows: MessageRow[]; nextCursor: string | null; total: number }> {
  const queries = pageQueriesOf(db);
  const [low, high] = pairOf(me, other);
  const values = { me, other, low, high, limit: limit + 1 };
  const rows = before
    ? await queries.before.execute({ ...values, before })
    : await queries.newest.execute(values);
  const hasMore = rows.length > limit;
  const page = rows.slice(0, limit).reverse();
  // An empty page before a cursor says nothing about the total: ask for it.
  const total =
    rows.length > 0 ? Number(rows[0]!.total) : before ? await countVisible(db, me, other) : 0;
  return { rows: page, nextCursor: hasMore ? (page[0]?.id ?? null) : null, total };
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
    selectMessages(db, me)
      .where(where)
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(limit),
    db.select({ n: count() }).from(messages).where(where),
  ]);
  return { rows: rows.reverse(), total: totals[0]?.n ?? 0 };
}

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
