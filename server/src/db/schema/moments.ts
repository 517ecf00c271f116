import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './members.ts';

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
    /**
     * The author's users.adult_from, kept here by triggers (migration 0030), so a feed checks the
     * age band (PRODUCT §9.1) from the index it walks instead of looking up every author.
     */
    authorAdultFrom: integer('author_adult_from'),
    /** Trimmed, as typed; `tags_lower` is what the tag filter matches. */
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    tagsLower: text('tags_lower')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * Title, description and tags without accents (migration 0009's function), in lower case, kept
     * by PostgreSQL so a search reads it instead of computing it for every moment it looks at, and
     * matches it with LIKE instead of ILIKE, which folds case for every row (issue 32).
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(moment_search_text(title, description, tags))`,
    ),
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
    /** PRODUCT §9.2: the author asks for corrections. */
    correctMe: boolean('correct_me').notNull().default(false),
    /** Rows in moment_corrections, kept exact in the transaction that adds or removes one. */
    correctionCount: integer('correction_count').notNull().default(0),
    /** Hidden by a moderator: only its author still sees it (PRODUCT §8.5). */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Both feed orders INCLUDE what the feed filters on besides privacy and time (migration 0027,
    // hand-written: drizzle has no INCLUDE), so a deep page is an index-only scan.
    index('moments_published_idx').on(t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('moments_public_published_idx')
      .on(t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.privacy} = 'public'`),
    // privacy last, hidden_at INCLUDEd (migration 0027): counting a member's visible moments
    // (directory, profile) is index-only.
    index('moments_user_published_privacy_idx').on(
      t.userId,
      t.publishedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.privacy,
    ),
    index('moments_category_published_idx').on(t.category, t.publishedAt.desc().nullsFirst()),
    index('moments_language_published_idx').on(t.language, t.publishedAt.desc().nullsFirst()),
    index('moments_tags_lower_idx').using('gin', t.tagsLower),
    // The feed's correctMe=true and the home's "help wanted" (language, uncorrected).
    index('moments_correct_me_published_idx')
      .on(t.language, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.correctMe}`),
    // Search (q): trigram index over the stored search text.
    index('moments_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
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

/**
 * PRODUCT §9.2: a correction of a correct-me moment. `original` is the moment's text when it was
 * corrected; `helpful` is the moment author's mark, on one correction of a moment at most.
 */
export const momentCorrections = pgTable(
  'moment_corrections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    momentId: uuid('moment_id')
      .notNull()
      .references(() => moments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    original: text('original').notNull(),
    corrected: text('corrected').notNull(),
    note: text('note'),
    helpful: boolean('helpful').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('moment_corrections_moment_created_idx').on(t.momentId, t.createdAt, t.id),
    index('moment_corrections_user_idx').on(t.userId),
    uniqueIndex('moment_corrections_one_helpful')
      .on(t.momentId)
      .where(sql`${t.helpful}`),
  ],
);
