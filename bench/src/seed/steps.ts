import {
  BIO_PHRASES,
  CATEGORIES,
  CITIES,
  COMMENT_TEXTS,
  FEATURED_LANGUAGE_CODES,
  FEATURED_NAMES,
  FIRST_NAMES,
  LAST_NAMES,
  MESSAGE_TEXTS,
  MOMENT_PHRASES,
  MOMENT_TITLES,
  MOODS,
  TAGS,
  lit,
  textArray,
} from './vocabulary.ts';

export type SeedSizes = {
  members: number;
  moments: number;
  likes: number;
  comments: number;
  messages: number;
  followsPerMember: number;
  hubPartners: number;
};

export type SeedContext = SeedSizes & {
  /** The seed's "now" as an SQL timestamptz literal: every time is relative to it. */
  t0: string;
  passwordHash: string;
};

/**
 * Everything is generated server-side with generate_series. Randomness comes from
 * `bench_rand(n, salt)`, a hash of the row number, so a seed is reproducible and a row's
 * random values can be recomputed anywhere (likes know their moment's time without a join).
 */
export const createHelpers = [
  `CREATE OR REPLACE FUNCTION bench_rand(n bigint, salt int) RETURNS float8
     LANGUAGE sql IMMUTABLE PARALLEL SAFE
     AS $$ SELECT (hashint8(n * 1000 + salt) & 2147483647)::float8 / 2147483648.0 $$`,
  `CREATE OR REPLACE FUNCTION bench_member(n bigint) RETURNS uuid
     LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT overlay(overlay(md5('u' || n) placing '4' from 13) placing '8' from 17)::uuid $$`,
  `CREATE OR REPLACE FUNCTION bench_moment(n bigint) RETURNS uuid
     LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT overlay(overlay(md5('m' || n) placing '4' from 13) placing '8' from 17)::uuid $$`,
];

export const dropHelpers = [
  'DROP FUNCTION IF EXISTS bench_rand(bigint, int)',
  'DROP FUNCTION IF EXISTS bench_member(bigint)',
  'DROP FUNCTION IF EXISTS bench_moment(bigint)',
  'DROP TABLE IF EXISTS bench_pairs',
];

/**
 * Maps rank 1..size onto row numbers 1..size with a multiplicative bijection, so the popular
 * ranks are spread over the table instead of being its first rows. `prime` must not divide size.
 */
function scatter(rankExpr: string, size: number, prime: number): string {
  const p = size % prime === 0 ? prime + 2 : prime;
  return `((((${rankExpr})::bigint - 1) * ${p}) % ${size} + 1)`;
}

/** Zipf-like rank in 1..size (log-uniform: rank r is picked with probability ~ 1/r). */
const zipfRank = (r: string, size: number) =>
  `least(${size}, greatest(1, floor(exp(${r} * ln(${size} + 1)))::bigint))`;

export function usersSql(c: SeedContext): string {
  const r = (salt: number) => `bench_rand(n, ${salt})`;
  const firsts = textArray(FIRST_NAMES);
  const lasts = textArray(LAST_NAMES);
  const langs = textArray(FEATURED_NAMES);
  const bios = textArray(BIO_PHRASES);
  const cities = textArray(CITIES.map(([city]) => city));
  const countries = textArray(CITIES.map(([, country]) => country));
  return `
INSERT INTO users (id, email, password_hash, name, gender, bio, birth_year, birth_month, birth_day,
  native_language, language_to_learn, location, preferred_language, last_seen_at, created_at, updated_at)
SELECT bench_member(n), 'member' || n || '@bench.chingu.app', ${lit(c.passwordHash)},
  (${firsts})[1 + n % ${FIRST_NAMES.length}] || ' ' || (${lasts})[1 + (n / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}],
  (ARRAY['Male','Female','Other'])[1 + floor(${r(1)} * 3)::int],
  (${bios})[1 + floor(${r(2)} * ${BIO_PHRASES.length})::int] || ' ' || (${bios})[1 + floor(${r(3)} * ${BIO_PHRASES.length})::int],
  (1960 + floor(${r(4)} * 46))::text, (1 + floor(${r(5)} * 12))::text, (1 + floor(${r(6)} * 28))::text,
  (${langs})[1 + native_i], (${langs})[1 + (native_i + 1 + floor(${r(8)} * 9)::int) % 10],
  CASE WHEN ${r(9)} < 0.7 THEN jsonb_build_object(
    'city', (${cities})[1 + city_i], 'country', (${countries})[1 + city_i]) END,
  CASE WHEN ${r(10)} < 0.3 THEN 'ko' ELSE 'en' END,
  ${c.t0} - ${r(11)} * interval '30 days',
  created, created
FROM (
  SELECT n, floor(10 * power(bench_rand(n, 7), 1.6))::int AS native_i,
    floor(bench_rand(n, 12) * ${CITIES.length})::int AS city_i,
    -- member n joined (members - n) / members of three years before t0: the newest is the last
    ${c.t0} - (${c.members} - n) * (interval '1095 days' / ${c.members}) - bench_rand(n, 13) * interval '1 hour' AS created
  FROM generate_series(1, ${c.members}) n
) g`;
}

/** About followsPerMember each (0 to 3x), followees zipf-distributed: a few have thousands. */
export function followsSql(c: SeedContext): string {
  const max = Math.max(1, Math.round(c.followsPerMember * 3));
  return `
INSERT INTO follows (follower_id, followee_id, created_at)
SELECT bench_member(f), bench_member(t), ${c.t0} - bench_rand(f * 128 + j, 3) * interval '365 days'
FROM generate_series(1, ${c.members}) f
CROSS JOIN LATERAL generate_series(1, floor(${max} * power(bench_rand(f, 1), 2))::int) j
CROSS JOIN LATERAL (SELECT ${scatter(zipfRank(`bench_rand(f * 128 + j, 2)`, c.members), c.members, 1_000_003)} AS t) x
WHERE x.t <> f
ON CONFLICT DO NOTHING`;
}

/** Moment n's publication time; likes and comments recompute it instead of joining. */
export function momentTime(n: string, c: SeedContext): string {
  return `(CASE WHEN ${n} % 500 = 0 THEN ${c.t0} + (1 + ${n} % 30) * interval '1 day'
    ELSE ${c.t0} - (${c.moments} - ${n}) * (interval '730 days' / ${c.moments}) - bench_rand(${n}, 30) * interval '10 minutes' END)`;
}

export function momentsSql(c: SeedContext): string {
  const r = (salt: number) => `bench_rand(n, ${salt})`;
  const author = scatter(`floor(${c.members} * power(${r(10)}, 2)) + 1`, c.members, 999_983);
  const tags = textArray(TAGS);
  const codes = textArray(FEATURED_LANGUAGE_CODES);
  const titles = textArray(MOMENT_TITLES);
  const phrases = textArray(MOMENT_PHRASES);
  const cities = textArray(CITIES.map(([city, country]) => `${city}, ${country}`));
  return `
INSERT INTO moments (id, user_id, title, description, category, language, mood, tags, tags_lower,
  location, privacy, scheduled_at, published_at, created_at, updated_at)
SELECT bench_moment(n), bench_member(${author}),
  (${titles})[1 + floor(${r(11)} * ${MOMENT_TITLES.length})::int],
  (${phrases})[1 + floor(${r(12)} * ${MOMENT_PHRASES.length})::int] || ' ' ||
    (${phrases})[1 + floor(${r(13)} * ${MOMENT_PHRASES.length})::int],
  (${textArray(CATEGORIES)})[1 + floor(${r(14)} * ${CATEGORIES.length})::int],
  (${codes})[1 + floor(10 * power(${r(15)}, 1.6))::int],
  CASE WHEN ${r(16)} < 0.4 THEN NULL ELSE (${textArray(MOODS)})[1 + floor(${r(17)} * ${MOODS.length})::int] END,
  tags, lower(tags::text)::text[],
  CASE WHEN ${r(18)} < 0.2 THEN jsonb_build_object(
    'formattedAddress', (${cities})[1 + floor(${r(19)} * ${CITIES.length})::int],
    'type', 'Point', 'coordinates', jsonb_build_array(round((${r(20)} * 360 - 180)::numeric, 4), round((${r(21)} * 180 - 90)::numeric, 4))) END,
  CASE WHEN n = 1 OR ${r(22)} < 0.8 THEN 'public' WHEN ${r(22)} < 0.92 THEN 'friends' ELSE 'private' END,
  CASE WHEN n % 500 = 0 THEN published END,
  published, least(published, ${c.t0}), least(published, ${c.t0})
FROM (
  SELECT n, ${momentTime('n', c)} AS published,
    ARRAY(SELECT DISTINCT (${tags})[${zipfRank(`bench_rand(n * 8 + k, 24)`, TAGS.length)}]
          FROM generate_series(1, floor(bench_rand(n, 23) * 4)::int) k) AS tags
  FROM generate_series(1, ${c.moments}) n
) g`;
}

/** Likes: moments by a steep power law (a few viral ones), likers uniform, none on scheduled. */
export function likesSql(c: SeedContext): string {
  const moment = scatter(`floor(${c.moments} * power(bench_rand(i, 40), 3)) + 1`, c.moments, 7_919);
  return `
INSERT INTO moment_likes (moment_id, user_id, created_at)
SELECT bench_moment(m), bench_member(1 + floor(bench_rand(i, 41) * ${c.members})::bigint),
  least(${c.t0}, ${momentTime('m', c)} + bench_rand(i, 42) * interval '2 days')
FROM generate_series(1, ${c.likes}) i
CROSS JOIN LATERAL (SELECT ${moment} AS m) x
WHERE m % 500 <> 0
ON CONFLICT DO NOTHING`;
}

export function commentsSql(c: SeedContext): string {
  const moment = scatter(`floor(${c.moments} * power(bench_rand(i, 50), 3)) + 1`, c.moments, 7_919);
  return `
INSERT INTO moment_comments (moment_id, user_id, text, created_at)
SELECT bench_moment(m), bench_member(1 + floor(bench_rand(i, 51) * ${c.members})::bigint),
  (${textArray(COMMENT_TEXTS)})[1 + floor(bench_rand(i, 52) * ${COMMENT_TEXTS.length})::int],
  least(${c.t0}, ${momentTime('m', c)} + bench_rand(i, 53) * interval '3 days')
FROM generate_series(1, ${c.comments}) i
CROSS JOIN LATERAL (SELECT ${moment} AS m) x
WHERE m % 500 <> 0`;
}

/**
 * Conversation pairs: the hub (member 1) with hubPartners partners, one of them (member 2) a long
 * history; then random pairs of geometric length (mean 12) until the message budget is covered.
 */
export function pairsSql(c: SeedContext): string[] {
  const hubLong = Math.min(3000, Math.floor(c.messages / 4));
  const hubTotal = c.hubPartners * 17 + hubLong;
  const randomPairs = Math.ceil((Math.max(0, c.messages - hubTotal) / 12) * 1.3) + 1;
  return [
    `CREATE TABLE bench_pairs (pair_no bigserial PRIMARY KEY, a bigint NOT NULL, b bigint NOT NULL,
       len int NOT NULL, unread_tail int NOT NULL, age interval NOT NULL)`,
    `INSERT INTO bench_pairs (a, b, len, unread_tail, age)
     SELECT 1, 1 + j, CASE WHEN j = 1 THEN ${hubLong} ELSE 2 + floor(bench_rand(j, 60) * 30)::int END,
       floor(bench_rand(j, 61) * 4)::int, bench_rand(j, 62) * interval '60 days'
     FROM generate_series(1, ${c.hubPartners}) j`,
    `INSERT INTO bench_pairs (a, b, len, unread_tail, age)
     SELECT DISTINCT ON (least(a, b), greatest(a, b)) a, b, len, tail, age FROM (
       SELECT 2 + floor(bench_rand(i, 63) * ${c.members - 1})::bigint AS a,
         2 + floor(bench_rand(i, 64) * ${c.members - 1})::bigint AS b,
         1 + floor(-ln(1 - bench_rand(i, 65)) * 11)::int AS len,
         floor(bench_rand(i, 66) * 4)::int AS tail, bench_rand(i, 67) * interval '365 days' AS age
       FROM generate_series(1, ${randomPairs}) i) p
     WHERE a <> b ORDER BY least(a, b), greatest(a, b)`,
  ];
}

/** Messages of every pair in order (hub pairs first) until exactly `messages` rows. */
export function messagesSql(c: SeedContext): string {
  return `
INSERT INTO messages (sender_id, receiver_id, user_low, user_high, body, read_at, created_at)
SELECT s, r, least(s, r), greatest(s, r),
  (${textArray(MESSAGE_TEXTS)})[1 + floor(bench_rand(p.pair_no * 100000 + k, 70) * ${MESSAGE_TEXTS.length})::int],
  CASE WHEN k > p.len - p.unread_tail THEN NULL ELSE created + interval '1 minute' END,
  created
FROM (SELECT * FROM bench_pairs ORDER BY pair_no) p
CROSS JOIN LATERAL generate_series(1, p.len) k
CROSS JOIN LATERAL (SELECT
  CASE WHEN bench_rand(p.pair_no * 100000 + k, 71) < 0.5 THEN bench_member(p.a) ELSE bench_member(p.b) END AS s,
  ${c.t0} - p.age - (p.len - k + 1) * interval '7 minutes' AS created) x
CROSS JOIN LATERAL (SELECT CASE WHEN x.s = bench_member(p.a) THEN bench_member(p.b) ELSE bench_member(p.a) END AS r) y
LIMIT ${c.messages}`;
}

/** Both sides' rows of every conversation, with the exact last message and unread count. */
export const conversationsSql = `
WITH last AS (
  SELECT DISTINCT ON (user_low, user_high) user_low, user_high, id, created_at
  FROM messages ORDER BY user_low, user_high, created_at DESC, id DESC
), first AS (
  SELECT user_low, user_high, min(created_at) AS started FROM messages GROUP BY 1, 2
), unread AS (
  SELECT receiver_id, sender_id, count(*)::int AS n FROM messages WHERE read_at IS NULL GROUP BY 1, 2
), sides AS (
  SELECT l.user_low AS owner, l.user_high AS partner, l.id, l.created_at, f.started
  FROM last l JOIN first f USING (user_low, user_high)
  UNION ALL
  SELECT l.user_high, l.user_low, l.id, l.created_at, f.started
  FROM last l JOIN first f USING (user_low, user_high)
)
INSERT INTO conversations (owner_id, partner_id, last_message_id, last_message_at, unread_count, created_at)
SELECT s.owner, s.partner, s.id, s.created_at, coalesce(u.n, 0), s.started
FROM sides s LEFT JOIN unread u ON u.receiver_id = s.owner AND u.sender_id = s.partner`;

/** A few blocks (0.2 % of members) so the directory's block filter has rows to check. */
export function blocksSql(c: SeedContext): string {
  return `
INSERT INTO blocks (blocker_id, blocked_id, created_at)
SELECT bench_member(a), bench_member(b), ${c.t0} - bench_rand(i, 82) * interval '100 days'
FROM generate_series(1, greatest(1, ${Math.floor(c.members / 500)})) i
CROSS JOIN LATERAL (SELECT 3 + floor(bench_rand(i, 80) * ${c.members - 2})::bigint AS a,
  3 + floor(bench_rand(i, 81) * ${c.members - 2})::bigint AS b) x
WHERE a <> b
ON CONFLICT DO NOTHING`;
}

/** Denormalised counters, recomputed from the rows so they are exact. */
export const countersSql = [
  `UPDATE users u SET followers_count = x.n FROM (
     SELECT followee_id AS id, count(*)::int AS n FROM follows GROUP BY 1) x WHERE u.id = x.id`,
  `UPDATE users u SET following_count = x.n FROM (
     SELECT follower_id AS id, count(*)::int AS n FROM follows GROUP BY 1) x WHERE u.id = x.id`,
  `UPDATE users u SET moments_count = x.n FROM (
     SELECT user_id AS id, count(*)::int AS n FROM moments GROUP BY 1) x WHERE u.id = x.id`,
  `UPDATE moments m SET like_count = x.n FROM (
     SELECT moment_id AS id, count(*)::int AS n FROM moment_likes GROUP BY 1) x WHERE m.id = x.id`,
  `UPDATE moments m SET comment_count = x.n FROM (
     SELECT moment_id AS id, count(*)::int AS n FROM moment_comments GROUP BY 1) x WHERE m.id = x.id`,
];
