import { and, count, desc, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { blocks, conversations, notifications, users } from '../../db/schema/index.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = Omit<
  typeof notifications.$inferInsert,
  'id' | 'createdAt' | 'readAt'
>;
export type Actor = { id: string; name: string; images: string[] };

/** Likes on one moment fold into one row while the row's last like is younger than this. */
const LIKE_FOLD_WINDOW = sql`interval '1 hour'`;

/**
 * The actor as the recipient will see them, or undefined when no notification may pass between
 * the two: the actor is suspended or deleted (deleted accounts are suspended too), or a block
 * stands either way.
 */
export async function notifyingActor(
  db: Db,
  actorId: string,
  recipientId: string,
): Promise<Actor | undefined> {
  const rows = await db
    .select({ id: users.id, name: users.name, images: users.images })
    .from(users)
    .where(
      and(
        eq(users.id, actorId),
        isNull(users.suspendedAt),
        sql`not exists (select 1 from ${blocks} where (${blocks.blockerId} = ${actorId} and ${blocks.blockedId} = ${recipientId}) or (${blocks.blockerId} = ${recipientId} and ${blocks.blockedId} = ${actorId}))`,
      ),
    )
    .limit(1);
  return rows[0];
}

/** A notification that stands alone (comment, correction, missed call). */
export async function insertNotification(db: Db, values: NewNotification) {
  const [row] = await db.insert(notifications).values(values).returning();
  return row!;
}

/**
 * One row per (recipient, fold key), refreshed on every repeat: it moves to the top and is unread
 * again (a follow after an unfollow).
 */
export async function refreshFolded(db: Db, values: NewNotification & { foldKey: string }) {
  const [row] = await db
    .insert(notifications)
    .values(values)
    .onConflictDoUpdate({
      target: [notifications.userId, notifications.foldKey],
      set: {
        actorId: values.actorId,
        count: sql`excluded.count`,
        createdAt: sql`now()`,
        readAt: null,
      },
    })
    .returning();
  return row!;
}

/**
 * A like folds into the moment's like row while that row's last like is under an hour older:
 * `count` grows (not for the same liker again), the actor becomes the latest liker, and the row
 * moves up, unread. One upsert; only when the row is older is its fold key released (it stays in
 * the list as it was) and a new row started. "Latest" is by `likedAt`, the like's own time, not
 * by which notification is stored first: two likes a moment apart may be stored in either order.
 */
export async function foldLike(
  db: Db,
  values: NewNotification & { foldKey: string },
  likedAt: Date,
) {
  const at = sql`${likedAt.toISOString()}::timestamptz`;
  const newer = sql`excluded.created_at >= ${notifications.createdAt}`;
  const upsert = () =>
    db
      .insert(notifications)
      .values({ ...values, createdAt: likedAt })
      .onConflictDoUpdate({
        target: [notifications.userId, notifications.foldKey],
        set: {
          count: sql`${notifications.count} + (case when ${notifications.actorId} = excluded.actor_id then 0 else 1 end)`,
          actorId: sql`case when ${newer} then excluded.actor_id else ${notifications.actorId} end`,
          createdAt: sql`greatest(${notifications.createdAt}, excluded.created_at)`,
          readAt: null,
        },
        setWhere: sql`${notifications.createdAt} > ${at} - ${LIKE_FOLD_WINDOW}`,
      })
      .returning();
  const [folded] = await upsert();
  if (folded) return folded;
  // The condition repeats the window: a concurrent like may have started a fresh row already.
  await db
    .update(notifications)
    .set({ foldKey: null })
    .where(
      and(
        eq(notifications.userId, values.userId),
        eq(notifications.foldKey, values.foldKey),
        sql`${notifications.createdAt} <= ${at} - ${LIKE_FOLD_WINDOW}`,
      ),
    );
  const [started] = await upsert();
  return started!;
}

/**
 * What the member's list shows: notifications whose actor is active and in no block with them.
 * The block subquery is uncorrelated (run once per query, like db/visibility.ts).
 */
function visibleTo(userId: string): SQL {
  const blockedEitherWay = sql`(select ${blocks.blockedId} from ${blocks} where ${blocks.blockerId} = ${userId}
    union all select ${blocks.blockerId} from ${blocks} where ${blocks.blockedId} = ${userId})`;
  // A notification without an actor (moderation) comes from the team: nothing hides it.
  return and(
    eq(notifications.userId, userId),
    sql`(${notifications.actorId} is null or (${users.suspendedAt} is null and ${notifications.actorId} not in ${blockedEitherWay}))`,
  )!;
}

const listColumns = {
  notification: notifications,
  actorName: users.name,
  actorImages: users.images,
};
export type ListedNotification = {
  notification: NotificationRow;
  actorName: string | null;
  actorImages: string[] | null;
};

/** One page, newest first (notifications_user_created_idx). */
export async function listNotifications(
  db: Db,
  userId: string,
  page: number,
  limit: number,
): Promise<ListedNotification[]> {
  return db
    .select(listColumns)
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.actorId))
    .where(visibleTo(userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit)
    .offset((page - 1) * limit);
}

export async function countNotifications(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.actorId))
    .where(visibleTo(userId));
  return row?.n ?? 0;
}

/** Unread notifications the list would show (notifications_unread_idx). */
export async function countUnreadNotifications(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.actorId))
    .where(and(visibleTo(userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/**
 * Conversations in the member's main chat list with unread messages: the rows the list shows
 * (not deleted, not archived) whose unread badge is on. Muted ones count: the list shows their
 * badge too; only the toast leaves them out (PRODUCT §8.4).
 */
export async function countUnreadConversations(
  db: Db,
  userId: string,
  /** 'requests': the Requests list's instead (PRODUCT §9.1); requests are not in the main list. */
  list: 'main' | 'requests' = 'main',
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(conversations)
    .where(
      and(
        eq(conversations.ownerId, userId),
        eq(conversations.hidden, false),
        list === 'requests'
          ? eq(conversations.status, 'request')
          : and(
              eq(conversations.archived, false),
              inArray(conversations.status, ['accepted', 'pending']),
            ),
        gt(conversations.unreadCount, 0),
      ),
    );
  return row?.n ?? 0;
}

/** Marks the member's unread notifications read (only `ids` when given); how many changed. */
export async function markNotificationsRead(
  db: Db,
  userId: string,
  ids: string[] | undefined,
): Promise<number> {
  const conditions = [eq(notifications.userId, userId), isNull(notifications.readAt)];
  if (ids) conditions.push(inArray(notifications.id, ids));
  const changed = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(...conditions))
    .returning({ id: notifications.id });
  return changed.length;
}
