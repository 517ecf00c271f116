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
