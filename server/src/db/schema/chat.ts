import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './members.ts';

/**
 * Chat messages. `user_low` / `user_high` are the pair's ids in sorted order, so one index serves
 * a conversation whichever side sent. `client_id` makes a retried send idempotent per sender.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: uuid('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userLow: uuid('user_low').notNull(),
    userHigh: uuid('user_high').notNull(),
    clientId: text('client_id'),
    /** PRODUCT §8.3: 'text' | 'image' | 'voice' | 'correction' | 'call'; §9.2: 'session'. */
    kind: text('kind', { enum: ['text', 'image', 'voice', 'correction', 'call', 'session'] })
      .notNull()
      .default('text'),
    /** The text; a caption for photos and voice; the corrected text of a correction. */
    body: text('body').notNull(),
    replyToId: uuid('reply_to_id').references((): AnyPgColumn => messages.id, {
      onDelete: 'set null',
    }),
    /** A correction: the partner's message it corrects, that message's text then, and a note. */
    correctionOfId: uuid('correction_of_id').references((): AnyPgColumn => messages.id, {
      onDelete: 'set null',
    }),
    correctionOriginal: text('correction_original'),
    correctionNote: text('correction_note'),
    /** Set on a message when the partner sent a correction of it. */
    correctedAt: timestamp('corrected_at', { withTimezone: true }),
    /** "Delete for me": each side hides the message from their own view only. */
    senderDeletedAt: timestamp('sender_deleted_at', { withTimezone: true }),
    receiverDeletedAt: timestamp('receiver_deleted_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Hidden by a moderator: the receiver no longer sees it, the sender still does. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** A call's record (kind 'call', PRODUCT §8.2): its media, how it ended, how long it lasted. */
    callMedia: text('call_media', { enum: ['audio', 'video'] }),
    callStatus: text('call_status', { enum: ['missed', 'declined', 'completed', 'cancelled'] }),
    callDurationSeconds: integer('call_duration_seconds'),
    /**
     * Off-app warning (PRODUCT §9.1): 'contact' | 'link' | 'money' on a text among the
     * conversation's first messages; null when none.
     */
    flags: text('flags', { enum: ['contact', 'link', 'money'] }).array(),
    /**
     * A session proposal (kind 'session', PRODUCT §9.2): when it starts, how many minutes, its two
     * language codes (the first half in the first), and where it stands. `session_reminded_at`:
     * when the reminder job claimed it (decision 049), so it is sent once whatever the nodes.
     */
    sessionStartsAt: timestamp('session_starts_at', { withTimezone: true }),
    sessionDurationMinutes: integer('session_duration_minutes'),
    sessionLanguages: text('session_languages').array(),
    sessionStatus: text('session_status', {
      enum: ['proposed', 'accepted', 'declined', 'cancelled'],
    }),
    sessionRemindedAt: timestamp('session_reminded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_pair_created_idx').on(
      t.userLow,
      t.userHigh,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The few messages someone cannot see (hidden by a moderator, deleted for one side): a
    // conversation's count is the pair's index-only count minus these (issue 32, nineteenth slice).
    // countSeenOf (chat/message-visibility.ts) repeats this predicate: change both together.
    index('messages_pair_exceptions_idx')
      .on(t.userLow, t.userHigh, t.createdAt)
      .where(
        sql`${t.hiddenAt} IS NOT NULL OR ${t.senderDeletedAt} IS NOT NULL OR ${t.receiverDeletedAt} IS NOT NULL`,
      ),
    uniqueIndex('messages_sender_client_key').on(t.senderId, t.clientId),
    index('messages_unread_idx')
      .on(t.receiverId, t.senderId)
      .where(sql`${t.readAt} IS NULL`),
    index('messages_sender_created_idx').on(t.senderId, t.createdAt.desc().nullsFirst()),
    // The moderators' list of flagged first messages (PRODUCT §9.1): a handful of rows.
    index('messages_flagged_idx')
      .on(t.senderId, t.createdAt.desc().nullsFirst())
      .where(sql`${t.flags} IS NOT NULL`),
    index('messages_receiver_created_idx').on(t.receiverId, t.createdAt.desc().nullsFirst()),
    // The session reminder job's scan (decision 049): accepted sessions not yet reminded.
    index('messages_session_reminder_idx')
      .on(t.sessionStartsAt)
      .where(sql`${t.sessionStatus} = 'accepted' AND ${t.sessionRemindedAt} IS NULL`),
  ],
);

/**
 * One row per (owner, partner): the owner's view of a conversation, kept in step with `messages`
 * in the same transaction, so the conversation list is one indexed read. `cleared_at` hides the
 * history before it for the owner only (delete conversation).
 */
export const conversations = pgTable(
  'conversations',
  {
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastMessageId: uuid('last_message_id').references(() => messages.id, {
      onDelete: 'set null',
    }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    unreadCount: integer('unread_count').notNull().default(0),
    muted: boolean('muted').notNull().default(false),
    pinned: boolean('pinned').notNull().default(false),
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
    /** Deleted by the owner: left out of their list until a new message or a re-open. */
    hidden: boolean('hidden').notNull().default(false),
    /** In the owner's "Archived" list; a new message either way brings it back. */
    archived: boolean('archived').notNull().default(false),
    /**
     * Message requests (PRODUCT §9.1, decision 041), the owner's side: 'request' (a first message
     * to me from someone I do not follow), 'pending' (my first message waiting for them), 'declined'
     * (I declined: never listed again), 'accepted'.
     */
    status: text('status', { enum: ['accepted', 'request', 'pending', 'declined'] })
      .notNull()
      .default('accepted'),
    /**
     * When the owner opened this conversation: their message was the pair's first. The new
     * contacts a day cap counts these rows (decision 041).
     */
    openedAt: timestamp('opened_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.ownerId, t.partnerId] }),
    // The list's keyset order (decision 009): pinned, newest last message (none = last),
    // newest row, partner id; the query orders by exactly these expressions.
    index('conversations_owner_order_idx').on(
      t.ownerId,
      t.pinned.desc().nullsFirst(),
      sql`coalesce(${t.lastMessageAt}, '-infinity'::timestamptz) desc nulls first`,
      t.createdAt.desc().nullsFirst(),
      t.partnerId.desc().nullsFirst(),
    ),
    index('conversations_owner_opened_idx')
      .on(t.ownerId, t.openedAt)
      .where(sql`${t.openedAt} IS NOT NULL`),
  ],
);

/**
 * Photos and voice clips of chat messages (PRODUCT §8.3). Uploaded first (message_id null), then
 * attached by one send; rows still unattached after 24 h are swept with their files. Files live
 * outside the public uploads and are served only through signed links (decision 015).
 */
export const messageAttachments = pgTable(
  'message_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id').references(() => messages.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['image', 'voice'] }).notNull(),
    mime: text('mime').notNull(),
    fileName: text('file_name').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    durationMs: integer('duration_ms'),
    waveform: real('waveform').array(),
    /** Order within its message. */
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('message_attachments_message_idx').on(t.messageId, t.position),
    index('message_attachments_unused_idx')
      .on(t.createdAt)
      .where(sql`${t.messageId} IS NULL`),
  ],
);

/** One row per (message, member, emoji): a member may add several different emojis. */
export const messageReactions = pgTable(
  'message_reactions',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    emoji: text('emoji').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.userId, t.emoji] })],
);
