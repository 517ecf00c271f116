import type { Db } from './index.ts';

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
