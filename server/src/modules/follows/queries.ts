import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
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

/**
 * Followers (direction 'followers') or followees ('following') of a member, newest first, as the
 * viewer may see them: members of the other age band are left out (PRODUCT §9.1).
 */
export async function listFollows(
  db: Db,
  viewerId: ViewerParam,
  userId: string,
  direction: 'followers' | 'following',
) {
  const [mine, theirs] =
    direction === 'followers'
      ? [follows.followeeId, follows.followerId]
      : [follows.followerId, follows.followeeId];
  const rows = await db
    // The lists are public: count what a visitor may see.
    .select({ user: publicUserColumns, momentsCount: visibleMomentsCount(null, users.id) })
    .from(follows)
    .innerJoin(users, eq(users.id, theirs))
    .where(and(eq(mine, userId), isNull(users.suspendedAt), memberRowInViewerAgeBand(viewerId)))
    .orderBy(desc(follows.createdAt));
  return rows.map((r) => withVisibleMoments(r).user);
}
