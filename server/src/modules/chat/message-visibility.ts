import { and, eq, isNull, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { conversations, messages } from '../../db/schema/index.ts';

/**
 * Which messages a member sees: SQL conditions the reads and writes share (their pair, not cleared,
 * not hidden by a moderator, not deleted for them).
 */

/** A member id, or a prepared statement's placeholder for one. */
type Param = string | Placeholder;

/** The pair's ids in sorted order, as stored in messages.user_low / user_high. */
export function pairOf(a: string, b: string): [string, string] {
  return a < b ? [a, b] : [b, a];
}

/** "Delete for me": a member no longer sees the messages they removed from their own view. */
export function notDeletedBy(me: Param): SQL {
  return sql`not ((${messages.senderId} = ${me} and ${messages.senderDeletedAt} is not null) or (${messages.receiverId} = ${me} and ${messages.receiverDeletedAt} is not null))`;
}

/** Messages of `ownerId` with `partnerId` newer than the owner's "delete conversation". */
function visibleTo(ownerId: Param, partnerId: Param): SQL {
  return sql`${messages.createdAt} > coalesce((select ${conversations.clearedAt} from ${conversations} where ${conversations.ownerId} = ${ownerId} and ${conversations.partnerId} = ${partnerId}), '-infinity'::timestamptz)`;
}

/** A message hidden by a moderator stays visible to its sender only (PRODUCT §8.5). */
export function notHiddenFrom(me: Param): SQL {
  return or(isNull(messages.hiddenAt), eq(messages.senderId, me))!;
}

/** The messages of the pair that `me` can see. */
export function pairCondition(me: string, other: string): SQL {
  const [low, high] = pairOf(me, other);
  return pairConditionOf(me, other, low, high);
}

/**
 * pairCondition with each id given apart (`low`/`high` sorted as pairOf does), so that a
 * prepared statement can take them all as placeholders.
 */
export function pairConditionOf(me: Param, other: Param, low: Param, high: Param): SQL {
  return and(
    eq(messages.userLow, low),
    eq(messages.userHigh, high),
    visibleTo(me, other),
    notHiddenFrom(me),
    notDeletedBy(me),
  )!;
}

/**
 * How many messages of the pair `me` can see, as an SQL expression. Counting them with
 * pairConditionOf reads every message from the heap (hidden and deleted are not in the index): at
 * 3,000 messages most of the conversation page's time. So: every message since the owner's
 * "delete conversation", counted from messages_pair_created_idx alone, minus the few of them `me`
 * cannot see, found through messages_pair_exceptions_idx, whose predicate is repeated word for
 * word so that PostgreSQL can use it. Uncorrelated (the inner `messages` shadows any outer one):
 * run once per query, not per row.
 */
export function countSeenOf(me: Param, other: Param, low: Param, high: Param): SQL<number> {
  const sinceCleared = and(
    eq(messages.userLow, low),
    eq(messages.userHigh, high),
    visibleTo(me, other),
  );
  const mayBeUnseen = sql`(${messages.hiddenAt} IS NOT NULL OR ${messages.senderDeletedAt} IS NOT NULL OR ${messages.receiverDeletedAt} IS NOT NULL)`;
  return sql<number>`((select count(*)::int from ${messages} where ${sinceCleared}) - (select count(*)::int from ${messages} where ${sinceCleared} and ${mayBeUnseen} and not (${notHiddenFrom(me)} and ${notDeletedBy(me)})))`;
}
