import { and, eq, getTableName, isNull, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  blocks,
  follows,
  momentComments,
  momentCorrections,
  moments,
  stories,
  users,
} from './schema/index.ts';

// Who may see which content, as SQL conditions shared by the modules that read it (moments,
// members, reports, stories): one definition of privacy, blocks, moderation and age bands.

/** A viewer's id, a prepared statement's placeholder for one, or null for a visitor. */
export type ViewerParam = string | Placeholder | null;

/**
 * Which moments the viewer may read (PRODUCT §3), as a condition on the `moments` row in scope.
 * The author always sees their own. Others only see published moments (a scheduled one stays
 * hidden until its time): public ones, and friends-only ones when viewer and author follow each
 * other. A block in either direction hides the author's moments from the viewer.
 * Visitors (viewerId null) see public published moments only. A moment hidden by a moderator,
 * or by a suspended member, is seen by its author alone (PRODUCT §8.5).
 */
export function momentVisibleTo(viewerId: ViewerParam): SQL {
  const notModerated = sql`${moments.hiddenAt} is null and ${moments.userId} not in ${suspendedMembers()}`;
  if (!viewerId) {
    return sql`(${moments.privacy} = 'public' and ${moments.publishedAt} <= now() and ${notModerated} and ${momentAuthorInViewerAgeBand(null)})`;
  }
  const mutualFriends = mutualFriendsOf(viewerId);
  const blockedEitherWay = blockedEitherWayOf(viewerId);
  return sql`(${moments.userId} = ${viewerId} or (
    ${moments.publishedAt} <= now()
    and (${moments.privacy} = 'public' or (${moments.privacy} = 'friends' and ${moments.userId} in ${mutualFriends}))
    and ${moments.userId} not in ${blockedEitherWay}
    and ${notModerated}
    and ${momentAuthorInViewerAgeBand(viewerId)}
  ))`;
}

// Both subqueries below are uncorrelated: PostgreSQL runs each once per query (a hashed SubPlan)
// instead of once per row, which matters when a feed walks thousands of rows.

/** Ids of the members the viewer follows who follow them back. */
function mutualFriendsOf(viewerId: string | Placeholder): SQL {
  return sql`(select f1.followee_id from ${follows} f1
    join ${follows} f2 on f2.follower_id = f1.followee_id and f2.followee_id = ${viewerId}
    where f1.follower_id = ${viewerId})`;
}

/** Ids of the members the viewer blocked or who blocked the viewer. */
function blockedEitherWayOf(viewerId: string | Placeholder): SQL {
  return sql`(select ${blocks.blockedId} from ${blocks} where ${blocks.blockerId} = ${viewerId}
    union all select ${blocks.blockerId} from ${blocks} where ${blocks.blockedId} = ${viewerId})`;
}

/**
 * Which stories the viewer may see at `now` (PRODUCT §8.1), as a condition on the `stories` row
 * in scope. Past its `expires_at` a story is gone for everyone, its author too. Otherwise the
 * author sees their own; others see public ones, and friends-only ones when viewer and author
 * follow each other, unless a block stands either way, a moderator hid it, or its author is
 * suspended (PRODUCT §8.5). Time is the app clock's, passed in, so tests can move it.
 */
export function storyVisibleTo(viewerId: string, now: Date): SQL {
  return sql`(${stories.expiresAt} > ${now.toISOString()}::timestamptz and (${stories.userId} = ${viewerId} or (
    (${stories.privacy} = 'public' or (${stories.privacy} = 'friends' and ${stories.userId} in ${mutualFriendsOf(viewerId)}))
    and ${stories.userId} not in ${blockedEitherWayOf(viewerId)}
    and ${stories.hiddenAt} is null and ${stories.userId} not in ${suspendedMembers()}
    and ${inViewerAgeBand(viewerId, stories.userId)}
  )))`;
}

/**
 * Ids of suspended members: an uncorrelated subquery over users_suspended_idx (a handful of
 * rows), run once per query.
 */
export function suspendedMembers(): SQL {
  return sql`(select ${qualified(users.id)} from ${users} where ${qualified(users.suspendedAt)} is not null)`;
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
export function visibleMomentsCount(viewerId: ViewerParam, memberId: AnyPgColumn): SQL<number> {
  return sql<number>`(select count(*)::int from ${moments} where ${qualified(moments.userId)} = ${qualified(memberId)} and ${momentVisibleTo(viewerId)})`;
}

/**
 * visibleMomentsCount for a member the viewer's list already admits: not suspended, in the
 * viewer's age band, no block either way, not the viewer (the directory's conditions). Only the
 * moments' own rules are left, so PostgreSQL checks no author per moment: the directory's page
 * counted 20 members' moments in 4.7 ms at full size, most of it the author's age band looked up
 * again for each of about 1,200 moments (issue 32, target 1).
 */
export function listedMemberMomentsCount(
  viewerId: ViewerParam,
  memberId: AnyPgColumn,
): SQL<number> {
  const published = sql`${moments.publishedAt} <= now() and ${moments.hiddenAt} is null`;
  const shown = viewerId
    ? sql`(${moments.privacy} = 'public' or (${moments.privacy} = 'friends' and ${moments.userId} in ${mutualFriendsOf(viewerId)}))`
    : sql`${moments.privacy} = 'public'`;
  return sql<number>`(select count(*)::int from ${moments} where ${qualified(moments.userId)} = ${qualified(memberId)} and ${published} and ${shown})`;
}

/**
 * A hidden comment (moderator, or suspended author) is seen by its author alone; a comment by a
 * member of the other age band is not seen at all (a member who turned 18 keeps their old
 * comments among minors, who no longer see them).
 */
export function commentVisibleTo(viewerId: string | null): SQL {
  const sameBand = inViewerAgeBand(viewerId, momentComments.userId);
  return viewerId
    ? or(eq(momentComments.userId, viewerId), and(isNull(momentComments.hiddenAt), sameBand))!
    : and(isNull(momentComments.hiddenAt), sameBand)!;
}

/**
 * Which corrections of a moment the viewer sees (PRODUCT §9.2), besides seeing the moment itself
 * (momentVisibleTo): their own always; others' unless the corrector is suspended, a block stands
 * either way, or the corrector is in the other age band (a member who turned 18 since).
 */
export function momentCorrectionVisibleTo(viewerId: string | null): SQL {
  const corrector = qualified(momentCorrections.userId);
  const others = sql`${corrector} not in ${suspendedMembers()} and ${inViewerAgeBand(viewerId, momentCorrections.userId)}`;
  if (!viewerId) return sql`(${others})`;
  return sql`(${corrector} = ${viewerId} or (${others} and ${corrector} not in ${blockedEitherWayOf(viewerId)}))`;
}

// Age bands (PRODUCT §9.1): members under 18 and adults do not see each other anywhere, and
// cannot message or call each other. The band comes from the stored birth date at query time
// (UTC calendar day of the database clock), so a member who turns 18 moves band that day. A
// member with no birth date on file counts as an adult, and a visitor sees what an adult sees:
// minors are never shown to someone who is not signed in (decision 042).
// Language rooms (issue 31) must apply the same rule to joining, listing and speaking.

/**
 * Today's UTC date as YYYYMMDD, as an uncorrelated subquery: PostgreSQL computes it once per
 * query (an InitPlan) instead of once per row, which a feed's deep page walks thousands of.
 */
const todayYmd = sql`(select to_char(now() at time zone 'UTC', 'YYYYMMDD')::int)`;

/**
 * Whether the `users` row named `alias` in scope is under 18 today. Birth dates are the three
 * strings of SPEC §3 (validated on the way in); anything else counts as no date. Compared as
 * yyyymmdd numbers, so a 29 February birthday comes of age on 1 March in other years.
 */
export function isMinorRow(alias: string): SQL<boolean> {
  // adult_from: the day the member turns 18 as YYYYMMDD (a generated column, migration 0027).
  return sql<boolean>`coalesce(${sql.raw(`"${alias}"."adult_from"`)} > ${todayYmd}, false)`;
}

/** Whether the viewer is under 18: an uncorrelated subquery run once per query; false for visitors. */
function viewerIsMinor(viewerId: ViewerParam): SQL {
  if (!viewerId) return sql`false`;
  return sql`coalesce((select ${isMinorRow('age_viewer')} from ${users} as "age_viewer" where "age_viewer"."id" = ${viewerId}), false)`;
}

/**
 * The member whose id is in `memberId` (a column of the outer query, or an id) is in the
 * viewer's age band: one index lookup per row. A member id that matches no member passes
 * (the caller's own existence checks answer for it).
 */
export function inViewerAgeBand(viewerId: ViewerParam, memberId: AnyPgColumn | string): SQL {
  const member = typeof memberId === 'string' ? sql`${memberId}` : qualified(memberId);
  // A scalar subquery, an index-only lookup per row (users_id_adult_from_idx). Written as EXISTS,
  // PostgreSQL may turn it into a hash of every minor, built from a scan of all members.
  return sql`(coalesce((select ${isMinorRow('age_member')} from ${users} as "age_member" where "age_member"."id" = ${member}), false) = ${viewerIsMinor(viewerId)})`;
}

/**
 * The author of the `moments` row in scope is in the viewer's age band, from the moment's own copy
 * of their adult_from (migration 0030): no lookup per row, and index-only where the feed's indexes
 * include it.
 */
function momentAuthorInViewerAgeBand(viewerId: ViewerParam): SQL {
  return sql`(coalesce(${moments.authorAdultFrom} > ${todayYmd}, false) = ${viewerIsMinor(viewerId)})`;
}

/** The `users` row in scope (not aliased) is in the viewer's age band: no extra lookup per row. */
export function memberRowInViewerAgeBand(viewerId: ViewerParam): SQL {
  return sql`(${isMinorRow('users')} = ${viewerIsMinor(viewerId)})`;
}
