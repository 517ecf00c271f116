import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
      enum: ['user', 'moment', 'comment', 'message', 'story'],
    }).notNull(),
    targetId: uuid('target_id').notNull(),
    targetUserId: uuid('target_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', {
      enum: ['spam', 'harassment', 'inappropriate', 'fake', 'other'],
    }).notNull(),
    details: text('details'),
    status: text('status', { enum: ['open', 'resolved'] })
      .notNull()
      .default('open'),
    action: text('action', { enum: ['dismiss', 'hide', 'suspend'] }),
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
