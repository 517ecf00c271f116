import type { Level, RoomMediaMode } from '@chingu/contract';
import { and, asc, count, eq, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { blocks, roomInterests, roomRemovals, rooms, users } from '../../db/schema/index.ts';
import { inViewerAgeBand, suspendedMembers } from '../../db/visibility.ts';

export type RoomRow = typeof rooms.$inferSelect;
export type HostRow = { id: string; name: string; images: (typeof users.$inferSelect)['images'] };

const hostColumns = { id: users.id, name: users.name, images: users.images };

/**
 * The rooms a viewer may see (PRODUCT §9.3): not ended, not hidden by a moderator, hosted by a
 * member who is not suspended, in the viewer's age band (§9.1), with no block either way.
 */
function roomVisibleTo(viewerId: string) {
  return and(
    ne(rooms.status, 'ended'),
    isNull(rooms.hiddenAt),
    sql`${rooms.hostId} not in ${suspendedMembers()}`,
    inViewerAgeBand(viewerId, rooms.hostId),
    sql`not exists (select 1 from ${blocks} where (${blocks.blockerId} = ${rooms.hostId} and ${blocks.blockedId} = ${viewerId}) or (${blocks.blockerId} = ${viewerId} and ${blocks.blockedId} = ${rooms.hostId}))`,
  );
}

export async function insertRoom(
  db: Db,
  values: {
    id: string;
    hostId: string;
    title: string;
    language: string;
    level: Level | null;
    topic: string | null;
    maxSpeakers: number;
    status: 'scheduled' | 'live';
    mode: RoomMediaMode;
    mediaRoom: number | null;
    startsAt: Date | null;
    startedAt: Date | null;
    createdAt: Date;
  },
): Promise<RoomRow> {
  const [row] = await db
    .insert(rooms)
    .values({ ...values, createdBy: values.hostId })
    .returning();
  return row!;
}

/** A room the viewer may see, with its host; undefined otherwise. */
export async function findVisibleRoom(db: Db, viewerId: string, id: string) {
  const [row] = await db
    .select({ room: rooms, host: hostColumns })
    .from(rooms)
    .innerJoin(users, eq(users.id, rooms.hostId))
    .where(and(eq(rooms.id, id), roomVisibleTo(viewerId)));
  return row;
}

/** Live rooms first (newest first), then scheduled ones by start; a page and the total. */
export async function listVisibleRooms(
  db: Db,
  viewerId: string,
  filter: { language?: string; status?: 'live' | 'scheduled'; page: number; limit: number },
) {
  const where = and(
    roomVisibleTo(viewerId),
    filter.language ? eq(rooms.language, filter.language) : undefined,
    filter.status ? eq(rooms.status, filter.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ room: rooms, host: hostColumns })
      .from(rooms)
      .innerJoin(users, eq(users.id, rooms.hostId))
      .where(where)
      .orderBy(
        sql`case when ${rooms.status} = 'live' then 0 else 1 end`,
        sql`case when ${rooms.status} = 'live' then ${rooms.startedAt} end desc`,
        asc(rooms.startsAt),
        asc(rooms.id),
      )
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    db.select({ n: count() }).from(rooms).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function interestOf(db: Db, viewerId: string, roomIds: string[]) {
  if (!roomIds.length) return { counts: new Map<string, number>(), mine: new Set<string>() };
  const rows = await db
    .select({
      roomId: roomInterests.roomId,
      n: count(),
      mine: sql<boolean>`bool_or(${roomInterests.userId} = ${viewerId})`,
    })
    .from(roomInterests)
    .where(inArray(roomInterests.roomId, roomIds))
    .groupBy(roomInterests.roomId);
  return {
    counts: new Map(rows.map((r) => [r.roomId, r.n])),
    mine: new Set(rows.filter((r) => r.mine).map((r) => r.roomId)),
  };
}

export async function setInterest(db: Db, roomId: string, userId: string, interested: boolean) {
  if (interested) {
    await db.insert(roomInterests).values({ roomId, userId }).onConflictDoNothing();
  } else {
    await db
      .delete(roomInterests)
      .where(and(eq(roomInterests.roomId, roomId), eq(roomInterests.userId, userId)));
  }
}

/** Members reminded when the room starts. */
export async function interestedMembers(db: Db, roomId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: roomInterests.userId })
    .from(roomInterests)
    .where(eq(roomInterests.roomId, roomId));
  return rows.map((r) => r.userId);
}

/** Scheduled → live, once (another node or the host may have started it first). */
export async function markLive(db: Db, id: string, at: Date, mediaRoom: number | null) {
  const [row] = await db
    .update(rooms)
    .set({ status: 'live', startedAt: at, mediaRoom })
    .where(and(eq(rooms.id, id), eq(rooms.status, 'scheduled')))
    .returning();
  return row;
}

export async function setMediaRoom(db: Db, id: string, mediaRoom: number) {
  await db.update(rooms).set({ mediaRoom }).where(eq(rooms.id, id));
}

/** Live or scheduled → ended, once; the row as it was ended, or undefined. */
export async function markEnded(db: Db, id: string, at: Date) {
  const [row] = await db
    .update(rooms)
    .set({ status: 'ended', endedAt: at })
    .where(and(eq(rooms.id, id), ne(rooms.status, 'ended')))
    .returning();
  return row;
}

export async function setHost(db: Db, id: string, hostId: string) {
  await db.update(rooms).set({ hostId }).where(eq(rooms.id, id));
}

export async function findRoom(db: Db, id: string): Promise<RoomRow | undefined> {
  const [row] = await db.select().from(rooms).where(eq(rooms.id, id));
  return row;
}

/** Live rooms, and scheduled ones whose time has come: what the rooms job looks at. */
export async function roomsToWatch(db: Db, now: Date) {
  return db
    .select({ id: rooms.id, status: rooms.status, hiddenAt: rooms.hiddenAt })
    .from(rooms)
    .where(
      or(
        eq(rooms.status, 'live'),
        and(eq(rooms.status, 'scheduled'), lte(rooms.startsAt, now)),
        and(eq(rooms.status, 'scheduled'), sql`${rooms.hiddenAt} is not null`),
      ),
    );
}

export async function addRemoval(db: Db, roomId: string, userId: string, removedBy: string) {
  await db.insert(roomRemovals).values({ roomId, userId, removedBy }).onConflictDoNothing();
}

export async function wasRemoved(db: Db, roomId: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ userId: roomRemovals.userId })
    .from(roomRemovals)
    .where(and(eq(roomRemovals.roomId, roomId), eq(roomRemovals.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

/** Whether the host has blocked the member (or the member the host). */
export async function blockedWithHost(db: Db, hostId: string, userId: string) {
  const rows = await db
    .select({ blockerId: blocks.blockerId })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, hostId), eq(blocks.blockedId, userId)),
        and(eq(blocks.blockerId, userId), eq(blocks.blockedId, hostId)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function memberProfile(db: Db, id: string): Promise<HostRow | undefined> {
  const [row] = await db.select(hostColumns).from(users).where(eq(users.id, id));
  return row;
}
