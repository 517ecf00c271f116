import type { AppealDecision } from '@chingu/contract';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/index.ts';
import { appeals, moderationActions, users } from '../../db/schema/index.ts';

export type AppealRow = typeof appeals.$inferSelect;

/** Stores the appeal; undefined when the action has one already (one per action). */
export async function insertAppeal(
  db: Db,
  values: { actionId: string; userId: string; text: string },
): Promise<AppealRow | undefined> {
  const [row] = await db.insert(appeals).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findAppeal(db: Db, id: string): Promise<AppealRow | undefined> {
  const [row] = await db.select().from(appeals).where(eq(appeals.id, id));
  return row;
}

/** Records the decision if the appeal is still pending; undefined if another moderator was first. */
export async function decideAppeal(
  tx: Tx,
  id: string,
  decision: { status: AppealDecision; moderatorId: string; note: string | null; at: Date },
): Promise<AppealRow | undefined> {
  const [row] = await tx
    .update(appeals)
    .set({
      status: decision.status,
      decidedBy: decision.moderatorId,
      decidedAt: decision.at,
      note: decision.note,
    })
    .where(and(eq(appeals.id, id), eq(appeals.status, 'pending')))
    .returning();
  return row;
}

const member = alias(users, 'member');
const decider = alias(users, 'decider');
const actor = alias(users, 'actor');

const appealColumns = {
  appeal: appeals,
  action: moderationActions,
  member: { id: member.id, name: member.name, images: member.images },
  decider: { id: decider.id, name: decider.name, images: decider.images },
  moderator: { id: actor.id, name: actor.name, images: actor.images },
};

function appealsWithPeople(db: Db) {
  return db
    .select(appealColumns)
    .from(appeals)
    .innerJoin(moderationActions, eq(moderationActions.id, appeals.actionId))
    .innerJoin(member, eq(member.id, appeals.userId))
    .leftJoin(decider, eq(decider.id, appeals.decidedBy))
    .leftJoin(actor, eq(actor.id, moderationActions.moderatorId));
}
export type ListedAppeal = Awaited<
  ReturnType<ReturnType<typeof appealsWithPeople>['execute']>
>[number];

/** One page: pending appeals first, oldest first (waiting longest); then decided, newest first. */
export async function listAppeals(db: Db, page: number, limit: number): Promise<ListedAppeal[]> {
  return appealsWithPeople(db)
    .orderBy(
      sql`(${appeals.status} = 'pending') desc`,
      sql`case when ${appeals.status} = 'pending' then ${appeals.createdAt} end asc`,
      desc(appeals.decidedAt),
      asc(appeals.id),
    )
    .limit(limit)
    .offset((page - 1) * limit);
}

export async function appealWithPeople(db: Db, id: string): Promise<ListedAppeal | undefined> {
  const [row] = await appealsWithPeople(db).where(eq(appeals.id, id));
  return row;
}

export async function countAppeals(db: Db): Promise<{ total: number; pending: number }> {
  const [row] = await db
    .select({
      total: count(),
      pending: sql<number>`(count(*) filter (where ${appeals.status} = 'pending'))::int`,
    })
    .from(appeals);
  return { total: row?.total ?? 0, pending: row?.pending ?? 0 };
}

const auditColumns = {
  action: moderationActions,
  moderator: { id: actor.id, name: actor.name, images: actor.images },
  member: { id: member.id, name: member.name, images: member.images },
};

/** One page of the audit log, newest first (moderation_actions_created_idx). */
export async function listAudit(db: Db, page: number, limit: number) {
  return db
    .select(auditColumns)
    .from(moderationActions)
    .leftJoin(actor, eq(actor.id, moderationActions.moderatorId))
    .leftJoin(member, eq(member.id, moderationActions.targetUserId))
    .orderBy(desc(moderationActions.createdAt), desc(moderationActions.id))
    .limit(limit)
    .offset((page - 1) * limit);
}
export type AuditRow = Awaited<ReturnType<typeof listAudit>>[number];

export async function countAudit(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(moderationActions);
  return row?.n ?? 0;
}
