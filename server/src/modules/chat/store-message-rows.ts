import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index.ts';
import { learningDayOf } from '../../db/learning-days.ts';
import type { StoredMessage } from './message-writes.ts';

/** What storeMessageRows writes besides the message itself. */
export type MessageRows = {
  /** The message's INSERT ... ON CONFLICT DO NOTHING RETURNING id, created_at (drizzle-built). */
  insert: SQL;
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
  const { senderId, receiverId, requestChange } = message;
  const senderStatus = requestChange === 'request' ? 'pending' : 'accepted';
  const receiverStatus = requestChange === 'request' ? 'request' : 'accepted';
  const senderRow = sql`(${senderId}::uuid, ${receiverId}::uuid, 0, ${senderStatus}, ${message.openedAt}::timestamptz)`;
  const receiverRow = sql`(${receiverId}::uuid, ${senderId}::uuid, ${message.read ? 0 : 1}, ${receiverStatus}, null::timestamptz)`;
  const rows = senderId === message.userLow ? [senderRow, receiverRow] : [receiverRow, senderRow];
  const learningDay = message.learningDay
    ? learningDayOf(message.learningDay.at, message.learningDay.timeZone)
    : null;
  const isNewer = sql`(excluded.last_message_at, excluded.last_message_id) > (c.last_message_at, c.last_message_id) or c.last_message_at is null`;
  const result = await db.execute<Row>(sql`
    with m as (${message.insert}),
    day as (
      insert into learning_days (user_id, day)
      select ${senderId}, ${learningDay?.day ?? null}::date from m where ${learningDay !== null}
      on conflict do nothing
      returning day
    ),
    reminder as (
      insert into streak_reminders (user_id, remind_at)
      select ${senderId}, ${learningDay?.nextReminderAt ?? null}::timestamptz from day
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
        unread_count = ${message.read ? sql`c.unread_count` : sql`case when c.owner_id = ${receiverId}::uuid then c.unread_count + 1 else c.unread_count end`}
      returning c.owner_id, c.unread_count, (c.xmax = 0) as inserted
    )
    select m.id,
      to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
      (select json_agg(json_build_object('ownerId', owner_id, 'unread', unread_count, 'inserted', inserted))
        from moved) as moved
    from m
  `);
  const row = result.rows[0];
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
