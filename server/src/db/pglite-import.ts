import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * Upgrade from the PGlite default (before decision 024): DATA_DIR/db is a PGlite data dir. Its
 * rows are copied into the embedded PostgreSQL, which has the same Drizzle migrations applied,
 * table by table in one transaction, with foreign keys and triggers off (replica role) so the
 * order does not matter. The old dir is renamed, never deleted.
 */

const BATCH_ROWS = 2000;

type Log = (message: string) => void;

/** Tables of the app (public schema), with the columns a row can be inserted with. */
async function tablesOf(source: PGlite) {
  const { rows } = await source.query<{ table_name: string; columns: string[] }>(
    `SELECT c.table_name, array_agg(c.column_name::text ORDER BY c.ordinal_position) AS columns
       FROM information_schema.columns c
       JOIN information_schema.tables t
         ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
        AND c.is_generated = 'NEVER'
      GROUP BY c.table_name ORDER BY c.table_name`,
  );
  return rows.map((row) => ({ name: row.table_name, columns: row.columns }));
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Copies every row; returns how many. Runs only on a target that has none of them yet. */
async function copyRows(
  source: PGlite,
  target: pg.Client,
): Promise<{ rows: number; tables: number }> {
  const tables = await tablesOf(source);
  let rows = 0;
  await target.query('BEGIN');
  try {
    await target.query("SET LOCAL session_replication_role = 'replica'");
    for (const table of tables) {
      const columns = table.columns.map(quote).join(', ');
      for (let offset = 0; ; offset += BATCH_ROWS) {
        // ctid order: a stable page through a table nobody writes to meanwhile.
        const batch = await source.query<{ batch: string | null; n: number }>(
          `SELECT json_agg(row_to_json(t))::text AS batch, count(*)::int AS n
             FROM (SELECT ${columns} FROM ${quote(table.name)} ORDER BY ctid
                   LIMIT ${BATCH_ROWS} OFFSET ${offset}) t`,
        );
        const { batch: json, n } = batch.rows[0]!;
        if (!json || n === 0) break;
        await target.query(
          `INSERT INTO ${quote(table.name)} (${columns})
             SELECT ${columns} FROM json_populate_recordset(NULL::${quote(table.name)}, $1::json)`,
          [json],
        );
        rows += n;
        if (n < BATCH_ROWS) break;
      }
    }
    await target.query('COMMIT');
  } catch (error) {
    await target.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
  // Fresh planner statistics after a bulk load.
  await target.query('ANALYZE');
  return { rows, tables: tables.length };
}

/** Whether any app table already has rows (a copy that committed before the rename). */
async function targetHasRows(target: pg.Client, tables: string[]): Promise<boolean> {
  for (const table of tables) {
    const { rows } = await target.query(`SELECT 1 FROM ${quote(table)} LIMIT 1`);
    if (rows.length > 0) return true;
  }
  return false;
}

/**
 * When `pgliteDir` holds a PGlite database, migrates it (`openPglite` brings its schema to the
 * latest migration) and copies its rows to the migrated PostgreSQL at `targetUrl`.
 */
export async function importPgliteDataDir(options: {
  pgliteDir: string;
  targetUrl: string;
  openPglite: (dir: string) => Promise<{ client: PGlite; close: () => Promise<void> }>;
  log: Log;
}): Promise<void> {
  const { pgliteDir, targetUrl, log } = options;
  if (!fs.existsSync(path.join(pgliteDir, 'PG_VERSION'))) return;
  log(`Moving the PGlite database in ${pgliteDir} to the embedded PostgreSQL`);
  const source = await options.openPglite(pgliteDir);
  const target = new pg.Client({ connectionString: targetUrl });
  await target.connect();
  try {
    const tables = (await tablesOf(source.client)).map((t) => t.name);
    if (await targetHasRows(target, tables)) {
      log('The PostgreSQL database already holds the rows (copied before a restart)');
    } else {
      const copied = await copyRows(source.client, target);
      log(`Copied ${copied.rows} rows in ${copied.tables} tables`);
    }
  } finally {
    await target.end();
    await source.close();
  }
  const kept = `${pgliteDir}.pglite-${new Date().toISOString().replaceAll(':', '-')}`;
  fs.renameSync(pgliteDir, kept);
  log(`The old PGlite directory is kept as ${kept}; delete it once you no longer need it`);
}
