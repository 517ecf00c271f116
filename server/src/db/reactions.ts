import { LIMITS, type TReaction } from '@chingu/contract';
import { and, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './index.ts';
import { messageReactions, momentReactions } from './schema/index.ts';
import { qualified } from './visibility.ts';

/**
 * Emoji reactions on messages and moments (PRODUCT §8.3): one row per (target, member, emoji).
 * The same rules for both, so written once here for either table.
 */
const tables = {
  message: { table: messageReactions, target: messageReactions.messageId },
  moment: { table: momentReactions, target: momentReactions.momentId },
} as const;
export type ReactionTarget = keyof typeof tables;

/** Reactions per target id, most used first (then the oldest), with the viewer's own marked. */
export async function reactionsOf(
  db: DbOrTx,
  kind: ReactionTarget,
  targetIds: string[],
  viewerId: string | null,
): Promise<Map<string, TReaction[]>> {
  const byTarget = new Map<string, TReaction[]>();
  if (!targetIds.length) return byTarget;
  const { table, target } = tables[kind];
  const rows = await db
    .select({
      targetId: target,
      emoji: table.emoji,
      count: sql<number>`count(*)::int`,
      mine: viewerId ? sql<boolean>`bool_or(${table.userId} = ${viewerId})` : sql<boolean>`false`,
    })
    .from(table)
    .where(inArray(target, targetIds))
    .groupBy(target, table.emoji)
    .orderBy(sql`count(*) desc`, sql`min(${table.createdAt})`);
  for (const row of rows) {
    const list = byTarget.get(row.targetId) ?? [];
    list.push({ emoji: row.emoji, count: row.count, mine: row.mine });
    byTarget.set(row.targetId, list);
  }
  return byTarget;
}

/**
 * The same list as reactionsOf for the row `targetId` (a column of the outer query) names, as a
 * correlated subquery: a page carries its reactions in its own query instead of a second round
 * trip to the database. Same order: most used first, then the oldest.
 */
export function reactionsJson(
  kind: ReactionTarget,
  targetId: AnyPgColumn,
  /** A placeholder in a prepared statement. */
  viewerId: string | Placeholder | null,
): SQL<TReaction[]> {
  const { table, target } = tables[kind];
  const mine = viewerId ? sql`bool_or(r.user_id = ${viewerId})` : sql`false`;
  return sql<
    TReaction[]
  >`(select coalesce(json_agg(json_build_object('emoji', x.emoji, 'count', x.n, 'mine', x.mine) order by x.n desc, x.first), '[]'::json)
    from (select r.emoji, count(*)::int as n, ${mine} as mine, min(r.created_at) as first
      from ${table} r where r.${sql.identifier(target.name)} = ${qualified(targetId)} group by r.emoji) x)`;
}

/**
 * Adds the member's reaction with `emoji`, or removes it when present. Run inside a transaction
 * that has locked the target row, so concurrent toggles of one target apply one after another.
 * 'full': a 13th distinct emoji was refused.
 */
export async function toggleReaction(
  tx: DbOrTx,
  kind: ReactionTarget,
  targetId: string,
  userId: string,
  emoji: string,
): Promise<'added' | 'removed' | 'full'> {
  const { table, target } = tables[kind];
  const mine = and(eq(target, targetId), eq(table.userId, userId), eq(table.emoji, emoji));
  const removed = await tx.delete(table).where(mine).returning({ emoji: table.emoji });
  if (removed.length) return 'removed';
  const [present] = await tx
    .select({
      distinct: sql<number>`count(distinct ${table.emoji})::int`,
      has: sql<boolean>`bool_or(${table.emoji} = ${emoji})`,
    })
    .from(table)
    .where(eq(target, targetId));
  if (!present?.has && (present?.distinct ?? 0) >= LIMITS.reactionsDistinctMax) return 'full';
  if (kind === 'message') {
    await tx
      .insert(messageReactions)
      .values({ messageId: targetId, userId, emoji })
      .onConflictDoNothing();
  } else {
    await tx
      .insert(momentReactions)
      .values({ momentId: targetId, userId, emoji })
      .onConflictDoNothing();
  }
  return 'added';
}
