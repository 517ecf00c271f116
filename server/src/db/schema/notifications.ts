import { MODERATION_ACTIONS, NOTIFICATION_KINDS, REPORT_REASONS } from '@chingu/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { messages } from './chat.ts';
import { users } from './members.ts';
import { moments } from './moments.ts';
import { moderationActions } from './reports.ts';
import { rooms } from './rooms.ts';

/**
 * PRODUCT §8.4: what happened to a member. Likes on one moment within an hour fold into one row
 * (`fold_key`, unique per recipient) whose `count` and `actor_id` (the latest) grow.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    /** Null for `moderation` notifications: they come from the team, no member is named. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'cascade' }),
    momentId: uuid('moment_id').references(() => moments.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id').references(() => messages.id, { onDelete: 'cascade' }),
    /** `room` (PRODUCT §9.3): the room that started. */
    roomId: uuid('room_id').references(() => rooms.id, { onDelete: 'cascade' }),
    preview: text('preview'),
    /** `moderation` (PRODUCT §9.1): the audit log entry, what was done, under which rule. */
    actionId: uuid('action_id').references(() => moderationActions.id, { onDelete: 'cascade' }),
    action: text('action', { enum: MODERATION_ACTIONS }),
    reason: text('reason', { enum: REPORT_REASONS }),
    count: integer('count').notNull().default(1),
    foldKey: text('fold_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_created_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} IS NULL`),
    uniqueIndex('notifications_fold_key').on(t.userId, t.foldKey),
  ],
);

/** PRODUCT §8.4: a browser's push subscription; deleted when the push service says it is gone. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/**
 * PRODUCT §9.1: the notification switches a member changed from their default (all on), one row
 * per kind and channel; no row = on. `message`/`email` is not here: it is `users.email_digest`.
 * Read through db/notification-gate.ts, never directly.
 */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    channel: text('channel').notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.channel] })],
);
