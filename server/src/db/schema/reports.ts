import {
  APPEAL_STATUSES,
  MODERATION_ACTIONS,
  REPORT_ACTIONS,
  REPORT_REASONS,
  REPORT_TARGET_TYPES,
} from '@chingu/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './members.ts';

/**
 * Reports of members and their content (PRODUCT §8.5). One row per (reporter, target); the
 * moderator's decision is recorded on every open report of the target at once. `target_user_id`
 * is the member behind the target (the author), whom "suspend" acts on; `target_id` has no
 * foreign key because it points into different tables.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text('target_type', {
      enum: ['user', 'moment', 'comment', 'message', 'story', 'room'],
    }).notNull(),
    targetId: uuid('target_id').notNull(),
    targetUserId: uuid('target_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    details: text('details'),
    status: text('status', { enum: ['open', 'resolved'] })
      .notNull()
      .default('open'),
    action: text('action', { enum: REPORT_ACTIONS }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reports_reporter_target_key').on(t.reporterId, t.targetType, t.targetId),
    index('reports_target_idx').on(t.targetType, t.targetId),
    index('reports_open_created_idx')
      .on(t.createdAt.desc().nullsFirst())
      .where(sql`${t.status} = 'open'`),
  ],
);

/**
 * The moderators' audit log (PRODUCT §9.1, decision 043): one row per moderator action, its id the
 * `actionId` the member is told and appeals. Who (`moderator_id`), when, what, to whom
 * (`target_user_id`), on which content (`target_type`, `target_id`), under which rule (`reason`),
 * a note, and an excerpt of the content as it was. An appeal's decision is a row too, naming the
 * action appealed (`appealed_action_id`). Rows are never updated or deleted by the app.
 */
export const moderationActions = pgTable(
  'moderation_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    moderatorId: uuid('moderator_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action', { enum: MODERATION_ACTIONS }).notNull(),
    targetUserId: uuid('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    targetType: text('target_type', { enum: REPORT_TARGET_TYPES }),
    targetId: uuid('target_id'),
    reason: text('reason', { enum: REPORT_REASONS }),
    note: text('note'),
    preview: text('preview'),
    appealedActionId: uuid('appealed_action_id').references(
      (): AnyPgColumn => moderationActions.id,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('moderation_actions_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('moderation_actions_target_user_idx').on(t.targetUserId, t.createdAt.desc()),
  ],
);

/** A member's appeal against one moderator action (one per action), and its decision. */
export const appeals = pgTable(
  'appeals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actionId: uuid('action_id')
      .notNull()
      .references(() => moderationActions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    status: text('status', { enum: APPEAL_STATUSES }).notNull().default('pending'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('appeals_action_key').on(t.actionId),
    index('appeals_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);
