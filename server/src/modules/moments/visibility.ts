import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { blocks, follows, moments } from '../../db/schema.ts';

/**
 * Which moments the viewer may read (PRODUCT §3), as a condition on the `moments` row in scope.
 * The author always sees their own. Others only see published moments (a scheduled one stays
 * hidden until its time): public ones, and friends-only ones when viewer and author follow each
 * other. A block in either direction hides the author's moments from the viewer.
 * Visitors (viewerId null) see public published moments only.
 */
export function momentVisibleTo(viewerId: string | null): SQL {
  if (!viewerId) {
    return sql`(${moments.privacy} = 'public' and ${moments.publishedAt} <= now())`;
  }
  const follows1 = sql`exists (select 1 from ${follows} where ${follows.followerId} = ${viewerId} and ${follows.followeeId} = ${moments.userId})`;
  const follows2 = sql`exists (select 1 from ${follows} where ${follows.followerId} = ${moments.userId} and ${follows.followeeId} = ${viewerId})`;
  const blocked = sql`exists (select 1 from ${blocks} where (${blocks.blockerId} = ${viewerId} and ${blocks.blockedId} = ${moments.userId}) or (${blocks.blockerId} = ${moments.userId} and ${blocks.blockedId} = ${viewerId}))`;
  return sql`(${moments.userId} = ${viewerId} or (
    ${moments.publishedAt} <= now()
    and (${moments.privacy} = 'public' or (${moments.privacy} = 'friends' and ${follows1} and ${follows2}))
    and not ${blocked}
  ))`;
}

/**
 * A column as "table"."column" in any position. Drizzle writes bare column names in the select
 * list of a single-table query, which inside a correlated subquery would bind to the inner table.
 */
export function qualified(column: AnyPgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/**
 * How many of a member's moments the viewer may see; `memberId` is the member column of the
 * outer query. One indexed range on moments_user_published_idx per member.
 */
export function visibleMomentsCount(viewerId: string | null, memberId: AnyPgColumn): SQL<number> {
  return sql<number>`(select count(*)::int from ${moments} where ${qualified(moments.userId)} = ${qualified(memberId)} and ${momentVisibleTo(viewerId)})`;
}
