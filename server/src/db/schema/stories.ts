import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './members.ts';

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

/**
 * Uploaded images served only through signed links (decision 045): photos of moments that are not
 * public, and every story photo. Keyed by the image's stem ('abc' of 'abc.webp'), so each size of
 * it is covered. Kept by triggers on `moments` and `stories` (migration 0017), so every writer,
 * seeds and imports included, keeps it right. `gone_at`: from then on the file is not served at all
 * (a story past its 24 hours, or a deleted moment or story, before its file is removed).
 */
export const restrictedUploads = pgTable('restricted_uploads', {
  stem: text('stem').primaryKey(),
  goneAt: timestamp('gone_at', { withTimezone: true }),
});
