import { LIMITS, type TMembersQuery } from '@chingu/contract';
import {
  and,
  asc,
  count,
  desc,
  eq,
  isNull,
  ne,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import {
  pageWindow,
  pageWindowClauses,
  pageWindowFromEnd,
  preparedPerShape,
  type PageWindow,
} from '../../db/prepared.ts';
import { blocks, follows, profileVisits, users } from '../../db/schema/index.ts';
import { likePattern, searchTextContains } from '../../db/search.ts';
import { isSmallTable } from '../../db/small-tables.ts';
import {
  listedMemberMomentsCount,
  memberRowInViewerAgeBand,
  visibleMomentsCount,
  type ViewerParam,
} from '../../db/visibility.ts';
import { publicUserColumns, withVisibleMoments } from '../members/serialize.ts';

/** Whether the viewer follows the row's member (false for visitors). */
function isFollowingColumn(viewerId: ViewerParam) {
  return viewerId
    ? sql<boolean>`exists (select 1 from ${follows} where ${follows.followerId} = ${viewerId} and ${follows.followeeId} = ${users.id})`
    : sql<boolean>`false`;
}

/** The directory's filters; `onlineIds` are the members online now when `online` is asked. */
export type MemberFilters = TMembersQuery & { onlineIds?: string[] };

/**
 * The filters as the SQL binds them, computed once in JS (the search as a LIKE pattern); absent
 * ones are left out.
 */
function filterValues(query: MemberFilters) {
  return {
    language: query.language || undefined,
    native: query.native_language || undefined,
    target: query.language_to_learn || undefined,
    pattern: query.q ? likePattern(query.q) : undefined,
    country: query.country || undefined,
    onlineIds: query.onlineIds,
    // Named for an initial no other filter has (the statement's name, below).
    userLevel: query.level || undefined,
  };
}
type Bound<T> = T | Placeholder | undefined;
type BoundFilters = {
  language: Bound<string>;
  native: Bound<string>;
  target: Bound<string>;
  pattern: Bound<string>;
  country: Bound<string>;
  onlineIds: Bound<string[]>;
  userLevel: Bound<string>;
};

/**
 * Which members the directory lists for this viewer and these filters. `plannedOnce`: the search
 * and country are computed once per execution, for a plan PostgreSQL keeps (small-tables.ts).
 */
function memberConditions(
  viewerId: ViewerParam,
  values: BoundFilters,
  plannedOnce = false,
): SQL | undefined {
  // Suspended members are gone for everyone (PRODUCT §8.5); minors and adults do not see each
  // other, and visitors see adults only (PRODUCT §9.1).
  const conditions: SQL[] = [isNull(users.suspendedAt), memberRowInViewerAgeBand(viewerId)];
  if (viewerId) {
    conditions.push(ne(users.id, viewerId));
    // A block in either direction hides the two members from each other.
    conditions.push(
      sql`not exists (select 1 from ${blocks} where (${blocks.blockerId} = ${viewerId} and ${blocks.blockedId} = ${users.id}) or (${blocks.blockerId} = ${users.id} and ${blocks.blockedId} = ${viewerId}))`,
    );
  }
  if (values.language) {
    conditions.push(
      or(eq(users.nativeLanguage, values.language), eq(users.languageToLearn, values.language))!,
    );
  }
  if (values.native) conditions.push(eq(users.nativeLanguage, values.native));
  if (values.target) conditions.push(eq(users.languageToLearn, values.target));
  if (values.userLevel) conditions.push(sql`${users.level} = ${values.userLevel}`);
  if (values.pattern) {
    conditions.push(
      searchTextContains([users.nameSearch, users.bioSearch], values.pattern, plannedOnce),
    );
  }
  if (values.country) {
    // "korea" and "Korea", "Perú" and "peru" are one country however members wrote it.
    const country = sql`lower(immutable_unaccent(${values.country}))`;
    conditions.push(
      sql`lower(immutable_unaccent(${users.location} ->> 'country')) = ${plannedOnce ? sql`(select ${country})` : country}`,
    );
  }
  if (values.onlineIds) {
    // One array parameter: a bare JS array in a sql template would become a list of them.
    const ids = Array.isArray(values.onlineIds) ? sql.param(values.onlineIds) : values.onlineIds;
    conditions.push(sql`${users.id} = any(${ids}::uuid[])`);
  }
  return and(...conditions);
}

/** The list's order: most followed first, or newest first; ties by the newest, then by id. */
function memberOrder(sort: MemberFilters['sort']) {
  return sort === 'popular'
    ? [users.followersCount, users.createdAt, users.id]
    : [users.createdAt, users.id];
}

/**
 * The members after the anchor in the list's order, as a row comparison PostgreSQL starts the
 * order's index scan from (users_popular_idx, users_created_id_idx). The anchor must be a member
 * the viewer may list; the inner `users` is the subquery's own row, which the conditions name.
 */
function afterAnchor(viewer: ViewerParam, sort: MemberFilters['sort']): SQL {
  const columns = sql.join(memberOrder(sort), sql`, `);
  return sql`(${columns}) < (select ${columns} from ${users} where ${users.id} = ${sql.placeholder('after')} and ${memberConditions(viewer, {} as BoundFilters)})`;
}

/**
 * The directory's page query for one shape (visitor or member, sort, which filters are
 * present), with placeholders for every value, sent as a named prepared statement (decision
 * 032): no query building in Node and no planning in PostgreSQL once a connection has it.
 */
function preparePage(
  db: Db,
  name: string,
  member: boolean,
  sort: MemberFilters['sort'],
  keys: string[],
  plannedOnce: boolean,
  anchored: boolean,
  paging: PageWindow,
) {
  const viewer = member ? sql.placeholder('viewer') : null;
  const { limit, offset } = pageWindowClauses(paging);
  const values = Object.fromEntries(keys.map((key) => [key, sql.placeholder(key)]));
  const order = memberOrder(sort).map((column) => desc(column));
  // A page read from the end (pageWindowFromEnd) walks the order backwards; the outer query puts
  // its rows back in the list's order.
  const walk = paging.shape === 'end' ? memberOrder(sort).map((column) => asc(column)) : order;
  // The page's ids first (index order, no per-row work), then the counts for those rows only:
  // PostgreSQL would otherwise compute them for every row that OFFSET skips on deep pages.
  const pageIds = db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        memberConditions(viewer, values as BoundFilters, plannedOnce),
        anchored ? afterAnchor(viewer, sort) : undefined,
      ),
    )
    .orderBy(...walk)
    .limit(limit)
    .offset(offset)
    .as('page_ids');
  return db
    .select({
      user: publicUserColumns,
      isFollowing: isFollowingColumn(viewer),
      momentsCount: listedMemberMomentsCount(viewer, users.id),
    })
    .from(pageIds)
    .innerJoin(users, eq(users.id, pageIds.id))
    .orderBy(...order)
    .prepare(name);
}
const pageStatement = preparedPerShape<ReturnType<typeof preparePage>>();

/**
 * One directory page, in the requested order: the `page`th, or with `after` the members after
 * that one (none when the viewer may not list them). `total`, the list's count when known, lets a
 * page past the middle be read from the end.
 */
export async function listMembers(
  db: Db,
  viewerId: string | null,
  query: MemberFilters,
  total?: number,
) {
  const anchored = query.after !== undefined;
  const present = Object.entries(filterValues(query)).filter(([, value]) => value !== undefined);
  const keys = present.map(([key]) => key);
  // Only a search or a country has a value to compute once; other shapes have one statement.
  const plannedOnce =
    (keys.includes('pattern') || keys.includes('country')) && isSmallTable(db, users);
  // A filter changes which plan is best (a rare language or word wants its own index), so a
  // filtered page is still planned for its values every time.
  const fromEnd =
    anchored || total === undefined ? null : pageWindowFromEnd(query.page, query.limit, total);
  if (fromEnd?.limit === 0) return [];
  const paging =
    fromEnd ??
    pageWindow(anchored ? 1 : query.page, query.limit, {
      usualLimits: [LIMITS.communityPageSize],
      plannedPerValue: keys.length > 0,
    });
  // The statement's name tells every shape apart, so it is also the key it is kept under. Each
  // filter by its initial (unique among them): PostgreSQL cuts names at 63 bytes.
  const name = `members_page_${viewerId ? 'm' : 'v'}_${query.sort ?? 'new'}_${keys.map((k) => k[0]).join('')}${plannedOnce ? '_once' : ''}${anchored ? '_a' : ''}_${paging.shape}`;
  const statement = pageStatement(db, name, () =>
    preparePage(db, name, viewerId !== null, query.sort, keys, plannedOnce, anchored, paging),
  );
  const rows = await statement.execute({
    ...Object.fromEntries(present),
    ...(viewerId ? { viewer: viewerId } : {}),
    ...(anchored ? { after: query.after } : {}),
    ...paging.values,
  });
  return rows.map(withVisibleMoments);
}

/** How many members the directory finds for this viewer and these filters (all pages). */
export async function countMembers(
  db: Db,
  viewerId: string | null,
  query: MemberFilters,
): Promise<number> {
  const totals = await db
    .select({ n: count() })
    .from(users)
    .where(memberConditions(viewerId, filterValues(query)));
  return totals[0]?.n ?? 0;
}

export async function findMember(db: Db, viewerId: string | null, id: string) {
  const rows = await db
    .select({
      user: publicUserColumns,
      isFollowing: isFollowingColumn(viewerId),
      momentsCount: visibleMomentsCount(viewerId, users.id),
    })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.suspendedAt), memberRowInViewerAgeBand(viewerId)))
    .limit(1);
  return rows[0] && withVisibleMoments(rows[0]);
}

/** Records a distinct visitor once; the counter moves only for a first visit. */
export async function recordVisit(db: Db, profileId: string, visitorId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(profileVisits)
      .values({ profileId, visitorId })
      .onConflictDoNothing()
      .returning({ id: profileVisits.profileId });
    if (inserted.length) {
      await tx
        .update(users)
        .set({ visitorsCount: sql`${users.visitorsCount} + 1` })
        .where(eq(users.id, profileId));
    }
  });
}

export async function communityStats(db: Db) {
  const result = await db.execute<{ members: number; languages: number; countries: number }>(sql`
    select
      (select count(*)::int from ${users} where ${users.suspendedAt} is null) as members,
      (select count(distinct l)::int from (
        select ${users.nativeLanguage} as l from ${users}
        union select ${users.languageToLearn} from ${users}
      ) langs where l <> '') as languages,
      (select count(distinct lower(immutable_unaccent(${users.location} ->> 'country')))::int from ${users}
        where coalesce(${users.location} ->> 'country', '') <> '') as countries
  `);
  const row = result.rows[0];
  return {
    activeLearners: row?.members ?? 0,
    languages: row?.languages ?? 0,
    countries: row?.countries ?? 0,
  };
}
