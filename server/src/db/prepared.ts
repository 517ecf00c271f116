import { sql, type Placeholder, type Query, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from './index.ts';

/*
 * Named prepared statements (decision 032): built once per database and reused. A drizzle
 * prepared query belongs to the database it was built on, and one process can open several (the
 * tests, two app nodes on one PGlite), so they are kept per database, never in a module constant.
 */

/** `prepare` run once per database; the returned function gives that database's statement. */
export function preparedPerDb<T>(prepare: (db: Db) => T): (db: Db) => T {
  const statements = new WeakMap<Db, T>();
  return (db) => {
    let statement = statements.get(db);
    if (statement === undefined) statements.set(db, (statement = prepare(db)));
    return statement;
  };
}

/**
 * One statement per query shape (which filters are present, the sort...), each prepared on its
 * first use: `statementFor(db, shape, () => prepare(...))`.
 */
export function preparedPerShape<T>(): (db: Db, shape: string, prepare: () => T) => T {
  const byDb = new WeakMap<Db, Map<string, T>>();
  return (db, shape, prepare) => {
    let statements = byDb.get(db);
    if (!statements) byDb.set(db, (statements = new Map()));
    let statement = statements.get(shape);
    if (statement === undefined) statements.set(shape, (statement = prepare()));
    return statement;
  };
}

const dialect = new PgDialect();

/**
 * A statement written with drizzle's `sql` and placeholders (`sql.placeholder('name')`), its text
 * made once on its first run and run as a named prepared statement on whichever connection runs
 * it: the pool's, or a transaction's, which drizzle's `.prepare()` cannot do (its statements run on
 * the database they were made on). Its text must not depend on anything but its name. The rows
 * come as the driver gives them (no column mapping, times as text).
 */
export function namedStatement<Row>(name: string, build: (db: DbOrTx) => SQL) {
  let query: Query | undefined;
  return async (db: DbOrTx, values: Record<string, unknown>): Promise<Row[]> => {
    query ??= dialect.sqlToQuery(build(db));
    const result = await db._.session.prepareQuery(query, undefined, name, false).execute(values);
    return (result as { rows: Row[] }).rows;
  };
}

/**
 * namedStatement per query shape, each made on its first use: `statementFor(name, build)`. The
 * name must tell the shapes apart (it is the key too).
 */
export function namedStatementsPerShape<Row>() {
  const statements = new Map<string, ReturnType<typeof namedStatement<Row>>>();
  return (name: string, build: (db: DbOrTx) => SQL) => {
    let statement = statements.get(name);
    if (!statement) statements.set(name, (statement = namedStatement<Row>(name, build)));
    return statement;
  };
}

/**
 * How a prepared page query takes its LIMIT and OFFSET. PostgreSQL plans a LIMIT or OFFSET that is
 * a parameter as if it were a tenth of the rows (5,000 of 100,000 members), so the generic plan of
 * a statement paged by parameters always costs more than one made for the values, is never kept,
 * and every execution is planned again: at full size 1.2 ms of the directory's first page (0.7 ms
 * to run it) and 1.9-2.4 ms of the feed's (1.0-1.3 ms to run it). At one of the list's usual sizes
 * the LIMIT is written into the statement's text instead, and on the first page the OFFSET too:
 * the first page keeps one plan, and the deeper pages' statement keeps its generic plan when the
 * pages asked for are deep (where a plan made for the offset costs more than the generic one).
 * That is two statements more per shape and size; an unusual size keeps parameters, as a
 * statement per limit would grow without bound. A shape whose best plan depends on its values (a
 * search: a rare word wants the trigram index) is `plannedPerValue`, so it is still planned for
 * each execution's values.
 */
export type PageWindow = {
  limit: number;
  offset: number;
  literalLimit: boolean;
  literalOffset: boolean;
  /** Part of the statement's shape and name: which text the paging gives. */
  shape: string;
  /** The values the statement's paging placeholders take. */
  values: { limit?: number; offset?: number };
};

/**
 * `plannedPerValue`: the shape's best plan depends on its values (a search, a tag, a language), so
 * it keeps LIMIT and OFFSET as parameters and is planned for each execution's values.
 */
export function pageWindow(
  page: number,
  limit: number,
  { usualLimits, plannedPerValue }: { usualLimits: readonly number[]; plannedPerValue: boolean },
): PageWindow {
  const offset = (page - 1) * limit;
  const literalLimit =
    !plannedPerValue && usualLimits.includes(limit) && Number.isSafeInteger(limit) && limit > 0;
  const literalOffset = literalLimit && page === 1;
  return {
    limit,
    offset,
    literalLimit,
    literalOffset,
    shape: literalOffset ? `first${limit}` : literalLimit ? `l${limit}` : 'paged',
    values: {
      ...(literalLimit ? {} : { limit }),
      ...(literalOffset ? {} : { offset }),
    },
  };
}

/**
 * A page past the middle of a list of `total` items, read from the list's end: the order
 * reversed, with the OFFSET counted from the end, so the last page skips nothing instead of every
 * item before it (the directory's last page at 100,000 members: 20 ms). `null` for a page in the
 * first half, which the usual window reads. A page past the end has `limit` 0. Limit and offset
 * vary with the total, so they stay parameters. The rows come in reversed order.
 */
export function pageWindowFromEnd(page: number, limit: number, total: number): PageWindow | null {
  const start = (page - 1) * limit;
  if (start <= total / 2) return null;
  const end = Math.min(start + limit, total);
  const fromEnd = { limit: Math.max(0, end - start), offset: Math.max(0, total - end) };
  return {
    ...fromEnd,
    literalLimit: false,
    literalOffset: false,
    shape: 'end',
    values: fromEnd,
  };
}

/** The LIMIT and OFFSET for a query builder: literal, or the placeholders `limit` and `offset`. */
export function pageWindowClauses(paging: PageWindow): { limit: Placeholder; offset: Placeholder } {
  // drizzle types LIMIT as a number or a placeholder and sends a number as a parameter; raw SQL is
  // written as it is (pg-core's dialect embeds any object). A literal OFFSET 0 is no offset to
  // the planner (and the page's LIMIT already keeps the subquery from being flattened).
  const literal = (value: number) => sql.raw(String(value)) as unknown as Placeholder;
  return {
    limit: paging.literalLimit ? literal(paging.limit) : sql.placeholder('limit'),
    offset: paging.literalOffset ? literal(0) : sql.placeholder('offset'),
  };
}
