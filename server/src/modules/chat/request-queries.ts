import type { ConversationStatus } from '@chingu/contract';
import { and, count, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/index.ts';
import { namedStatementsPerShape } from '../../db/prepared.ts';
import { conversations, messages, users } from '../../db/schema/index.ts';
import { pairOf } from './message-visibility.ts';

/**
 * Message requests and the new contacts a day cap (PRODUCT §9.1, decision 041): each member's
 * conversation row carries their side's status, and the opener's row when they opened it.
 */

/**
 * Serialises one sender's capped sends (a request's messages, new conversations) until the
 * transaction ends, so two sends at once cannot both pass a cap with one place left.
 */
export async function lockSenderContacts(tx: DbOrTx, senderId: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`contacts:${senderId}`}, 0))`,
  );
}

/** What the caps of one send read under the sender's lock (capsReadings). */
export type CapsReadings = {
  /** The send's clientId is stored already: a retry. */
  retried: boolean;
  /** Messages the sender sent the receiver (a request's, before any answer); 0 when not asked. */
  sentToReceiver: number;
  /** When the sender's account was made (ms), when asked. */
  accountCreatedAt: number | null;
  /** When the sender opened each conversation they opened after `openedSince`, oldest first (ms). */
  opened: number[];
};

type CapsShape = { retry: boolean; request: boolean; capped: boolean };

/**
 * Everything a capped send checks, in one statement after the lock (issue 32, target 4: one
 * round trip instead of up to four for a first message), a named statement per shape. Each part
 * only when asked.
 */
export async function capsReadings(
  tx: DbOrTx,
  senderId: string,
  asked: { clientId?: string; requestTo?: string; openedSince?: Date },
): Promise<CapsReadings> {
  const shape = {
    retry: asked.clientId !== undefined,
    request: asked.requestTo !== undefined,
    capped: asked.openedSince !== undefined,
  };
  const name = `caps_readings${shape.retry ? '_r' : ''}${shape.request ? '_q' : ''}${shape.capped ? '_c' : ''}`;
  const statement = capsStatement(name, (db) => capsSql(db, shape));
  const pair = asked.requestTo ? pairOf(senderId, asked.requestTo) : null;
  const [row] = await statement(tx, {
    sender: senderId,
    ...(asked.clientId !== undefined ? { clientId: asked.clientId } : {}),
    ...(pair ? { low: pair[0], high: pair[1] } : {}),
    ...(asked.openedSince ? { since: asked.openedSince } : {}),
  });
  // One row always (a SELECT without FROM); the driver gives int, float8 and JSON as numbers.
  return row!;
}
const capsStatement = namedStatementsPerShape<CapsReadings>();

function capsSql(db: DbOrTx, { retry, request, capped }: CapsShape): SQL {
  const sender = sql.placeholder('sender');
  const retried = retry
    ? sql`exists (${db
        .select({ id: messages.id })
        .from(messages)
        .where(
          and(eq(messages.senderId, sender), eq(messages.clientId, sql.placeholder('clientId'))),
        )})`
    : sql`false`;
  const sentToReceiver = request
    ? sql`(${db
        .select({ n: count() })
        .from(messages)
        .where(
          and(
            eq(messages.userLow, sql.placeholder('low')),
            eq(messages.userHigh, sql.placeholder('high')),
            eq(messages.senderId, sender),
          ),
        )})`
    : sql`0`;
  const createdAt = capped
    ? sql`(select extract(epoch from ${users.createdAt}) * 1000 from ${users} where ${eq(users.id, sender)})`
    : sql`null`;
  const opened = capped
    ? sql`(select coalesce(json_agg(extract(epoch from ${conversations.openedAt}) * 1000 order by ${conversations.openedAt}), '[]')
        from ${conversations}
        where ${and(eq(conversations.ownerId, sender), gt(conversations.openedAt, sql.placeholder('since')))})`
    : sql`'[]'::json`;
  return sql`select ${retried} as "retried", ${sentToReceiver}::int as "sentToReceiver",
    ${createdAt}::float8 as "accountCreatedAt", ${opened} as "opened"`;
}

/** The owner's row status with the partner; null when they have no row. */
export async function conversationStatus(
  db: DbOrTx,
  ownerId: string,
  partnerId: string,
): Promise<ConversationStatus | null> {
  const [row] = await db
    .select({ status: conversations.status })
    .from(conversations)
    .where(and(eq(conversations.ownerId, ownerId), eq(conversations.partnerId, partnerId)));
  return row?.status ?? null;
}

/**
 * Whether either member's row with the other is a request not yet accepted (request, pending or
 * declined): then neither sees the other's presence or typing (decision 041).
 */
export async function requestBetween(db: Db, a: string, b: string): Promise<boolean> {
  const rows = await db
    .select({ status: conversations.status })
    .from(conversations)
    .where(
      or(
        and(eq(conversations.ownerId, a), eq(conversations.partnerId, b)),
        and(eq(conversations.ownerId, b), eq(conversations.partnerId, a)),
      ),
    );
  return rows.some((r) => r.status !== 'accepted');
}

/**
 * The owner accepts the partner's request: both rows become accepted and the owner's shows again.
 * 'accepted' when it changed, 'already' for an accepted conversation, 'none' when there is no
 * request to accept (none, the owner's own pending one, or one they declined).
 */
export async function acceptRequest(
  db: Db,
  ownerId: string,
  partnerId: string,
): Promise<'accepted' | 'already' | 'none'> {
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(conversations)
      .set({ status: 'accepted', hidden: false })
      .where(
        and(
          eq(conversations.ownerId, ownerId),
          eq(conversations.partnerId, partnerId),
          eq(conversations.status, 'request'),
        ),
      )
      .returning({ ownerId: conversations.ownerId });
    if (!changed.length) {
      const status = await conversationStatus(tx, ownerId, partnerId);
      return status === 'accepted' ? 'already' : 'none';
    }
    await tx
      .update(conversations)
      .set({ status: 'accepted' })
      .where(
        and(
          eq(conversations.ownerId, partnerId),
          eq(conversations.partnerId, ownerId),
          eq(conversations.status, 'pending'),
        ),
      );
    return 'accepted';
  });
}

/**
 * The owner declines the partner's request: their row is hidden for good with its history and
 * unread count; the partner's row stays pending (they are not told). False when there is no
 * request (an accepted conversation cannot be declined).
 */
export async function declineRequest(db: Db, ownerId: string, partnerId: string) {
  const changed = await db
    .update(conversations)
    .set({
      status: 'declined',
      hidden: true,
      clearedAt: sql`now()`,
      unreadCount: 0,
      lastMessageId: null,
      lastMessageAt: null,
    })
    .where(
      and(
        eq(conversations.ownerId, ownerId),
        eq(conversations.partnerId, partnerId),
        inArray(conversations.status, ['request', 'declined']),
      ),
    )
    .returning({ ownerId: conversations.ownerId });
  return changed.length > 0;
}
