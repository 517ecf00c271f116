import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { blocks, follows, users } from '../../db/schema.ts';

/**
 * Adds the block and removes follows both ways (with their counters) in one transaction;
 * false when the block already existed.
 */
export async function addBlock(db: Db, blockerId: string, blockedId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(blocks)
      .values({ blockerId, blockedId })
      .onConflictDoNothing()
      .returning({ id: blocks.blockedId });
    if (!inserted.length) return false;
    const removed = await tx
      .delete(follows)
      .where(
        or(
          and(eq(follows.followerId, blockerId), eq(follows.followeeId, blockedId)),
          and(eq(follows.followerId, blockedId), eq(follows.followeeId, blockerId)),
        ),
      )
      .returning({ followerId: follows.followerId, followeeId: follows.followeeId });
    for (const follow of removed) {
      await tx
        .update(users)
        .set({ followersCount: sql`${users.followersCount} - 1` })
        .where(eq(users.id, follow.followeeId));
      await tx
        .update(users)
        .set({ followingCount: sql`${users.followingCount} - 1` })
        .where(eq(users.id, follow.followerId));
    }
    return true;
  });
}

export async function removeBlock(db: Db, blockerId: string, blockedId: string): Promise<boolean> {
  const deleted = await db
    .delete(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)))
    .returning({ id: blocks.blockedId });
  return deleted.length > 0;
}

/** Members the blocker has blocked, newest block first. */
export async function listBlocked(db: Db, blockerId: string) {
  const rows = await db
    .select({ user: users })
    .from(blocks)
    .innerJoin(users, eq(users.id, blocks.blockedId))
    .where(eq(blocks.blockerId, blockerId))
    .orderBy(desc(blocks.createdAt));
  return rows.map((r) => r.user);
}

/** Everyone in a block with the member, whichever side blocked: they see no presence of each other. */
export async function blockedEitherWay(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ blockerId: blocks.blockerId, blockedId: blocks.blockedId })
    .from(blocks)
    .where(or(eq(blocks.blockerId, userId), eq(blocks.blockedId, userId)));
  return rows.map((r) => (r.blockerId === userId ? r.blockedId : r.blockerId));
}
