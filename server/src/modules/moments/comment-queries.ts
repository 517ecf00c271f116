import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { momentComments, moments, users } from '../../db/schema/index.ts';
import { commentVisibleTo } from '../../db/visibility.ts';

const commentColumns = {
  comment: momentComments,
  authorName: users.name,
  authorImages: users.images,
};

export type CommentRow = {
  comment: typeof momentComments.$inferSelect;
  authorName: string;
  authorImages: string[];
};

/** A moment's comments the viewer may see, newest first (moment_comments_moment_created_idx). */
export async function listComments(
  db: Db,
  viewerId: string | null,
  momentId: string,
  page: number,
  limit: number,
): Promise<CommentRow[]> {
  return db
    .select(commentColumns)
    .from(momentComments)
    .innerJoin(users, eq(users.id, momentComments.userId))
    .where(and(eq(momentComments.momentId, momentId), commentVisibleTo(viewerId)))
    .orderBy(desc(momentComments.createdAt), desc(momentComments.id))
    .limit(limit)
    .offset((page - 1) * limit);
}

/** Adds the comment and counts it on the moment in one transaction. */
export async function insertComment(
  db: Db,
  momentId: string,
  userId: string,
  text: string,
): Promise<typeof momentComments.$inferSelect> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(momentComments).values({ momentId, userId, text }).returning();
    await tx
      .update(moments)
      .set({ commentCount: sql`${moments.commentCount} + 1` })
      .where(eq(moments.id, momentId));
    return row!;
  });
}

/** The comment with its moment's owner, when it belongs to that moment. */
export async function findComment(db: Db, momentId: string, commentId: string) {
  const rows = await db
    .select({
      authorId: momentComments.userId,
      momentOwnerId: moments.userId,
      hidden: sql<boolean>`${momentComments.hiddenAt} is not null`,
    })
    .from(momentComments)
    .innerJoin(moments, eq(moments.id, momentComments.momentId))
    .where(and(eq(momentComments.id, commentId), eq(momentComments.momentId, momentId)))
    .limit(1);
  return rows[0];
}

/**
 * The viewer's own hidden comments on the moment: comment_count leaves hidden comments out, so
 * their author's total is comment_count plus these.
 */
export async function countOwnHiddenComments(db: Db, viewerId: string, momentId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(momentComments)
    .where(
      and(
        eq(momentComments.momentId, momentId),
        eq(momentComments.userId, viewerId),
        isNotNull(momentComments.hiddenAt),
      ),
    );
  return row?.n ?? 0;
}

/** Deletes the comment and uncounts it (hidden ones are not counted); false when already gone. */
export async function deleteComment(db: Db, momentId: string, commentId: string) {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(momentComments)
      .where(and(eq(momentComments.id, commentId), eq(momentComments.momentId, momentId)))
      .returning({ id: momentComments.id, hiddenAt: momentComments.hiddenAt });
    if (!deleted.length) return false;
    if (deleted[0]!.hiddenAt) return true;
    await tx
      .update(moments)
      .set({ commentCount: sql`${moments.commentCount} - 1` })
      .where(eq(moments.id, momentId));
    return true;
  });
}
