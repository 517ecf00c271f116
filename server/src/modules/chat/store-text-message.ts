import type { OffAppFlag } from '@chingu/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index.ts';
import { learningDayOf } from '../../db/learning-days.ts';
import type { StoredMessage } from './message-writes.ts';

/** A text message with nothing to check or claim in a transaction (storeMessage's common case). */
export type TextMessage = {
  senderId: string;
  receiverId: string;
  userLow: string;
  userHigh: string;
  body: string;
  clientId: string | null;
  replyToId: string | null;
  flags: OffAppFlag[] | null;
  requestChange: 'request' | 'accept' | undefined;
  openedAt: Date | null;
  /** The learning day it counts for (PRODUCT §9.2), with the sender's zone read before. */
  learningDay: { at: Date; timeZone: string | null } | undefined;
};

type Row = { id: string; moved: { ownerId: string; unread: number; inserted: boolean }[] };

/**
 * Stores a text message in one statement (issue 32, target 4): the message, both members'
 * conversation rows and the sender's learning day with its streak reminder, as data-modifying
 * CTEs. One statement is atomic by itself, so it needs no transaction: one round trip instead of
 * six (begin, message, learning day, conversation rows, commit). Null when the sender's clientId
 * was stored already (a retry): nothing changed, and the caller looks the message up.
 *
 * The conversation rows follow storeMessage's rules (message-writes.ts, which keeps the general
 * path): the lower id's row first (lock order, no deadlock between two members writing to each
 * other), a row only moves to a newer message, the receiver's unread count goes up.
 */
export async function storeTextMessage(
  db: DbOrTx,
  message: TextMessage,
): Promise<StoredMessage | null> {
  const { senderId, receiverId, requestChange } = message;
  const senderStatus = requestChange === 'request' ? 'pending' : 'accepted';
  const receiverStatus = requestChange === 'request' ? 'request' : 'accepted';
  const senderRow = sql`(${senderId}::uuid, ${receiverId}::uuid, 0, ${senderStatus}, ${message.openedAt}::timestamptz)`;
  const receiverRow = sql`(${receiverId}::uuid, ${senderId}::uuid, 1, ${receiverStatus}, null::timestamptz)`;
  const rows = senderId === message.userLow ? [senderRow, receiverRow] : [receiverRow, senderRow];
  const learningDay = message.learningDay
    ? learningDayOf(message.learningDay.at, message.learningDay.timeZone)
    : null;
  // An array in drizzle's sql template becomes a list of parameters: an array literal instead.
  const flags = message.flags?.length
    ? sql`array[${sql.join(
        message.flags.map((flag) => sql`${flag}`),
        sql`, `,
      )}]::text[]`
    : sql`null::text[]`;
  const isNewer = sql`(excluded.last_message_at, excluded.last_message_id) > (c.last_message_at, c.last_message_id) or c.last_message_at is null`;
  const result = await db.execute<Row>(sql`
    with m as (
      insert into messages (sender_id, receiver_id, user_low, user_high, client_id, kind, body, reply_to_id, flags)
      values (${senderId}, ${receiverId}, ${message.userLow}, ${message.userHigh}, ${message.clientId},
        'text', ${message.body}, ${message.replyToId}, ${flags})
      on conflict (sender_id, client_id) do nothing
      returning id, created_at
    ),
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
        unread_count = case when c.owner_id = ${receiverId}::uuid then c.unread_count + 1 else c.unread_count end
      returning c.owner_id, c.unread_count, (c.xmax = 0) as inserted
    )
    select m.id,
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
    receiverUnread: receiverMoved?.unread ?? 1,
    conversationStarted: Boolean(senderMoved?.inserted || receiverMoved?.inserted),
  };
}
