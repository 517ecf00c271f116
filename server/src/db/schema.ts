import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  jsonb,
  boolean,
  date,
  real,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Always stored lower-case (normalised by the contract's ZEmail). */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    gender: text('gender').notNull().default(''),
    bio: text('bio').notNull().default(''),
    birthYear: text('birth_year').notNull().default(''),
    birthMonth: text('birth_month').notNull().default(''),
    birthDay: text('birth_day').notNull().default(''),
    nativeLanguage: text('native_language').notNull(),
    languageToLearn: text('language_to_learn').notNull(),
    location: jsonb('location').$type<{ city: string; country: string } | null>(),
    /** Stored file names under DATA_DIR/uploads, in gallery order; the first is the avatar. */
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    preferredLanguage: text('preferred_language'),
    /** Denormalised counters, kept exact by the features that change them. */
    followersCount: integer('followers_count').notNull().default(0),
    followingCount: integer('following_count').notNull().default(0),
    momentsCount: integer('moments_count').notNull().default(0),
    visitorsCount: integer('visitors_count').notNull().default(0),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    /** Suspended by a moderator (PRODUCT §8.5): no sign-in, content hidden from others. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /**
     * The member deleted their account: the row stays as a tombstone (suspended, anonymised, no
     * e-mail of theirs) so that messages the other member holds still show "Deleted member".
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** PRODUCT §8.5: 'following' = only members I follow may start a conversation with me. */
    messagePolicy: text('message_policy', { enum: ['everyone', 'following'] })
      .notNull()
      .default('everyone'),
    /** PRODUCT §8.4: one e-mail about unread messages after 30 minutes away. */
    emailDigest: boolean('email_digest').notNull().default(true),
    /**
     * When the last digest was claimed: a digest lists only messages newer than this, and the next
     * comes 12 h later at the earliest. Claimed with one conditional UPDATE, so two app nodes never
     * mail the same member for the same messages.
     */
    digestSentAt: timestamp('digest_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    // The few suspended members, read as one small set by every visibility condition.
    index('users_suspended_idx')
      .on(t.id)
      .where(sql`${t.suspendedAt} IS NOT NULL`),
    index('users_created_at_idx').on(t.createdAt),
    // Directory orders (New, Popular) with their tie-breakers, so deep pages need no sort.
    index('users_created_id_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('users_popular_idx').on(
      t.followersCount.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The language filter matches either column.
    index('users_native_language_idx').on(t.nativeLanguage),
    index('users_language_to_learn_idx').on(t.languageToLearn),
    // Search: trigram indexes over the accent-free name and bio (function from migration 0007).
    index('users_name_trgm_idx').using('gin', sql`immutable_unaccent(${t.name}) gin_trgm_ops`),
    index('users_bio_trgm_idx').using('gin', sql`immutable_unaccent(${t.bio}) gin_trgm_ops`),
  ],
);

/** Bearer tokens: only a SHA-256 of the token is stored, so a database leak reveals no session. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** The browser's User-Agent at sign-in, for the member's list of signed-in devices. */
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_id_idx').on(t.userId),
  ],
);

export const emailCodes = pgTable(
  'email_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    purpose: text('purpose', { enum: ['register', 'reset'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('email_codes_email_created_idx').on(t.email, t.createdAt)],
);

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('newsletter_email_key').on(t.email)],
);

/** Who follows whom; the users' followers/following counters are kept in step in one transaction. */
export const follows = pgTable(
  'follows',
  {
    followerId: uuid('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followeeId: uuid('followee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    index('follows_followee_created_idx').on(t.followeeId, t.createdAt),
    index('follows_follower_created_idx').on(t.followerId, t.createdAt),
  ],
);

/** One row per distinct member who opened a profile; users.visitors_count counts them. */
export const profileVisits = pgTable(
  'profile_visits',
  {
    profileId: uuid('profile_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    visitorId: uuid('visitor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstVisitAt: timestamp('first_visit_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.visitorId] })],
);

/**
 * Who blocked whom. Either direction hides the two members from each other's directory; the
 * block/unblock endpoints and the chat rules come with the chat issue.
 */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('blocks_blocked_idx').on(t.blockedId),
  ],
);

/**
 * A moment (SPEC §3). `published_at` is the scheduled time when there is one, else the creation
 * time: the feed orders by it and hides rows whose time has not come (PRODUCT §3).
 * like_count / comment_count are kept exact in the transaction that changes the rows behind them.
 */
export const moments = pgTable(
  'moments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default(''),
    description: text('description').notNull(),
    /** Stored file names under DATA_DIR/uploads, in order. */
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    category: text('category').notNull().default('general'),
    /** A language code ('ko'), unlike members' language names (PRODUCT §7). */
    language: text('language').notNull().default('en'),
    mood: text('mood'),
    /** Trimmed, as typed; `tags_lower` is what the tag filter matches. */
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    tagsLower: text('tags_lower')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    location: jsonb('location').$type<{
      formattedAddress: string;
      type: 'Point';
      coordinates: [number, number];
    } | null>(),
    privacy: text('privacy', { enum: ['public', 'friends', 'private'] })
      .notNull()
      .default('public'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    likeCount: integer('like_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    /** Hidden by a moderator: only its author still sees it (PRODUCT §8.5). */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('moments_published_idx').on(t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('moments_public_published_idx')
      .on(t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.privacy} = 'public'`),
    // privacy last: counting a member's visible moments (directory, profile) is index-only.
    index('moments_user_published_privacy_idx').on(
      t.userId,
      t.publishedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.privacy,
    ),
    index('moments_category_published_idx').on(t.category, t.publishedAt.desc().nullsFirst()),
    index('moments_language_published_idx').on(t.language, t.publishedAt.desc().nullsFirst()),
    index('moments_tags_lower_idx').using('gin', t.tagsLower),
    // Search (q): trigram index over title, description and tags (function from migration 0009).
    index('moments_search_trgm_idx').using(
      'gin',
      sql`moment_search_text(${t.title}, ${t.description}, ${t.tags}) gin_trgm_ops`,
    ),
  ],
);

/** One row per (moment, member) like; moments.like_count counts them. */
export const momentLikes = pgTable(
  'moment_likes',
  {
    momentId: uuid('moment_id')
      .notNull()
      .references(() => moments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.momentId, t.userId] }),
    index('moment_likes_moment_created_idx').on(t.momentId, t.createdAt.desc().nullsFirst()),
    index('moment_likes_user_idx').on(t.userId),
  ],
);

export const momentComments = pgTable(
  'moment_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    momentId: uuid('moment_id')
      .notNull()
      .references(() => moments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    /**
     * Hidden by a moderator, or because its author was suspended: only its author sees it, and
     * moments.comment_count does not count it.
     */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('moment_comments_moment_created_idx').on(
      t.momentId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('moment_comments_user_idx').on(t.userId),
  ],
);

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
    /** PRODUCT §8.3: 'text' | 'image' | 'voice' | 'correction' | 'call'. */
    kind: text('kind', { enum: ['text', 'image', 'voice', 'correction', 'call'] })
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_pair_created_idx').on(
      t.userLow,
      t.userHigh,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    uniqueIndex('messages_sender_client_key').on(t.senderId, t.clientId),
    index('messages_unread_idx')
      .on(t.receiverId, t.senderId)
      .where(sql`${t.readAt} IS NULL`),
    index('messages_sender_created_idx').on(t.senderId, t.createdAt.desc().nullsFirst()),
    index('messages_receiver_created_idx').on(t.receiverId, t.createdAt.desc().nullsFirst()),
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
  ],
);

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

export const momentReactions = pgTable(
  'moment_reactions',
  {
    momentId: uuid('moment_id')
      .notNull()
      .references(() => moments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    emoji: text('emoji').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.momentId, t.userId, t.emoji] })],
);

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

/** Secrets the server makes once and every app node shares (the attachment link key). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

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
    kind: text('kind', {
      enum: ['follow', 'momentLike', 'momentComment', 'correction', 'missedCall'],
    }).notNull(),
    actorId: uuid('actor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    momentId: uuid('moment_id').references(() => moments.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id').references(() => messages.id, { onDelete: 'cascade' }),
    preview: text('preview'),
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
 * PRODUCT §8.1: a story, a photo (`image`, a file name under DATA_DIR/uploads) or a text card
 * (`text` on `background`). Gone for everyone past `expires_at`; the sweep deletes the row and
 * its file. `views_count` is kept exact with `story_views` in one transaction.
 */
export const stories = pgTable(
  'stories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    image: text('image'),
    text: text('text'),
    background: text('background'),
    caption: text('caption'),
    privacy: text('privacy', { enum: ['public', 'friends'] })
      .notNull()
      .default('public'),
    viewsCount: integer('views_count').notNull().default(0),
    /** Hidden by a moderator: only its author still sees it (PRODUCT §8.5). */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('stories_user_expires_idx').on(t.userId, t.expiresAt),
    index('stories_expires_idx').on(t.expiresAt),
  ],
);

/** One row per (story, viewer); the author's own views are not stored. */
export const storyViews = pgTable(
  'story_views',
  {
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    viewerId: uuid('viewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.storyId, t.viewerId] }),
    index('story_views_viewer_idx').on(t.viewerId),
  ],
);
