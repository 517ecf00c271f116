import { date, index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './members.ts';

/**
 * PRODUCT §9.2, decision 047: the days a member learned, as dates of their own calendar (their
 * time zone when the day was marked). One row per day, written by db/learning-days.ts.
 */
export const learningDays = pgTable(
  'learning_days',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/**
 * When a member's next streak reminder is due (20:00 their time, decision 047), and the local day
 * of the last one sent. A job on every app node takes due rows; moving `remind_at` on with a
 * conditional UPDATE claims a row, so one reminder goes out per member and day whatever the nodes.
 */
export const streakReminders = pgTable(
  'streak_reminders',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    remindAt: timestamp('remind_at', { withTimezone: true }).notNull(),
    remindedOn: date('reminded_on', { mode: 'string' }),
  },
  (t) => [index('streak_reminders_remind_at_idx').on(t.remindAt)],
);
