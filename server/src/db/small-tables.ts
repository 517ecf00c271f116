import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './index.ts';

/*
 * Searches are planned for the text searched: at full size that plan is what keeps a rare word
 * on the trigram index (0.5 ms) instead of walking every member (700 ms with a generic plan).
 * On a small table every plan is a scan of a few pages, and planning costs five times the query
 * (0.5 ms of PostgreSQL's CPU for 0.1 ms of work on the demo data): there a search may use the
 * plan PostgreSQL keeps. Which one a table gets is decided here, from a bounded count.
 */

/** Up to this many rows a search's scan of the whole table costs about what planning it does. */
const SMALL_TABLE_ROWS = 2_000;
/** How long a count stands before the next request starts a new one (in the background). */
const RECOUNT_MS = 60_000;

type Count = { small: boolean; countedAt: number; counting: Promise<void> | null };
const countsByDb = new WeakMap<Db, Map<PgTable, Count>>();

/**
 * Whether `table` held at most SMALL_TABLE_ROWS rows when last counted. Never waits: an old
 * count starts a new one in the background, and before the first count answers a table is not
 * small (the plan that is right at every size).
 */
export function isSmallTable(db: Db, table: PgTable, now = Date.now()): boolean {
  const count = countFor(db, table);
  if (!count.counting && now - count.countedAt >= RECOUNT_MS) void recountTable(db, table);
  return count.small;
}

/**
 * Counts `table` now (at most SMALL_TABLE_ROWS + 1 rows read), or joins the count under way;
 * isSmallTable gives the answer after.
 */
export function recountTable(db: Db, table: PgTable): Promise<void> {
  const count = countFor(db, table);
  count.counting ??= db
    .execute<{ n: number }>(
      sql`select count(*)::int as n from (select 1 from ${table} limit ${SMALL_TABLE_ROWS + 1}) as rows`,
    )
    .then(
      ({ rows }) => {
        count.small = (rows[0]?.n ?? Infinity) <= SMALL_TABLE_ROWS;
      },
      // Not counted (the database restarting, say): keep the last answer and try again later.
      () => undefined,
    )
    .finally(() => {
      count.countedAt = Date.now();
      count.counting = null;
    });
  return count.counting;
}

function countFor(db: Db, table: PgTable): Count {
  let counts = countsByDb.get(db);
  if (!counts) countsByDb.set(db, (counts = new Map()));
  let count = counts.get(table);
  if (!count) counts.set(table, (count = { small: false, countedAt: -Infinity, counting: null }));
  return count;
}
