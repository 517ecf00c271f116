import { LIMITS } from '@chingu/contract';
import { and, count, desc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import {
  pageWindow,
  pageWindowClauses,
  preparedPerShape,
  type PageWindow,
} from '../../db/prepared.ts';
import { follows, moments, users } from '../../db/schema/index.ts';
import { likePattern, searchTextPattern } from '../../db/search.ts';
import { isSmallTable } from '../../db/small-tables.ts';
import { momentVisibleTo, qualified, type ViewerParam } from '../../db/visibility.ts';
import { momentColumns, type MomentFilters, type MomentRow } from './queries.ts';

// The feed's reads: one page of moments, and how many there are, for a viewer and filters.

/**
 * The filters as the SQL binds them, computed once in JS (the tag lower-cased, the search as a
 * LIKE pattern); absent ones are left out. `followedBy: null` (a visitor's "following") stays.
 */
function filterValues(filters: MomentFilters) {
  const q = filters.q?.trim().replace(/^#/, '');
  const values = {
    userId: filters.userId || undefined,
    category: filters.category || undefined,
    language: filters.language || undefined,
    tag: filters.tag ? filters.tag.trim().toLowerCase() : undefined,
    // Title, description and tags; case- and accent-insensitive like the member search.
    pattern: q ? likePattern(q) : undefined,
    helpLanguage: filters.helpWanted?.language,
  };
  return {
    followedBy: filters.followedBy,
    correctMe: filters.correctMe === true,
    helpWanted:
      filters.helpWanted === undefined
        ? undefined
        : filters.helpWanted === null
          ? null
          : { except: filters.helpWanted.viewerId },
    values,
  };
}
type FilterValues = ReturnType<typeof filterValues>;
type Bound = string | Placeholder | undefined;

function filterConditions({
  followedBy,
  correctMe,
  helpWanted,
  values,
  plannedOnce = false,
}: {
  followedBy: string | Placeholder | null | undefined;
  correctMe: boolean;
  /** `except`: the viewer, whose own moments are left out. */
  helpWanted: { except: string | Placeholder } | null | undefined;
  values: Record<keyof FilterValues['values'], Bound>;
  /** The search computed once per execution, for a plan PostgreSQL keeps (small-tables.ts). */
  plannedOnce?: boolean;
}): SQL[] {
  const conditions: SQL[] = [];
  if (values.userId) conditions.push(eq(moments.userId, values.userId));
  if (followedBy !== undefined) {
    conditions.push(
      followedBy === null
        ? sql`false`
        : sql`${moments.userId} in (select ${qualified(follows.followeeId)} from ${follows} where ${qualified(follows.followerId)} = ${followedBy})`,
    );
  }
  if (correctMe) conditions.push(sql`${moments.correctMe}`);
  if (helpWanted === null) conditions.push(sql`false`);
  if (helpWanted && values.helpLanguage) {
    conditions.push(
      sql`${moments.correctMe} and ${moments.correctionCount} = 0 and ${moments.language} = ${values.helpLanguage} and ${moments.userId} <> ${helpWanted.except}`,
    );
  }
  if (values.category) conditions.push(eq(moments.category, values.category));
  if (values.language) conditions.push(eq(moments.language, values.language));
  // tags_lower @> array[tag] can use the GIN index.
  if (values.tag) conditions.push(sql`${moments.tagsLower} @> array[${values.tag}]::text[]`);
  if (values.pattern) {
    // Title, description and tags without accents, stored and trigram-indexed (migration 0028).
    conditions.push(
      sql`${moments.searchText} like ${searchTextPattern(values.pattern, plannedOnce)}`,
    );
  }
  return conditions;
}

/**
 * Implied by momentVisibleTo for a signed-in viewer (others' moments are published, the viewer's
 * own go up to their latest scheduled one), but written as a bound PostgreSQL can start the
 * newest-first index scan from. Without it the scan first filters out every moment scheduled
 * for later (2,000 rows, 3 ms, in the benchmark data).
 */
function publishedUpTo(viewerId: string | Placeholder): SQL {
  return sql`${moments.publishedAt} <= (select greatest(now(), max(own.published_at)) from ${moments} own where own.user_id = ${viewerId})`;
}

/**
 * The feed's page query for one shape (visitor or member, which filters are present), built
 * with placeholders for every value and sent as a named prepared statement (decision 032): no
 * query building in Node and no planning in PostgreSQL once a connection has seen the shape.
 * The page's ids are found first (index order, no per-row work), then only those rows get
 * their author and likers: PostgreSQL would otherwise compute them for every row OFFSET skips.
 */
type Shape = {
  member: boolean;
  followedBy: 'none' | 'some' | undefined;
  correctMe: boolean;
  /** 'some': the viewer's (a member's) help-wanted list; 'none': a visitor's, always empty. */
  helpWanted: 'none' | 'some' | undefined;
  keys: string[];
  /** A search on a small moments table (small-tables.ts). */
  plannedOnce: boolean;
  /** Keyset: the page starts after the moment `after` (decision 063) instead of an OFFSET. */
  anchored: boolean;
  paging: PageWindow;
};

/**
 * The moments after the anchor in the feed's order (newest first): a row comparison PostgreSQL
 * starts the newest-first index scan from, as it does a first page. The anchor must be one the
 * viewer may see (its position would otherwise tell when a hidden moment was published); the
 * inner `moments` is the subquery's own row, which momentVisibleTo's columns then name.
 */
function afterAnchor(viewer: ViewerParam): SQL {
  return sql`(${moments.publishedAt}, ${moments.id}) < (select ${moments.publishedAt}, ${moments.id} from ${moments} where ${moments.id} = ${sql.placeholder('after')} and ${momentVisibleTo(viewer)})`;
}

function preparePage(db: Db, shape: Shape) {
  const { member, followedBy, correctMe, helpWanted, keys, plannedOnce, anchored, paging } = shape;
  const viewer = member ? sql.placeholder('viewer') : null;
  const { limit, offset } = pageWindowClauses(paging);
  const values = Object.fromEntries(keys.map((key) => [key, sql.placeholder(key)]));
  const where = and(
    momentVisibleTo(viewer),
    ...filterConditions({
      followedBy:
        followedBy === undefined
          ? undefined
          : followedBy === 'none'
            ? null
            : sql.placeholder('followedBy'),
      correctMe,
      helpWanted:
        helpWanted === undefined
          ? undefined
          : viewer && helpWanted === 'some'
            ? { except: viewer }
            : null,
      values: values as Record<keyof FilterValues['values'], Bound>,
      plannedOnce,
    }),
    ...(viewer ? [publishedUpTo(viewer)] : []),
    ...(anchored ? [afterAnchor(viewer)] : []),
  );
  const newestFirst = [desc(moments.publishedAt), desc(moments.id)];
  const pageIds = db
    .select({ id: moments.id })
    .from(moments)
    .where(where)
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset)
    .as('page_ids');
  return db
    .select(momentColumns(viewer))
    .from(pageIds)
    .innerJoin(moments, eq(moments.id, pageIds.id))
    .innerJoin(users, eq(users.id, moments.userId))
    .orderBy(...newestFirst)
    .prepare(pageStatementName(shape));
}

/** The statement's name, which tells every shape apart: also the key it is kept under. */
function pageStatementName({
  member,
  followedBy,
  correctMe,
  helpWanted,
  keys,
  plannedOnce,
  anchored,
  paging,
}: Shape) {
  // Each filter by its initial (unique among them): PostgreSQL cuts names at 63 bytes.
  // Then `k` for correct-me only, `h`/`x` for help wanted (some/none), `o` for a search planned
  // once, `a` for a page after an anchor.
  const flags = `${correctMe ? 'k' : ''}${helpWanted === undefined ? '' : helpWanted === 'some' ? 'h' : 'x'}${plannedOnce ? 'o' : ''}${anchored ? 'a' : ''}`;
  return `moments_page_${member ? 'm' : 'v'}_${followedBy ?? 'all'}_${keys.map((k) => k[0]).join('')}${flags ? `_${flags}` : ''}_${paging.shape}`;
}
const pageStatement = preparedPerShape<ReturnType<typeof preparePage>>();

/**
 * One page, newest first by publication time, only what the viewer may see: the `page`th, or with
 * `after` the `limit` moments after that one (none when the viewer cannot see it).
 */
export async function listMoments(
  db: Db,
  viewerId: string | null,
  filters: MomentFilters,
  page: number,
  limit: number,
  after?: string,
): Promise<MomentRow[]> {
  const { followedBy, correctMe, helpWanted, values } = filterValues(filters);
  const present = Object.entries(values).filter(([, value]) => value !== undefined);
  const keys = present.map(([key]) => key);
  const followedShape =
    followedBy === undefined ? undefined : followedBy === null ? 'none' : 'some';
  // The help-wanted list leaves out the viewer's own moments: the viewer it was built for.
  const helpShape =
    helpWanted === undefined
      ? undefined
      : helpWanted && helpWanted.except === viewerId
        ? 'some'
        : 'none';
  const shape: Shape = {
    member: viewerId !== null,
    followedBy: followedShape,
    correctMe,
    helpWanted: helpShape,
    keys,
    plannedOnce: keys.includes('pattern') && isSmallTable(db, moments),
    anchored: after !== undefined,
    // The feed's, a member's page's (the web app asks for 100) and the API's default sizes. A
    // search, a tag, a language or the viewer's follows change which plan is best (a rare word
    // wants the trigram index), so those shapes are still planned for their values every time.
    paging: pageWindow(after === undefined ? page : 1, limit, {
      usualLimits: [LIMITS.momentsPageSize, LIMITS.userMomentsPageSize, LIMITS.pageLimitMax],
      plannedPerValue: !keys.every((key) => key === 'userId') || followedShape === 'some',
    }),
  };
  const statement = pageStatement(db, pageStatementName(shape), () => preparePage(db, shape));
  return statement.execute({
    ...Object.fromEntries(present),
    ...(viewerId ? { viewer: viewerId } : {}),
    ...(followedShape === 'some' ? { followedBy } : {}),
    ...(after === undefined ? {} : { after }),
    ...shape.paging.values,
  });
}

/**
 * How many moments the viewer may see with these filters, stopping at LIMITS.listCountCap
 * (docs/decisions/008-capped-feed-count.md).
 */
export async function countMoments(
  db: Db,
  viewerId: string | null,
  filters: MomentFilters,
): Promise<number> {
  const matching = db
    .select({ one: sql`1` })
    .from(moments)
    .where(and(momentVisibleTo(viewerId), ...filterConditions(filterValues(filters))))
    .limit(LIMITS.listCountCap)
    .as('matching');
  const totals = await db.select({ n: count() }).from(matching);
  return totals[0]?.n ?? 0;
}
