import { LEVELS } from '@chingu/contract/constants';
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './members.ts';

/**
 * PRODUCT §9.3: a language room. Who is in it while it is live is not stored here (decision 050:
 * the live state lives in Redis or in memory); this row is its description, host and life:
 * scheduled → live → ended. `host_id` is the current host (a hand-over moves it). `media_room`
 * is the Janus AudioBridge room created for it (null in mesh mode).
 */
export const rooms = pgTable(
  'rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    language: text('language').notNull(),
    level: text('level', { enum: LEVELS }),
    topic: text('topic'),
    maxSpeakers: smallint('max_speakers').notNull(),
    status: text('status', { enum: ['scheduled', 'live', 'ended'] }).notNull(),
    mode: text('mode', { enum: ['mesh', 'janus'] }).notNull(),
    mediaRoom: bigint('media_room', { mode: 'number' }),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** A moderator hid it (a `room` report): it ends and is listed to nobody. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('rooms_open_idx')
      .on(t.status, t.language, t.startsAt)
      .where(sql`${t.status} <> 'ended'`),
    index('rooms_host_idx').on(t.hostId),
  ],
);

/** PRODUCT §9.3: members who asked to be reminded when a scheduled room starts. */
export const roomInterests = pgTable(
  'room_interests',
  {
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.userId] })],
);

/** Members the host removed from a room: they cannot join it again (PRODUCT §9.3). */
export const roomRemovals = pgTable(
  'room_removals',
  {
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    removedBy: uuid('removed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.userId] })],
);
