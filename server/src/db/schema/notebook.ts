import {
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './members.ts';

/**
 * PRODUCT §9.2: a member's notebook card and its spaced-repetition state. The `fsrs_*` columns and
 * `due` are ts-fsrs's Card, kept as it hands them back (decision 046); the scheduler is ts-fsrs,
 * never ours. `source_*` says where the card was saved from (no foreign key: several tables).
 */
export const notebookCards = pgTable(
  'notebook_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    front: text('front').notNull(),
    back: text('back').notNull().default(''),
    language: text('language').notNull(),
    note: text('note'),
    sourceType: text('source_type', {
      enum: ['message', 'correction', 'moment', 'momentCorrection'],
    }),
    sourceId: uuid('source_id'),
    due: timestamp('due', { withTimezone: true }).notNull(),
    stability: doublePrecision('fsrs_stability').notNull().default(0),
    difficulty: doublePrecision('fsrs_difficulty').notNull().default(0),
    elapsedDays: integer('fsrs_elapsed_days').notNull().default(0),
    scheduledDays: integer('fsrs_scheduled_days').notNull().default(0),
    learningSteps: integer('fsrs_learning_steps').notNull().default(0),
    reps: integer('fsrs_reps').notNull().default(0),
    lapses: integer('fsrs_lapses').notNull().default(0),
    /** ts-fsrs State: 0 new, 1 learning, 2 review, 3 relearning. */
    state: smallint('fsrs_state').notNull().default(0),
    lastReview: timestamp('fsrs_last_review', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notebook_cards_user_created_idx').on(t.userId, t.createdAt),
    index('notebook_cards_user_due_idx').on(t.userId, t.due),
  ],
);
