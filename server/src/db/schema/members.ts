import { LEVELS } from '@chingu/contract/constants';
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
    /**
     * PRODUCT §8.5, §9.1: 'requests' (default) = a first message from someone I do not follow is a
     * request; 'everyone' = no requests; 'following' = only members I follow may start one.
     */
    messagePolicy: text('message_policy', { enum: ['requests', 'everyone', 'following'] })
      .notNull()
      .default('requests'),
    /** PRODUCT §8.4: one e-mail about unread messages after 30 minutes away. */
    emailDigest: boolean('email_digest').notNull().default(true),
    /**
     * When the last digest was claimed: a digest lists only messages newer than this, and the next
     * comes 12 h later at the earliest. Claimed with one conditional UPDATE, so two app nodes never
     * mail the same member for the same messages.
     */
    digestSentAt: timestamp('digest_sent_at', { withTimezone: true }),
    /** PRODUCT §9.2: the member's level (A1–C2) in `language_to_learn`; null = not said. */
    level: text('level', { enum: LEVELS }),
    /**
     * PRODUCT §9.2, decision 047: the IANA time zone the member's browser reported (checked with
     * Intl); their learning days are counted in it, in UTC while it is null.
     */
    timeZone: text('time_zone'),
    /**
     * The day the member turns 18 as YYYYMMDD, from the birth fields (null when they are not all
     * numbers: such a member counts as an adult). Kept by PostgreSQL, so the age band is one
     * integer comparison that covering indexes carry (issue 32: no regex per row on deep pages).
     */
    adultFrom: integer('adult_from').generatedAlwaysAs(
      sql`CASE WHEN birth_year ~ '^[0-9]{4}$' AND birth_month ~ '^[0-9]{1,2}$' AND birth_day ~ '^[0-9]{1,2}$' THEN (birth_year::int + 18) * 10000 + birth_month::int * 100 + birth_day::int END`,
    ),
    /**
     * The name and bio without accents, in lower case, kept by PostgreSQL for the directory's
     * search: a LIKE on them does not fold case for every row as ILIKE does (migration 0029).
     */
    nameSearch: text('name_search').generatedAlwaysAs(sql`lower(immutable_unaccent(name))`),
    bioSearch: text('bio_search').generatedAlwaysAs(sql`lower(immutable_unaccent(bio))`),
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
    // Directory orders (New, Popular) with their tie-breakers, so deep pages need no sort. Both
    // also INCLUDE what every directory query filters on (migration 0027, hand-written: drizzle
    // has no INCLUDE), so a deep page is an index-only scan.
    index('users_created_id_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('users_popular_idx').on(
      t.followersCount.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // A member's age band by id without reading the row: INCLUDE (adult_from), hand-written in
    // migration 0027 (every moment, comment and story checks its author's band).
    index('users_id_adult_from_idx').on(t.id),
    // The language filter matches either column.
    index('users_native_language_idx').on(t.nativeLanguage),
    index('users_language_to_learn_idx').on(t.languageToLearn),
    // Search: trigram indexes over the accent-free name and bio.
    index('users_name_search_trgm_idx').using('gin', sql`${t.nameSearch} gin_trgm_ops`),
    index('users_bio_search_trgm_idx').using('gin', sql`${t.bioSearch} gin_trgm_ops`),
  ],
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
