import fs from 'node:fs';
import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { serverRoot } from '../paths.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import { importPgliteDataDir } from './pglite-import.ts';
import * as schema from './schema/index.ts';
import { lastAppliedMigration, tablesToVacuum, vacuumTables } from './vacuum-after-migrations.ts';
// drizzle's pool transactions leak the client when BEGIN fails; fixed before any is opened.
import './pool-transactions.ts';

/** Both drivers expose the same query builder; we type against node-postgres's. */
export type Db = NodePgDatabase<typeof schema>;

/** The handle `db.transaction` passes to its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** For queries that run on their own or inside a caller's transaction. */
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres' | 'embedded';
  close: () => Promise<void>;
  /** Where lost pooled connections are reported (PostgreSQL stopped or restarted); stderr until set. */
  onConnectionLost: (listener: (error: Error) => void) => void;
};

const migrationsFolder = path.join(serverRoot, 'drizzle');

export type DatabaseOptions = {
  /** PostgreSQL URL; without it (and without `embeddedDataDir`) an in-process PGlite is used. */
  url?: string;
  /**
   * DATA_DIR of the default install: a PostgreSQL server the app starts (DATA_DIR/postgres) and
   * stops on close; a PGlite database left in DATA_DIR/db by an older version is moved into it.
   */
  embeddedDataDir?: string;
  /** Start-up messages: the embedded server's, the vacuum after an upgrade (dropped when unset). */
  log?: (message: string) => void;
  /** PostgreSQL schema to create and use (tests, benchmarks). */
  schemaName?: string;
  /** PGlite data directory; 'memory://' for a throw-away database. */
  pgliteDir?: string;
  /** A PGlite data dir dump to start from (fast test databases). */
  pgliteSnapshot?: Blob | File;
};

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const log = options.log ?? (() => undefined);
  if (options.url) return openPostgres(options.url, log, options.schemaName);
  if (options.embeddedDataDir) return openEmbedded(options.embeddedDataDir, log);
  return openPglite(options.pgliteDir ?? 'memory://', options.pgliteSnapshot);
}

async function openEmbedded(dataDir: string, log: (message: string) => void): Promise<Database> {
  const server = await startEmbeddedPostgres(dataDir, log);
  try {
    const database = await openPostgres(server.url, log);
    await importPgliteDataDir({
      pgliteDir: path.join(dataDir, 'db'),
      targetUrl: server.url,
      openPglite: async (dir) => {
        const { client } = await openPgliteClient(dir);
        return { client, close: () => client.close() };
      },
      log,
    }).catch(async (error: unknown) => {
      await database.close();
      throw error;
    });
    return {
      ...database,
      kind: 'embedded',
      async close() {
        await database.close();
        await server.stop();
      },
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** Extensions the migrations use (0002); they must live in `public`, see below. */
const EXTENSIONS = ['unaccent', 'pg_trgm'] as const;

/**
 * Puts the extensions in `public`, where every schema's search_path finds them. Left to the
 * migration, a run with its own schema (tests, benchmarks) would create them inside that schema,
 * hide them from every other schema, and take them along when the schema is dropped.
 * An advisory lock keeps parallel test files from racing on CREATE EXTENSION.
 */
async function preparePostgres(url: string, schemaName?: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock(8123001)');
    for (const name of EXTENSIONS) {
      const { rows } = await admin.query<{ schema: string }>(
        `SELECT n.nspname AS schema FROM pg_extension e
           JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = $1`,
        [name],
      );
      if (!rows[0]) await admin.query(`CREATE EXTENSION IF NOT EXISTS ${name} WITH SCHEMA public`);
      else if (rows[0].schema !== 'public') {
        await admin.query(`ALTER EXTENSION ${name} SET SCHEMA public`);
      }
    }
    if (schemaName) await admin.query(`CREATE SCHEMA IF NOT EXISTS "${schemaName}"`);
  } finally {
    await admin.query('SELECT pg_advisory_unlock(8123001)').catch(() => undefined);
    await admin.end();
  }
}

async function openPostgres(
  url: string,
  log: (message: string) => void,
  schemaName?: string,
): Promise<Database> {
  await preparePostgres(url, schemaName);
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // JIT compiles a query's expressions when its estimated cost is high (an OFFSET deep into the
    // feed, a count): 20-30 ms per execution, more than such a query takes to run (issue 32).
    // Extensions live in public; the run's own schema comes first.
    options: `-c jit=off${schemaName ? ` -c search_path=${schemaName},public` : ''}`,
  });
  // A stopped or restarted PostgreSQL ends every connection, and an 'error' event nobody listens
  // to stops Node. The pool drops an idle client and re-emits its error; a client checked out
  // between two queries of a transaction fails its next query instead, and the pool drops it on
  // release. New connections are opened when PostgreSQL is back.
  let connectionLost = (error: Error) =>
    console.error('PostgreSQL connection lost:', error.message);
  pool.on('error', (error) => connectionLost(error));
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzlePg(pool, { schema });
  const migrationsSchema = schemaName ?? 'drizzle';
  const migratedUpTo = await lastAppliedMigration(pool, migrationsSchema);
  // Read before migrating: a migration whose marker names no table stops the start, not half of it.
  const rewritten = migratedUpTo === null ? [] : tablesToVacuum(migrationsFolder, migratedUpTo);
  await migratePg(db, { migrationsFolder, migrationsSchema });
  await vacuumTables(pool, rewritten, log);
  return {
    db,
    kind: 'postgres',
    close: () => pool.end(),
    onConnectionLost: (listener) => (connectionLost = listener),
  };
}

/** PGlite is loaded when used (tests, an upgrade), not at every start of the server. */
async function openPgliteClient(dir: string, snapshot?: Blob | File) {
  const [
    { PGlite },
    { pg_trgm },
    { unaccent },
    { drizzle: drizzlePglite },
    { migrate: migratePglite },
  ] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/unaccent'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  if (!dir.startsWith('memory://')) fs.mkdirSync(dir, { recursive: true });
  const extensions = { unaccent, pg_trgm };
  const client = new PGlite(dir, snapshot ? { loadDataDir: snapshot, extensions } : { extensions });
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { client, db };
}

async function openPglite(dir: string, snapshot?: Blob | File): Promise<Database> {
  const { client, db } = await openPgliteClient(dir, snapshot);
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
    // In-process: there is no connection to lose.
    onConnectionLost: () => undefined,
  };
}

export { acquireDataDirLock } from './data-dir-lock.ts';
