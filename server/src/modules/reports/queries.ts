import type { ReportAction, ReportReason, ReportTargetType } from '@chingu/contract';
import { and, asc, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/index.ts';
import {
  messageAttachments,
  blocks,
  conversations,
  momentComments,
  messages,
  moments,
  reports,
  rooms,
  sessions,
  stories,
  users,
} from '../../db/schema/index.ts';
import {
  commentVisibleTo,
  inViewerAgeBand,
  momentVisibleTo,
  storyVisibleTo,
  suspendedMembers,
} from '../../db/visibility.ts';

export type ReportRow = typeof reports.$inferSelect;

/**
 * The member behind a target the viewer can see (PRODUCT §8.5: only what one can see can be
 * reported), or undefined: a member who exists, is not suspended and has no block with the
 * viewer either way; a moment the privacy rules show them; a visible comment on such a moment;
 * a message of their own conversation; a live story the story rules show them at `now`.
 */
export async function findVisibleTargetAuthor(
  db: Db,
  viewerId: string,
  type: ReportTargetType,
  id: string,
  now: Date,
): Promise<string | undefined> {
  switch (type) {
    case 'user': {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.id, id),
            isNull(users.suspendedAt),
            sql`not exists (select 1 from ${blocks} where (${blocks.blockerId} = ${viewerId} and ${blocks.blockedId} = ${users.id}) or (${blocks.blockerId} = ${users.id} and ${blocks.blockedId} = ${viewerId}))`,
          ),
        )
        .limit(1);
      return rows[0]?.id;
    }
    case 'moment': {
      const rows = await db
        .select({ userId: moments.userId })
        .from(moments)
        .where(and(eq(moments.id, id), momentVisibleTo(viewerId)))
        .limit(1);
      return rows[0]?.userId;
    }
    case 'comment': {
      const rows = await db
        .select({ userId: momentComments.userId })
        .from(momentComments)
        .innerJoin(moments, eq(moments.id, momentComments.momentId))
        .where(
          and(eq(momentComments.id, id), commentVisibleTo(viewerId), momentVisibleTo(viewerId)),
        )
        .limit(1);
      return rows[0]?.userId;
    }
    case 'message': {
      const rows = await db
        .select({ senderId: messages.senderId })
        .from(messages)
        .where(
          and(
            eq(messages.id, id),
            or(
              eq(messages.senderId, viewerId),
              and(eq(messages.receiverId, viewerId), isNull(messages.hiddenAt)),
            ),
          ),
        )
        .limit(1);
      return rows[0]?.senderId;
    }
    case 'story': {
      const rows = await db
        .select({ userId: stories.userId })
        .from(stories)
        .where(and(eq(stories.id, id), storyVisibleTo(viewerId, now)))
        .limit(1);
      return rows[0]?.userId;
    }
    case 'room': {
      // PRODUCT §9.3: a room the member can see (or was in: an ended one too), reported as
      // its host's; not across age bands or a block with the host.
      const rows = await db
        .select({ hostId: rooms.hostId })
        .from(rooms)
        .where(
          and(
            eq(rooms.id, id),
            isNull(rooms.hiddenAt),
            sql`${rooms.hostId} not in ${suspendedMembers()}`,
            inViewerAgeBand(viewerId, rooms.hostId),
            sql`not exists (select 1 from ${blocks} where (${blocks.blockerId} = ${viewerId} and ${blocks.blockedId} = ${rooms.hostId}) or (${blocks.blockerId} = ${rooms.hostId} and ${blocks.blockedId} = ${viewerId}))`,
          ),
        )
        .limit(1);
      return rows[0]?.hostId;
    }
  }
}

/** Stores the report; `created` is false when this reporter had already reported the target. */
export async function insertReport(
  db: Db,
  values: {
    reporterId: string;
    targetType: ReportTargetType;
    targetId: string;
    targetUserId: string;
    reason: ReportReason;
    details: string | null;
  },
): Promise<{ report: ReportRow; created: boolean }> {
  const [inserted] = await db.insert(reports).values(values).onConflictDoNothing().returning();
  if (inserted) return { report: inserted, created: true };
  const [existing] = await db
    .select()
    .from(reports)
    .where(
      and(
        eq(reports.reporterId, values.reporterId),
        eq(reports.targetType, values.targetType),
        eq(reports.targetId, values.targetId),
      ),
    );
  return { report: existing!, created: false };
}

export type ReportGroupRow = {
  targetType: ReportTargetType;
  targetId: string;
  firstId: string;
  reportCount: number;
  lastReportedAt: Date;
};

/** One page of targets with open reports, most recently reported first. */
export async function listOpenGroups(
  db: Db,
  page: number,
  limit: number,
): Promise<ReportGroupRow[]> {
  const lastReportedAt = sql<Date>`max(${reports.createdAt})`;
  const rows = await db
    .select({
      targetType: reports.targetType,
      targetId: reports.targetId,
      firstId: sql<string>`(array_agg(${reports.id} order by ${reports.createdAt}, ${reports.id}))[1]`,
      reportCount: count(),
      lastReportedAt: sql<string>`max(${reports.createdAt})::text`,
    })
    .from(reports)
    .where(eq(reports.status, 'open'))
    .groupBy(reports.targetType, reports.targetId)
    .orderBy(desc(lastReportedAt), asc(reports.targetType), asc(reports.targetId))
    .limit(limit)
    .offset((page - 1) * limit);
  return rows.map((r) => ({ ...r, lastReportedAt: new Date(r.lastReportedAt) }));
}

export async function countOpenGroups(db: Db): Promise<number> {
  const groups = db
    .selectDistinct({ type: reports.targetType, id: reports.targetId })
    .from(reports)
    .where(eq(reports.status, 'open'))
    .as('groups');
  const [row] = await db.select({ n: count() }).from(groups);
  return row?.n ?? 0;
}

/** Every open report of these targets with its reporter, newest first. */
export async function openReportsOf(db: Db, targetIds: string[]) {
  if (!targetIds.length) return [];
  return db
    .select({
      report: reports,
      reporterName: users.name,
      reporterImages: users.images,
    })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.reporterId))
    .where(and(eq(reports.status, 'open'), inArray(reports.targetId, targetIds)))
    .orderBy(desc(reports.createdAt), desc(reports.id));
}

const authorColumns = {
  authorId: users.id,
  authorName: users.name,
  authorImages: users.images,
  authorSuspendedAt: users.suspendedAt,
};

/** What the moderators see of a reported target of any kind, whatever its state, and its author. */
export type ContentRow = {
  authorId: string;
  authorName: string;
  authorImages: (typeof users.$inferSelect)['images'];
  authorSuspendedAt: Date | null;
  id: string;
  title: string | null;
  text: string | null;
  images: string[];
  /** A chat message's photos or voice clip, in their order. */
  attachments?: (typeof messageAttachments.$inferSelect)[];
  momentId: string | null;
  hiddenAt: Date | null;
  createdAt: Date;
};

/** The attachments of these messages, grouped by message id, in their order. */
async function attachmentsOf(db: Db, messageIds: string[]) {
  const rows = await db
    .select()
    .from(messageAttachments)
    .where(inArray(messageAttachments.messageId, messageIds))
    .orderBy(asc(messageAttachments.position));
  const byMessage = new Map<string, (typeof rows)[number][]>();
  for (const row of rows) {
    const list = byMessage.get(row.messageId!) ?? [];
    list.push(row);
    byMessage.set(row.messageId!, list);
  }
  return byMessage;
}

/** The join the kinds share: the rows of `table` with these ids, each with its author's columns. */
function withAuthor<Columns extends SelectedFields>(
  db: Db,
  table: PgTable,
  ids: { column: PgColumn; in: string[] },
  authorId: PgColumn,
  columns: Columns,
) {
  return db
    .select({ ...authorColumns, ...columns })
    .from(table)
    .innerJoin(users, eq(users.id, authorId))
    .where(inArray(ids.column, ids.in));
}

/** One loader per kind of target: the reported rows of that kind (moderators see everything). */
const contentLoaders: Record<ReportTargetType, (db: Db, ids: string[]) => Promise<ContentRow[]>> = {
  user: async (db, ids) =>
    (
      await db
        .select({ ...authorColumns, bio: users.bio, createdAt: users.createdAt })
        .from(users)
        .where(inArray(users.id, ids))
    ).map((r) => ({
      ...r,
      id: r.authorId,
      title: null,
      text: r.bio,
      images: [] as string[],
      momentId: null,
      hiddenAt: null,
    })),
  moment: async (db, ids) =>
    (
      await withAuthor(db, moments, { column: moments.id, in: ids }, moments.userId, {
        id: moments.id,
        title: moments.title,
        text: moments.description,
        images: moments.images,
        hiddenAt: moments.hiddenAt,
        createdAt: moments.createdAt,
      })
    ).map((r) => ({ ...r, momentId: r.id })),
  comment: async (db, ids) =>
    (
      await withAuthor(
        db,
        momentComments,
        { column: momentComments.id, in: ids },
        momentComments.userId,
        {
          id: momentComments.id,
          text: momentComments.text,
          momentId: momentComments.momentId,
          hiddenAt: momentComments.hiddenAt,
          createdAt: momentComments.createdAt,
        },
      )
    ).map((r) => ({ ...r, title: null, images: [] as string[] })),
  message: async (db, ids) => {
    const [rows, attachments] = await Promise.all([
      withAuthor(db, messages, { column: messages.id, in: ids }, messages.senderId, {
        id: messages.id,
        text: messages.body,
        hiddenAt: messages.hiddenAt,
        createdAt: messages.createdAt,
      }),
      attachmentsOf(db, ids),
    ]);
    return rows.map((r) => ({
      ...r,
      title: null,
      images: [] as string[],
      attachments: attachments.get(r.id) ?? [],
      momentId: null,
    }));
  },
  story: async (db, ids) =>
    (
      await withAuthor(db, stories, { column: stories.id, in: ids }, stories.userId, {
        id: stories.id,
        storyText: stories.text,
        caption: stories.caption,
        image: stories.image,
        hiddenAt: stories.hiddenAt,
        createdAt: stories.createdAt,
      })
    ).map(({ storyText, caption, image, ...r }) => ({
      ...r,
      title: null,
      // The card's text and the caption, as the story shows them.
      text: [storyText, caption].filter(Boolean).join('\n') || null,
      images: image ? [image] : [],
      momentId: null,
    })),
  room: async (db, ids) =>
    (
      await withAuthor(db, rooms, { column: rooms.id, in: ids }, rooms.hostId, {
        id: rooms.id,
        title: rooms.title,
        text: rooms.topic,
        hiddenAt: rooms.hiddenAt,
        createdAt: rooms.createdAt,
      })
    ).map((r) => ({ ...r, images: [] as string[], momentId: null })),
};

/** The reported content of one kind, whatever its state (moderators see everything). */
export async function contentOf(
  db: Db,
  type: ReportTargetType,
  ids: string[],
): Promise<ContentRow[]> {
  if (!ids.length) return [];
  return contentLoaders[type](db, ids);
}

export async function findReport(db: Db, id: string): Promise<ReportRow | undefined> {
  const [row] = await db.select().from(reports).where(eq(reports.id, id)).limit(1);
  return row;
}

/** Records the decision on every open report of the target; returns the resolved rows. */
export async function resolveOpenReports(
  tx: Tx,
  target: { type: ReportTargetType; id: string },
  decision: { action: ReportAction; moderatorId: string; at: Date },
) {
  return tx
    .update(reports)
    .set({
      status: 'resolved',
      action: decision.action,
      resolvedBy: decision.moderatorId,
      resolvedAt: decision.at,
    })
    .where(
      and(
        eq(reports.targetType, target.type),
        eq(reports.targetId, target.id),
        eq(reports.status, 'open'),
      ),
    )
    .returning({ id: reports.id });
}

/** Hides a moment from everyone but its author. */
export async function hideMoment(tx: Tx, id: string, at: Date) {
  await tx
    .update(moments)
    .set({ hiddenAt: at })
    .where(and(eq(moments.id, id), isNull(moments.hiddenAt)));
}

/** Hides a language room from everyone; the rooms job ends it if it is on. */
export async function hideRoom(tx: Tx, id: string, at: Date) {
  await tx
    .update(rooms)
    .set({ hiddenAt: at })
    .where(and(eq(rooms.id, id), isNull(rooms.hiddenAt)));
}

/** Hides a story from everyone but its author. */
export async function hideStory(tx: Tx, id: string, at: Date) {
  await tx
    .update(stories)
    .set({ hiddenAt: at })
    .where(and(eq(stories.id, id), isNull(stories.hiddenAt)));
}

/**
 * Hides comments (one, or all of a member's) and takes them out of their moments'
 * comment_count, in one statement, so the counters stay equal to the visible rows.
 */
export async function hideComments(tx: Tx, which: { id: string } | { authorId: string }, at: Date) {
  const match =
    'id' in which
      ? sql`${momentComments.id} = ${which.id}`
      : sql`${momentComments.userId} = ${which.authorId}`;
  await tx.execute(sql`
    with hidden as (
      update ${momentComments} set hidden_at = ${at.toISOString()}::timestamptz
      where ${match} and ${momentComments.hiddenAt} is null
      returning ${momentComments.momentId} as moment_id
    ), per_moment as (
      select moment_id, count(*)::int as n from hidden group by moment_id
    )
    update ${moments} set comment_count = greatest(${moments.commentCount} - per_moment.n, 0)
    from per_moment where ${moments.id} = per_moment.moment_id
  `);
}

/**
 * Hides a message from its receiver. Their conversation row must not show it either: its
 * unread count drops if it was unread, and a hidden last message gives way to the newest one
 * they may still see.
 */
export async function hideMessage(tx: Tx, id: string, at: Date) {
  const [hidden] = await tx
    .update(messages)
    .set({ hiddenAt: at })
    .where(and(eq(messages.id, id), isNull(messages.hiddenAt)))
    .returning();
  if (!hidden) return;
  const receiver = hidden.receiverId;
  const newestVisible = (column: 'id' | 'created_at') => sql`(
    select m.${sql.raw(column)} from ${messages} m
    where m.user_low = ${hidden.userLow} and m.user_high = ${hidden.userHigh}
      and (m.hidden_at is null or m.sender_id = ${receiver})
      and m.created_at > coalesce(c.cleared_at, '-infinity'::timestamptz)
    order by m.created_at desc, m.id desc limit 1)`;
  await tx.execute(sql`
    update ${conversations} c set
      unread_count = case when ${sql.raw(hidden.readAt === null ? 'true' : 'false')} then greatest(c.unread_count - 1, 0) else c.unread_count end,
      last_message_id = case when c.last_message_id = ${id} then ${newestVisible('id')} else c.last_message_id end,
      last_message_at = case when c.last_message_id = ${id} then ${newestVisible('created_at')} else c.last_message_at end
    where c.owner_id = ${receiver} and c.partner_id = ${hidden.senderId}
  `);
}

/**
 * Suspends the member: no sign-in (their sessions go), their comments hidden and uncounted.
 * Their profile, moments and directory entry are left out by the visibility conditions.
 * False when they were suspended already.
 */
export async function suspendMember(tx: Tx, userId: string, at: Date): Promise<boolean> {
  const updated = await tx
    .update(users)
    .set({ suspendedAt: at, updatedAt: at })
    .where(and(eq(users.id, userId), isNull(users.suspendedAt)))
    .returning({ id: users.id });
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await hideComments(tx, { authorId: userId }, at);
  return updated.length > 0;
}
