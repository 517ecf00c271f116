import { and, desc, eq, gt, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/index.ts';
import { membersNotified } from '../../db/notification-gate.ts';
import { messages, users } from '../../db/schema/index.ts';
import { qualified } from '../../db/visibility.ts';

/** PRODUCT §8.4: away this long before a digest, and at most one digest in this period. */
const AWAY = sql`interval '30 minutes'`;
const BETWEEN_DIGESTS = sql`interval '12 hours'`;
/** Members looked at per run; the rest wait for the next run. */
const BATCH = 200;

/**
 * A message the receiver has not read and still sees, from a partner they neither muted nor
 * blocked (either way) and who is not suspended, in a conversation they accepted (a message request
 * mails nothing, PRODUCT §9.1): what a digest may mention. `m` is messages.
 */
const mentionable = sql`m.read_at is null and m.receiver_deleted_at is null and m.hidden_at is null
  and not exists (select 1 from conversations c
    where c.owner_id = m.receiver_id and c.partner_id = m.sender_id
      and (c.muted or c.status <> 'accepted'))
  and not exists (select 1 from blocks b
    where (b.blocker_id = m.receiver_id and b.blocked_id = m.sender_id)
       or (b.blocker_id = m.sender_id and b.blocked_id = m.receiver_id))
  and not exists (select 1 from users s where s.id = m.sender_id and s.suspended_at is not null)`;

/**
 * Message e-mails on (the notification gate: `emailDigest`), no digest for 12 h (`digest_sent_at`
 * is only ever written whole milliseconds).
 */
const digestDue: SQL = sql`${membersNotified('message', 'email')}
  and (${qualified(users.digestSentAt)} is null or ${qualified(users.digestSentAt)} <= now() - ${BETWEEN_DIGESTS})`;

/**
 * Members who may be due a digest: digests on, away for 30 minutes (last socket closed then, or
 * never connected and registered before), unread messages newer than their last digest. Whether
 * a socket is open right now is for the caller to check.
 */
export async function digestCandidates(db: Db) {
  return db
    .select({ id: users.id, since: users.digestSentAt })
    .from(users)
    .where(
      and(
        digestDue,
        isNull(users.deletedAt),
        isNull(users.suspendedAt),
        sql`coalesce(${users.lastSeenAt}, ${users.createdAt}) <= now() - ${AWAY}`,
        sql`exists (select 1 from messages m where m.receiver_id = ${qualified(users.id)}
          and m.created_at > coalesce(${qualified(users.digestSentAt)}, '-infinity'::timestamptz)
          and ${mentionable})`,
      ),
    )
    .limit(BATCH);
}

/**
 * Claims the member's digest: one conditional UPDATE, so of two app nodes running the job at the
 * same moment only one gets the row back (the other's WHERE no longer holds once the first
 * committed). The new `digest_sent_at` is the end of what this digest covers.
 */
export async function claimDigest(db: Db, userId: string) {
  const [claimed] = await db
    .update(users)
    .set({ digestSentAt: sql`date_trunc('milliseconds', now())` })
    .where(and(eq(users.id, userId), digestDue))
    .returning({
      until: users.digestSentAt,
      email: users.email,
      name: users.name,
      preferredLanguage: users.preferredLanguage,
    });
  return claimed && claimed.until ? { ...claimed, until: claimed.until } : undefined;
}

/** Undoes a claim whose mail could not go (nothing to say, or SMTP down): the next run retries. */
export async function releaseDigest(db: Db, userId: string, since: Date | null, until: Date) {
  await db
    .update(users)
    .set({ digestSentAt: since })
    .where(and(eq(users.id, userId), eq(users.digestSentAt, until)));
}

/** Who wrote how many mentionable messages in (since, until], latest writer first. */
export async function unreadBySender(db: Db, userId: string, since: Date | null, until: Date) {
  // Aliased `m`, the name the shared `mentionable` condition uses.
  const m = alias(messages, 'm');
  return db
    .select({ name: users.name, count: sql<number>`count(*)::int` })
    .from(m)
    .innerJoin(users, eq(users.id, m.senderId))
    .where(
      and(
        eq(m.receiverId, userId),
        mentionable,
        since ? gt(m.createdAt, since) : undefined,
        lte(m.createdAt, until),
      ),
    )
    .groupBy(users.id, users.name)
    .orderBy(desc(sql`max(${m.createdAt})`));
}

/** The unsubscribe link's effect; true when the member exists. */
export async function turnDigestOff(db: Db, userId: string): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ emailDigest: false, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return updated.length > 0;
}
