import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/index.ts';
import { conversations, messages, users } from '../../db/schema/index.ts';
import { qualified } from '../../db/visibility.ts';

const sender = alias(users, 'sender');
const receiver = alias(users, 'receiver');

/**
 * A session message (PRODUCT §9.2) as one of its two members sees it, with both names; undefined
 * for anyone else, and for a member the message is gone for (deleted for them, a cleared
 * conversation, or hidden by a moderator when they did not send it).
 */
export async function sessionForMember(db: Db, messageId: string, memberId: string) {
  const me = sql`${memberId}::uuid`;
  const partner = sql`case when ${qualified(messages.senderId)} = ${me} then ${qualified(messages.receiverId)} else ${qualified(messages.senderId)} end`;
  const [row] = await db
    .select({
      id: messages.id,
      senderId: messages.senderId,
      receiverId: messages.receiverId,
      senderName: sender.name,
      receiverName: receiver.name,
      preferredLanguage: sql<
        string | null
      >`(select u.preferred_language from ${users} u where u.id = ${me})`,
      startsAt: messages.sessionStartsAt,
      durationMinutes: messages.sessionDurationMinutes,
      languages: messages.sessionLanguages,
      status: messages.sessionStatus,
    })
    .from(messages)
    .innerJoin(sender, eq(sender.id, messages.senderId))
    .innerJoin(receiver, eq(receiver.id, messages.receiverId))
    .where(
      and(
        eq(messages.id, messageId),
        eq(messages.kind, 'session'),
        or(
          and(eq(messages.senderId, memberId), isNull(messages.senderDeletedAt)),
          and(
            eq(messages.receiverId, memberId),
            isNull(messages.receiverDeletedAt),
            isNull(messages.hiddenAt),
          ),
        ),
        sql`${qualified(messages.createdAt)} > coalesce((select ${conversations.clearedAt} from ${conversations} where ${conversations.ownerId} = ${me} and ${conversations.partnerId} = ${partner}), '-infinity'::timestamptz)`,
      ),
    );
  return row;
}

/** Sessions claimed in one pass at most; the rest wait for the next pass. */
const CLAIM_BATCH = 100;

/**
 * Claims the accepted sessions that start within `leadMs` of `now` and were not reminded yet:
 * one UPDATE over rows locked with SKIP LOCKED, so of two app nodes running at the same moment
 * each session goes to exactly one (decision 049). A session a moderator hid is not reminded.
 */
export async function claimDueReminders(db: Db, now: Date, leadMs: number) {
  const until = new Date(now.getTime() + leadMs);
  const due = db
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        eq(messages.sessionStatus, 'accepted'),
        isNull(messages.sessionRemindedAt),
        sql`${messages.sessionStartsAt} > ${now.toISOString()}::timestamptz`,
        sql`${messages.sessionStartsAt} <= ${until.toISOString()}::timestamptz`,
        isNull(messages.hiddenAt),
      ),
    )
    .limit(CLAIM_BATCH)
    .for('update', { skipLocked: true });
  return db
    .update(messages)
    .set({ sessionRemindedAt: now })
    .where(sql`${messages.id} in ${due}`)
    .returning({
      id: messages.id,
      senderId: messages.senderId,
      receiverId: messages.receiverId,
      startsAt: messages.sessionStartsAt,
      durationMinutes: messages.sessionDurationMinutes,
      languages: messages.sessionLanguages,
    });
}

/**
 * A member to remind by e-mail about a session with `partnerId`: their address, name and
 * language, when both are active and no block stands between them; undefined otherwise.
 */
export async function reminderRecipient(db: Db, memberId: string, partnerId: string) {
  const [row] = await db
    .select({
      email: users.email,
      name: users.name,
      preferredLanguage: users.preferredLanguage,
      partnerName: sql<string>`(select p.name from ${users} p where p.id = ${partnerId}::uuid)`,
    })
    .from(users)
    .where(
      and(
        eq(users.id, memberId),
        isNull(users.suspendedAt),
        isNull(users.deletedAt),
        sql`exists (select 1 from ${users} p where p.id = ${partnerId}::uuid and p.suspended_at is null and p.deleted_at is null)`,
        sql`not exists (select 1 from blocks b where (b.blocker_id = ${memberId}::uuid and b.blocked_id = ${partnerId}::uuid) or (b.blocker_id = ${partnerId}::uuid and b.blocked_id = ${memberId}::uuid))`,
      ),
    );
  return row;
}
