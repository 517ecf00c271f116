import { LIMITS, type OffAppFlag } from '@chingu/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { messages, users } from '../../db/schema/index.ts';

export type FlaggedSenderRow = {
  senderId: string;
  name: string;
  images: string[];
  suspended: boolean;
  count: number;
  receiversCount: number;
  lastFlaggedAt: string;
  messages: {
    id: string;
    body: string;
    flags: OffAppFlag[];
    hidden: boolean;
    createdAt: string;
    receiverId: string;
    receiverName: string;
    receiverImages: string[];
  }[];
};

/**
 * Senders of flagged first messages (PRODUCT §9.1), most recently flagged first, each with their
 * newest LIMITS.flaggedMessagesPerSender flagged messages; all from messages_flagged_idx.
 */
export async function listFlaggedSenders(db: Db, page: number, limit: number) {
  const result = await db.execute<FlaggedSenderRow>(sql`
    with senders as (
      select m.sender_id, count(*)::int as n, count(distinct m.receiver_id)::int as receivers,
        max(m.created_at) as last_at
      from ${messages} m where m.flags is not null
      group by m.sender_id
      order by last_at desc, m.sender_id
      limit ${limit} offset ${(page - 1) * limit}
    )
    select s.sender_id as "senderId", u.name, u.images, u.suspended_at is not null as suspended,
      s.n as count, s.receivers as "receiversCount",
      to_json(s.last_at) #>> '{}' as "lastFlaggedAt",
      coalesce((select json_agg(json_build_object(
          'id', x.id, 'body', x.body, 'flags', x.flags, 'hidden', x.hidden_at is not null,
          'createdAt', x.created_at, 'receiverId', x.receiver_id, 'receiverName', r.name,
          'receiverImages', r.images) order by x.created_at desc)
        from (select * from ${messages} mm where mm.sender_id = s.sender_id and mm.flags is not null
          order by mm.created_at desc limit ${LIMITS.flaggedMessagesPerSender}) x
        join ${users} r on r.id = x.receiver_id), '[]'::json) as messages
    from senders s join ${users} u on u.id = s.sender_id
    order by s.last_at desc, s.sender_id`);
  const total = await db.execute<{ n: number }>(
    sql`select count(distinct ${messages.senderId})::int as n from ${messages} where ${messages.flags} is not null`,
  );
  return { rows: result.rows, total: total.rows[0]?.n ?? 0 };
}
