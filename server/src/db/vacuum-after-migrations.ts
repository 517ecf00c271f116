import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';

/**
 * A migration that rewrites a table (a stored generated column added, every row updated) leaves
 * the table's visibility map empty: index-only scans visit the heap for every row again (151,559
 * heap fetches in one plan of the directory after migration 0029 at full size) until a vacuum
 * runs, and a rewrite does not count towards autovacuum's thresholds. Drizzle runs the migrations
 * in one transaction, where VACUUM cannot run, so the start-up vacuums those tables afterwards.
 *
 * A migration names them in a line of its SQL: `-- vacuum after: users, moments`.
 */
const VACUUM_MARKER = /^-- vacuum after: (.+)$/gm;
const TABLE_NAME = /^[a-z_][a-z0-9_]*$/;

type JournalEntry = { when: number; tag: string };

/**
 * When the newest migration already applied was generated (drizzle's `created_at`), or null for a
 * database no migration has run on (a fresh install: its tables are new and small, so no vacuum).
 */
export async function lastAppliedMigration(
  pool: pg.Pool,
  migrationsSchema: string,
): Promise<number | null> {
  const table = `"${migrationsSchema.replaceAll('"', '""')}".__drizzle_migrations`;
  const { rows } = await pool.query<{ present: boolean }>(
    'SELECT to_regclass($1) IS NOT NULL AS present',
    [table],
  );
  if (!rows[0]?.present) return null;
  const last = await pool.query<{ when: string | null }>(
    `SELECT max(created_at)::text AS when FROM ${table}`,
  );
  return last.rows[0]?.when == null ? null : Number(last.rows[0].when);
}

/** The tables the migrations generated after `since` ask to vacuum, each once. */
export function tablesToVacuum(migrationsFolder: string, since: number): string[] {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: JournalEntry[] };
  const tables = new Set<string>();
  for (const entry of journal.entries.filter(({ when }) => when > since)) {
    const sqlText = fs.readFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), 'utf8');
    for (const [, list] of sqlText.matchAll(VACUUM_MARKER)) {
      for (const name of list!.split(',').map((table) => table.trim())) {
        if (!TABLE_NAME.test(name)) {
          throw new Error(`${entry.tag}.sql: "${name}" in "-- vacuum after:" is not a table name`);
        }
        tables.add(name);
      }
    }
  }
  return [...tables];
}

/**
 * VACUUM (ANALYZE) each table, outside any transaction. It reads the whole table once (about a
 * minute at 1,000,000 moments) and blocks neither reads nor writes; the server waits for it so
 * that its first requests are served by index-only scans, as before the upgrade.
 */
export async function vacuumTables(
  pool: pg.Pool,
  tables: string[],
  log: (message: string) => void,
): Promise<void> {
  for (const table of tables) {
    const started = Date.now();
    await pool.query(`VACUUM (ANALYZE) "${table}"`);
    log(`Vacuumed ${table} after its migration rewrote it (${Date.now() - started} ms)`);
  }
}
