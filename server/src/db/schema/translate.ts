import { date, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './members.ts';

/** Translations cached by (target language, SHA-256 of the source text). */
export const translations = pgTable(
  'translations',
  {
    target: text('target').notNull(),
    sourceHash: text('source_hash').notNull(),
    translated: text('translated').notNull(),
    detectedSource: text('detected_source'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.target, t.sourceHash] })],
);

/** Translations a member asked the service for, per UTC day (the daily limit). */
export const translationUsage = pgTable(
  'translation_usage',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
