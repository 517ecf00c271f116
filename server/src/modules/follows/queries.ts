import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { pageWindowFromEnd } from '../../db/prepared.ts';
import { follows, users } from '../../db/schema/index.ts';
import {
  memberRowInViewerAgeBand,
  visibleMomentsCount,
  type ViewerParam,
} from '../../db/visibility.ts';
import { publicUserColumns, withVisibleMoments } from '../members/serialize.ts';

/** Adds the follow and both counters in one transaction; false when it already existed. */
export async function addFollow(db: Db, followerId: string, followeeId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(follows)
      .values({ followerId, followeeId })
      .onConflictDoNothing()
      .returning({ id: follows.followeeId });
    if (!inserted.length) return false;
    await tx
      .update(users)
      .set({ followersCount: sql`${users.followersCount} + 1` })
      .where(eq(users.id, followeeId));
    await tx
      .update(users)
      .set({ followingCount: sql`${users.followingCount} + 1` })
      .where(eq(users.id, followerId));
    return true;
  });
}

export async function removeFollow(
  db: Db,
  followerId: string,
  followeeId: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(follows)
      .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)))
      .returning({ id: follows.followeeId });
    if (!deleted.length) return false;
    await tx
      .update(users)
      .set({ followersCount: sql`${users.followersCount} - 1` })
      .where(eq(users.id, followeeId));
    await tx
      .update(users)
      .set({ followingCount: sql`${users.followingCount} - 1` })
      .where(eq(users.id, followerId));
    return true;
  });
}

export async function followersCountOf(db: Db, id: string): Promise<number> {
  const rows = await db.select({ n: users.followersCount }).from(users).where(eq(users.id, id));
  return rows[0]?.n ?? 0;
}

type FollowDirection = 'followers' | 'following';

/** The member whose list it is (`mine`) and the listed members (`theirs`), as follows' columns. */
function sides(direction: FollowDirection) {
  return direction === 'followers'
    ? { mine: follows.followeeId, theirs: follows.followerId }
    : { mine: follows.followerId, theirs: follows.followeeId };
}

/** Who the viewer may see in a list (on the `users` row in scope): PRODUCT §8.5, §9.1. */
function listedFor(viewerId: ViewerParam): SQL {
  return and(isNull(users.suspendedAt), memberRowInViewerAgeBand(viewerId))!;
}

/**
 * A page of a member's followers (direction 'followers') or followees ('following'), newest
 * follow first, as the viewer may see them: members of the other age band are left out (PRODUCT
 * §9.1). With `after`, the members after that one in the list (decision 063): none when they are
 * not in it, or hidden from the viewer. Each with whether the viewer follows them.
 */
export async function listFollows(
  db: Db,
  viewerId: ViewerParam,
  userId: string,
  direction: FollowDirection,
  {
    page,
    limit,
    after,
    total,
  }: { page: number; limit: number; after?: string | undefined; total?: number | undefined },
) {
  const { mine, theirs } = sides(direction);
  // A page past the middle, when the total is known, is read from the end (pageWindowFromEnd).
  const fromEnd =
    after === undefined && total !== undefined ? pageWindowFromEnd(page, limit, total) : null;
  if (fromEnd?.limit === 0) return [];
  const newestFirst = [desc(follows.createdAt), desc(theirs)];
  // The inner `follows` and `users` are the subquery's own rows, which the columns then name.
  const afterAnchor =
    after === undefined
      ? undefined
      : sql`(${follows.createdAt}, ${theirs}) < (select ${follows.createdAt}, ${theirs} from ${follows} inner join ${users} on ${users.id} = ${theirs} where ${mine} = ${userId} and ${theirs} = ${after} and ${listedFor(viewerId)})`;
  const rows = await db
    .select({
      user: publicUserColumns,
      // The lists are public: count what a visitor may see.
      momentsCount: visibleMomentsCount(null, users.id),
      isFollowing: viewerId
        ? sql<boolean>`exists (select 1 from ${follows} where ${follows.followerId} = ${viewerId} and ${follows.followeeId} = ${users.id})`
        : sql<boolean>`false`,
    })
    .from(follows)
    .innerJoin(users, eq(users.id, theirs))
    .where(and(eq(mine, userId), listedFor(viewerId), afterAnchor))
    // The listed member's id breaks ties: pages neither repeat nor skip a member.
    .orderBy(...(fromEnd ? [asc(follows.createdAt), asc(theirs)] : newestFirst))
    .limit(fromEnd?.limit ?? limit)
    .offset(fromEnd?.offset ?? (after === undefined ? (page - 1) * limit : 0));
  if (fromEnd) rows.reverse();
  return rows.map((row) => ({
    user: withVisibleMoments(row).user,
    isFollowing: Boolean(row.isFollowing),
  }));
}

/** How many members the viewer sees in the list (all pages). */
export async function countFollows(
  db: Db,
  viewerId: ViewerParam,
  userId: string,
  direction: FollowDirection,
): Promise<number> {
  const { mine, theirs } = sides(direction);
  const rows = await db
    .select({ n: count() })
    .from(follows)
    .innerJoin(users, eq(users.id, theirs))
    .where(and(eq(mine, userId), listedFor(viewerId)));
  return rows[0]?.n ?? 0;
}
