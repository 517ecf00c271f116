import { type TReaction } from '@chingu/contract';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/index.ts';
import { reactionsJson } from '../../db/reactions.ts';
import { momentLikes, moments, users } from '../../db/schema/index.ts';
import { momentVisibleTo, qualified, type ViewerParam } from '../../db/visibility.ts';

/** How many recent likers a moment carries in `likedUsers` (the viewer is added when missing). */
export const LIKED_USERS_CAP = 50;

export type MomentFilters = {
  q?: string | undefined;
  category?: string | undefined;
  language?: string | undefined;
  tag?: string | undefined;
  /** Only this member's moments (`/moments/user/{userId}`). */
  userId?: string | undefined;
  /** Only moments of members this viewer follows; `null` (a visitor follows nobody) matches none. */
  followedBy?: string | null | undefined;
  /** Only correct-me moments (PRODUCT §9.2). */
  correctMe?: boolean | undefined;
  /**
   * Correct-me moments in `language` nobody has corrected yet, not `viewerId`'s own (the home's
   * "Help someone learn your language"); `null` matches none (a visitor).
   */
  helpWanted?: { viewerId: string; language: string } | null | undefined;
};

export type NewMoment = typeof moments.$inferInsert & { userId: string };

/**
 * A moment with its author, recent likers, the viewer's like and the reactions, in one row: the correlated
 * subqueries run only for the rows of the page, so a page is one query (no N+1).
 */
/**
 * A moment's own columns as the app reads them: the stored search text is for searches only, the
 * author's age for the visibility check only.
 */
const {
  searchText: _searchText,
  authorAdultFrom: _authorAdultFrom,
  ...momentTableColumns
} = getTableColumns(moments);

export function momentColumns(viewerId: ViewerParam) {
  return {
    moment: momentTableColumns,
    authorName: users.name,
    authorImages: users.images,
    // As JSON, which the driver reads with JSON.parse: node-postgres parses a text[] character by
    // character, 35 us for 50 likers against 2 us, most of a page of popular moments' time.
    recentLikers: sql<
      string[]
    >`array_to_json(array(select ${qualified(momentLikes.userId)}::text from ${momentLikes} where ${qualified(momentLikes.momentId)} = ${qualified(moments.id)} order by ${qualified(momentLikes.createdAt)} desc limit ${LIKED_USERS_CAP}))`,
    isLiked: viewerId
      ? sql<boolean>`exists (select 1 from ${momentLikes} where ${qualified(momentLikes.momentId)} = ${qualified(moments.id)} and ${qualified(momentLikes.userId)} = ${viewerId})`
      : sql<boolean>`false`,
    reactions: reactionsJson('moment', moments.id, viewerId),
  };
}

export type MomentRow = {
  moment: Omit<typeof moments.$inferSelect, 'searchText' | 'authorAdultFrom'>;
  authorName: string;
  authorImages: string[];
  recentLikers: string[];
  isLiked: boolean;
  reactions: TReaction[];
};

/** The moment if the viewer may see it. */
export async function findVisibleMoment(
  db: DbOrTx,
  viewerId: string | null,
  id: string,
): Promise<MomentRow | undefined> {
  const rows = await db
    .select(momentColumns(viewerId))
    .from(moments)
    .innerJoin(users, eq(users.id, moments.userId))
    .where(and(eq(moments.id, id), momentVisibleTo(viewerId)))
    .limit(1);
  return rows[0];
}

/** Locks the moment's row for the transaction (undefined when there is no such moment). */
export async function lockMoment(tx: DbOrTx, id: string) {
  const [locked] = await tx
    .select({ id: moments.id })
    .from(moments)
    .where(eq(moments.id, id))
    .for('update');
  return locked;
}

/** Owner and visibility of a moment, for permission checks before a mutation. */
export async function findMomentAccess(db: Db, viewerId: string, id: string) {
  const rows = await db
    .select({ userId: moments.userId, visible: sql<boolean>`${momentVisibleTo(viewerId)}` })
    .from(moments)
    .where(eq(moments.id, id))
    .limit(1);
  return rows[0];
}

/** Inserts the moment and counts it on its author, in one transaction. */
export async function insertMoment(db: Db, values: NewMoment): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(moments).values(values).returning({ id: moments.id });
    await tx
      .update(users)
      .set({ momentsCount: sql`${users.momentsCount} + 1` })
      .where(eq(users.id, values.userId));
    return row!.id;
  });
}

/**
 * Updates title, description and the kept images under a row lock, so a concurrent photo upload
 * cannot be lost. `keep` maps the current image names to the ones to keep (and may throw to
 * refuse). Returns the removed names, or undefined when the moment is not the owner's.
 */
export async function updateMomentContent(
  db: Db,
  id: string,
  ownerId: string,
  change: { title: string; description: string; keep: (current: string[]) => string[] },
): Promise<{ removed: string[] } | undefined> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ images: moments.images })
      .from(moments)
      .where(and(eq(moments.id, id), eq(moments.userId, ownerId)))
      .for('update');
    if (!current) return undefined;
    const kept = change.keep(current.images);
    await tx
      .update(moments)
      .set({
        title: change.title,
        description: change.description,
        images: kept,
        updatedAt: new Date(),
      })
      .where(eq(moments.id, id));
    return { removed: current.images.filter((name) => !kept.includes(name)) };
  });
}

/**
 * Appends stored images; the 10-image limit is checked inside the UPDATE so two concurrent
 * uploads cannot exceed it. False when the limit would be passed (or the moment is gone).
 */
export async function appendMomentImages(
  db: Db,
  id: string,
  ownerId: string,
  names: string[],
  max: number,
): Promise<boolean> {
  const updated = await db
    .update(moments)
    .set({
      images: sql`${moments.images} || array[${sql.join(
        names.map((n) => sql`${n}`),
        sql`, `,
      )}]::text[]`,
      updatedAt: new Date(),
    })
    .where(
      sql`${moments.id} = ${id} and ${moments.userId} = ${ownerId} and coalesce(array_length(${moments.images}, 1), 0) + ${names.length} <= ${max}`,
    )
    .returning({ id: moments.id });
  return updated.length > 0;
}

/** Deletes the moment (likes and comments cascade) and uncounts it; returns its image names. */
export async function deleteMoment(
  db: Db,
  id: string,
  ownerId: string,
): Promise<string[] | undefined> {
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(moments)
      .where(and(eq(moments.id, id), eq(moments.userId, ownerId)))
      .returning({ images: moments.images });
    if (!deleted) return undefined;
    await tx
      .update(users)
      .set({ momentsCount: sql`greatest(${users.momentsCount} - 1, 0)` })
      .where(eq(users.id, ownerId));
    return deleted.images;
  });
}

/**
 * Adds or removes the caller's like; the counter moves in the same transaction and only when a
 * row was really inserted or deleted, so it always equals the rows, also under concurrency.
 */
export async function setLike(
  db: Db,
  momentId: string,
  userId: string,
  liked: boolean,
): Promise<{ changed: boolean; likeCount: number; likedAt?: Date }> {
  return db.transaction(async (tx) => {
    const touched = liked
      ? await tx
          .insert(momentLikes)
          .values({ momentId, userId })
          .onConflictDoNothing()
          .returning({ at: momentLikes.createdAt })
      : await tx
          .delete(momentLikes)
          .where(and(eq(momentLikes.momentId, momentId), eq(momentLikes.userId, userId)))
          .returning({ at: momentLikes.createdAt });
    if (touched[0]) {
      const [row] = await tx
        .update(moments)
        .set({ likeCount: sql`${moments.likeCount} ${liked ? sql`+` : sql`-`} 1` })
        .where(eq(moments.id, momentId))
        .returning({ likeCount: moments.likeCount });
      return {
        changed: true,
        likeCount: row?.likeCount ?? 0,
        ...(liked ? { likedAt: touched[0].at } : {}),
      };
    }
    const [row] = await tx
      .select({ likeCount: moments.likeCount })
      .from(moments)
      .where(eq(moments.id, momentId));
    return { changed: false, likeCount: row?.likeCount ?? 0 };
  });
}
