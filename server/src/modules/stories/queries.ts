import { and, asc, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/index.ts';
import { follows, stories, storyViews, users } from '../../db/schema/index.ts';
import { qualified, storyVisibleTo } from '../../db/visibility.ts';

export type StoryRow = {
  story: typeof stories.$inferSelect;
  authorName: string;
  authorImages: string[];
  viewed: boolean;
};

export type NewStory = Omit<typeof stories.$inferInsert, 'id' | 'viewsCount' | 'hiddenAt'> & {
  userId: string;
  createdAt: Date;
  expiresAt: Date;
};

/** A story with its author and whether the viewer has viewed it, in one row. */
function storyColumns(viewerId: string) {
  return {
    story: stories,
    authorName: users.name,
    authorImages: users.images,
    viewed: sql<boolean>`exists (select 1 from ${storyViews} where ${qualified(storyViews.storyId)} = ${qualified(stories.id)} and ${qualified(storyViews.viewerId)} = ${viewerId})`,
  };
}

const oldestFirst = [asc(stories.createdAt), asc(stories.id)];

/**
 * Inserts the story unless its author already has `max` live ones. The author's row is locked
 * first, so two uploads at once are counted one after the other and cannot both pass.
 * Returns the new id, or undefined when the limit is reached.
 */
export async function insertStoryWithinLimit(
  db: Db,
  values: NewStory,
  max: number,
): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, values.userId)).for('update');
    const [live] = await tx
      .select({ n: count() })
      .from(stories)
      .where(
        and(
          eq(stories.userId, values.userId),
          sql`${stories.expiresAt} > ${values.createdAt.toISOString()}::timestamptz`,
        ),
      );
    if ((live?.n ?? 0) >= max) return undefined;
    const [row] = await tx.insert(stories).values(values).returning({ id: stories.id });
    return row!.id;
  });
}

/** The story if the viewer may see it now. */
export async function findVisibleStory(
  db: DbOrTx,
  viewerId: string,
  id: string,
  now: Date,
): Promise<StoryRow | undefined> {
  const rows = await db
    .select(storyColumns(viewerId))
    .from(stories)
    .innerJoin(users, eq(users.id, stories.userId))
    .where(and(eq(stories.id, id), storyVisibleTo(viewerId, now)))
    .limit(1);
  return rows[0];
}

/** The live stories of these members the viewer may see, oldest first. */
export async function listStoriesOf(
  db: Db,
  viewerId: string,
  memberIds: string[],
  now: Date,
): Promise<StoryRow[]> {
  if (!memberIds.length) return [];
  return db
    .select(storyColumns(viewerId))
    .from(stories)
    .innerJoin(users, eq(users.id, stories.userId))
    .where(and(inArray(stories.userId, memberIds), storyVisibleTo(viewerId, now)))
    .orderBy(...oldestFirst);
}

/** Members the viewer follows, other than the viewer, with a story the viewer may see. */
function followedWithStories(viewerId: string, now: Date) {
  return and(
    sql`${stories.userId} in (select ${qualified(follows.followeeId)} from ${follows} where ${qualified(follows.followerId)} = ${viewerId})`,
    sql`${stories.userId} <> ${viewerId}`,
    storyVisibleTo(viewerId, now),
  );
}

/**
 * One page of the followed members whose stories the viewer may see: members with a story the
 * viewer has not viewed first, then by their newest story.
 */
export async function listFeedAuthors(
  db: Db,
  viewerId: string,
  now: Date,
  page: number,
  limit: number,
): Promise<string[]> {
  const hasUnviewed = sql<boolean>`bool_or(not exists (select 1 from ${storyViews} where ${qualified(storyViews.storyId)} = ${qualified(stories.id)} and ${qualified(storyViews.viewerId)} = ${viewerId}))`;
  const latest = sql`max(${stories.createdAt})`;
  const rows = await db
    .select({ userId: stories.userId })
    .from(stories)
    .where(followedWithStories(viewerId, now))
    .groupBy(stories.userId)
    .orderBy(desc(hasUnviewed), desc(latest), asc(stories.userId))
    .limit(limit)
    .offset((page - 1) * limit);
  return rows.map((r) => r.userId);
}

export async function countFeedAuthors(db: Db, viewerId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${stories.userId})::int` })
    .from(stories)
    .where(followedWithStories(viewerId, now));
  return row?.n ?? 0;
}

/**
 * Records the viewer's view once; views_count moves in the same transaction, only when a row
 * was really inserted, so it always equals the rows. True when this view was new.
 */
export async function recordView(
  db: Db,
  storyId: string,
  viewerId: string,
  at: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(storyViews)
      .values({ storyId, viewerId, viewedAt: at })
      .onConflictDoNothing()
      .returning({ storyId: storyViews.storyId });
    if (!inserted.length) return false;
    await tx
      .update(stories)
      .set({ viewsCount: sql`${stories.viewsCount} + 1` })
      .where(eq(stories.id, storyId));
    return true;
  });
}

/** One page of a story's viewers, newest view first, and how many there are. */
export async function listViews(db: Db, storyId: string, page: number, limit: number) {
  const [rows, totals] = await Promise.all([
    db
      .select({
        userId: storyViews.viewerId,
        name: users.name,
        images: users.images,
        viewedAt: storyViews.viewedAt,
      })
      .from(storyViews)
      .innerJoin(users, eq(users.id, storyViews.viewerId))
      .where(eq(storyViews.storyId, storyId))
      .orderBy(desc(storyViews.viewedAt), asc(storyViews.viewerId))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(storyViews).where(eq(storyViews.storyId, storyId)),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** Owner of a story and whether the viewer may see it, for permission checks. */
export async function findStoryAccess(db: Db, viewerId: string, id: string, now: Date) {
  const rows = await db
    .select({ userId: stories.userId, visible: sql<boolean>`${storyVisibleTo(viewerId, now)}` })
    .from(stories)
    .where(eq(stories.id, id))
    .limit(1);
  return rows[0];
}

/** Deletes the author's story (its views cascade); returns its image file name (or null). */
export async function deleteStory(
  db: Db,
  id: string,
  ownerId: string,
): Promise<{ image: string | null } | undefined> {
  const [deleted] = await db
    .delete(stories)
    .where(and(eq(stories.id, id), eq(stories.userId, ownerId)))
    .returning({ image: stories.image });
  return deleted;
}

/**
 * Deletes every story expired at `now` and returns their image names. DELETE … RETURNING claims
 * each row once, so sweeps running at the same time (several app nodes) never share a row.
 */
export async function deleteExpiredStories(db: Db, now: Date): Promise<(string | null)[]> {
  const gone = await db
    .delete(stories)
    .where(lte(stories.expiresAt, now))
    .returning({ image: stories.image });
  return gone.map((g) => g.image);
}
