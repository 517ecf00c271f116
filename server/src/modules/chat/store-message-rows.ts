import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index.ts';
import { learningDayOf } from '../../db/learning-days.ts';
import { namedStatementsPerShape } from '../../db/prepared.ts';
import { messages } from '../../db/schema/index.ts';
import type { StoredMessage } from './message-writes.ts';

/** The message's own columns, as storeMessage sets them (read_at aside: `read`). */
export type MessageValues = Omit<typeof messages.$inferInsert, 'readAt'>;

/** What storeMessageRows writes: the message and what moves with it. */
export type MessageRows = {
  values: MessageValues;
  senderId: string;
  receiverId: string;
  /** The pair's lower id: its conversation row is locked first. */
  userLow: string;
  requestChange: 'request' | 'accept' | undefined;
  openedAt: Date | null;
  /** Stored as read (a call's record other than a missed one): nobody's unread count moves. */
  read: boolean;
  /** The learning day it counts for (PRODUCT §9.2), with the sender's zone read before. */
  learningDay: { at: Date; timeZone: string | null } | undefined;
};

type Row = {
  id: string;
  /** ISO time to the millisecond, as the read-back's Date would give it. */
  createdAt: string;
  moved: { ownerId: string; unread: number; inserted: boolean }[];
};

/**
 * Stores a message in one statement (issue 32, target 4): the message, both members'
 * conversation rows and the sender's learning day with its streak reminder, as data-modifying
 * CTEs. One statement is atomic by itself, so a plain send needs no transaction: one round trip
 * instead of six (begin, message, learning day, conversation rows, commit); storeMessage runs it
 * inside one when more must happen with it. Null when the sender's clientId was stored already
 * (a retry): nothing changed, and the caller looks the message up.
 *
 * Both rows in one statement, the row of the pair's lower id first: rows are locked in that
 * order whoever sends, so two members writing to each other at the same moment cannot lock them
 * in opposite orders and deadlock. Concurrent sends commit in any order: a row only moves to a
 * message newer than the one it shows (time, then id, as the pages order them), so the preview is
 * always the newest. A new message brings the conversation back for both, also out of Archived.
 */
export async function storeMessageRows(
  db: DbOrTx,
  message: MessageRows,
): Promise<StoredMessage | null> {
  const { senderId, receiverId } = message;
  // A column without a value is left to its default (null for every column but `kind`, which
  // every send sets), so the statement's text depends only on which columns have one.
  const columns = (Object.keys(message.values) as (keyof MessageValues)[])
    .filter((column) => message.values[column] != null)
    .sort();
  const learningDay = message.learningDay
    ? learningDayOf(message.learningDay.at, message.learningDay.timeZone)
    : null;
  const store = storeStatement({
    columns,
    senderFirst: senderId === message.userLow,
    requestChange: message.requestChange,
    read: message.read,
    learningDay: learningDay !== null,
  });
  const values: Record<string, unknown> = {
    sender: senderId,
    receiver: receiverId,
    openedAt: message.openedAt,
    day: learningDay?.day ?? null,
    remindAt: learningDay?.nextReminderAt ?? null,
  };
  for (const column of columns) values[`m_${column}`] = message.values[column];
  const [row] = await store(db, values);
  if (!row) return null;
  // PostgreSQL writes uuids in lower case whatever case the client sent.
  const receiverMoved = row.moved.find((r) => r.ownerId === receiverId.toLowerCase());
  const senderMoved = row.moved.find((r) => r.ownerId === senderId.toLowerCase());
  return {
    id: row.id,
    created: true,
    createdAt: new Date(row.createdAt),
    receiverUnread: receiverMoved?.unread ?? (message.read ? 0 : 1),
    conversationStarted: Boolean(senderMoved?.inserted || receiverMoved?.inserted),
  };
}

/** What the store statement's text depends on. */
type StoreShape = {
  /** The message's columns that have a value, sorted. */
  columns: (keyof MessageValues)[];
  /** The sender's conversation row is the pair's lower id: locked first. */
  senderFirst: boolean;
  requestChange: 'request' | 'accept' | undefined;
  read: boolean;
  learningDay: boolean;
};

/**
 * The store statement of each shape, its text made once per process with placeholders for every
 * value (issue 32, target 4): drizzle built the statement for every message (0.5 ms of the sending
 * node's CPU at 10,000 sockets) and PostgreSQL parsed and planned it each time.
 */
const storeStatementFor = namedStatementsPerShape<Row>();
/** The message's columns in a fixed order: a shape's columns are a bit mask over them. */
const messageColumns = Object.keys(getTableColumns(messages));

function storeStatement(shape: StoreShape) {
  // A bigint: past 31 columns a number's shift wraps, and two shapes would share one name (and
  // so one kept statement).
  const mask = shape.columns.reduce(
    (bits, column) => bits | (1n << BigInt(messageColumns.indexOf(column))),
    0n,
  );
  const rows = `${shape.senderFirst ? 's' : 'r'}${shape.requestChange?.[0] ?? 'n'}`;
  const name = `store_message_${mask.toString(36)}_${rows}${shape.read ? '_read' : ''}${shape.learningDay ? '_day' : ''}`;
  return storeStatementFor(name, (db) => storeSql(db, shape));
}

function storeSql(
  db: DbOrTx,
  { columns, senderFirst, requestChange, read, learningDay }: StoreShape,
): SQL {
  const insert = db
    .insert(messages)
    .values({
      ...(Object.fromEntries(
        columns.map((column) => [column, sql.placeholder(`m_${column}`)]),
      ) as unknown as MessageValues),
      ...(read ? { readAt: sql`now()` } : {}),
    })
    .onConflictDoNothing({ target: [messages.senderId, messages.clientId] })
    .returning({ id: messages.id, createdAt: messages.createdAt })
    .getSQL();
  const sender = sql.placeholder('sender');
  const receiver = sql.placeholder('receiver');
  const senderStatus = requestChange === 'request' ? 'pending' : 'accepted';
  const receiverStatus = requestChange === 'request' ? 'request' : 'accepted';
  const senderRow = sql`(${sender}::uuid, ${receiver}::uuid, 0, ${sql.raw(`'${senderStatus}'`)}, ${sql.placeholder('openedAt')}::timestamptz)`;
  const receiverRow = sql`(${receiver}::uuid, ${sender}::uuid, ${sql.raw(read ? '0' : '1')}, ${sql.raw(`'${receiverStatus}'`)}, null::timestamptz)`;
  const rows = senderFirst ? [senderRow, receiverRow] : [receiverRow, senderRow];
  const isNewer = sql`(excluded.last_message_at, excluded.last_message_id) > (c.last_message_at, c.last_message_id) or c.last_message_at is null`;
  return sql`
    with m as (${insert}),
    day as (
      insert into learning_days (user_id, day)
      select ${sender}::uuid, ${sql.placeholder('day')}::date from m where ${sql.raw(String(learningDay))}
      on conflict do nothing
      returning day
    ),
    reminder as (
      insert into streak_reminders (user_id, remind_at)
      select ${sender}::uuid, ${sql.placeholder('remindAt')}::timestamptz from day
      on conflict (user_id) do update set remind_at = excluded.remind_at
    ),
    moved as (
      insert into conversations as c
        (owner_id, partner_id, last_message_id, last_message_at, unread_count, hidden, archived, status, opened_at)
      select v.owner_id, v.partner_id, m.id, m.created_at, v.unread, false, false, v.status, v.opened_at
      from m cross join (values ${sql.join(rows, sql`, `)}) as v(owner_id, partner_id, unread, status, opened_at)
      on conflict (owner_id, partner_id) do update set
        last_message_id = case when ${isNewer} then excluded.last_message_id else c.last_message_id end,
        last_message_at = case when ${isNewer} then excluded.last_message_at else c.last_message_at end,
        hidden = false,
        archived = false,
        status = ${requestChange ? sql`excluded.status` : sql`c.status`},
        opened_at = coalesce(excluded.opened_at, c.opened_at),
        unread_count = ${read ? sql`c.unread_count` : sql`case when c.owner_id = ${receiver}::uuid then c.unread_count + 1 else c.unread_count end`}
      returning c.owner_id, c.unread_count, (c.xmax = 0) as inserted
    )
    select m.id,
      to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
      (select json_agg(json_build_object('ownerId', owner_id, 'unread', unread_count, 'inserted', inserted))
        from moved) as moved
    from m
  `;
}
