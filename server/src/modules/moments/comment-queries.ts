import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { momentComments, moments, users } from '../../db/schema.ts';

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

/** A moment's comments, newest first (moment_comments_moment_created_idx). */
export async function listComments(
  db: Db,
  momentId: string,
  page: number,
  limit: number,
): Promise<CommentRow[]> {
  return db
    .select(commentColumns)
    .from(momentComments)
    .innerJoin(users, eq(users.id, momentComments.userId))
    .where(eq(momentComments.momentId, momentId))
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
    .select({ authorId: momentComments.userId, momentOwnerId: moments.userId })
    .from(momentComments)
    .innerJoin(moments, eq(moments.id, momentComments.momentId))
    .where(and(eq(momentComments.id, commentId), eq(momentComments.momentId, momentId)))
    .limit(1);
  return rows[0];
}

/** Deletes the comment and uncounts it; false when it was already gone. */
export async function deleteComment(db: Db, momentId: string, commentId: string) {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(momentComments)
      .where(and(eq(momentComments.id, commentId), eq(momentComments.momentId, momentId)))
      .returning({ id: momentComments.id });
    if (!deleted.length) return false;
    await tx
      .update(moments)
      .set({ commentCount: sql`${moments.commentCount} - 1` })
      .where(eq(moments.id, momentId));
    return true;
  });
}
