import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/index.ts';
import { tablesToVacuum } from '../../src/db/vacuum-after-migrations.ts';
import { serverRoot } from '../../src/paths.ts';
import { insertMembersWithMoments } from '../helpers/bulk-rows.ts';

const migrationsFolder = path.join(serverRoot, 'drizzle');
type Journal = { entries: { idx: number; when: number; tag: string }[] };
const journal = JSON.parse(
  fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
) as Journal;
const whenOf = (prefix: string) => journal.entries.find(({ tag }) => tag.startsWith(prefix))!.when;

/** A copy of the migrations that ends before `firstLeftOut`, as an older release shipped them. */
function migrationsUntil(firstLeftOut: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chingu-migrations-'));
  fs.cpSync(migrationsFolder, dir, { recursive: true });
  const entries = journal.entries.filter(({ when }) => when < whenOf(firstLeftOut));
  fs.writeFileSync(
    path.join(dir, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries }),
  );
  return dir;
}

const url = process.env.DATABASE_URL!;
const schemaName = `test_${randomBytes(6).toString('hex')}`;
const folders: string[] = [];

afterAll(async () => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS "${schemaName}" CASCADE`);
  await client.end();
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the vacuum after migrations that rewrite tables', () => {
  it('names the tables of every migration newer than the database, each once', () => {
    expect(tablesToVacuum(migrationsFolder, whenOf('0026')).sort()).toEqual(['moments', 'users']);
    expect(tablesToVacuum(migrationsFolder, whenOf('0029'))).toEqual(['moments']);
    const newest = journal.entries.at(-1)!.when;
    expect(tablesToVacuum(migrationsFolder, newest)).toEqual([]);
  });

  it('refuses a marker that does not name a table, before running anything', () => {
    const dir = migrationsUntil('0001');
    folders.push(dir);
    const first = journal.entries[0]!;
    fs.writeFileSync(
      path.join(dir, `${first.tag}.sql`),
      '-- vacuum after: users; DROP TABLE users\nSELECT 1;',
    );
    expect(() => tablesToVacuum(dir, 0)).toThrow(/is not a table name/);
  });

  it('vacuums and analyzes the tables an upgrade rewrote, before the app serves them', async () => {
    // An install at migration 0026 with members and moments, upgraded by the next start: 0027-0030
    // rewrite both tables, which empties their visibility maps (index-only scans visit the heap
    // again). Whether VACUUM can then mark a page all-visible depends on every other transaction
    // of the cluster (the parallel test files'), so the test checks that the vacuum ran, from
    // PostgreSQL's own counters.
    const older = migrationsUntil('0027');
    folders.push(older);
    const pool = new pg.Pool({
      connectionString: url,
      options: `-c search_path=${schemaName},public`,
    });
    const vacuums = async () => {
      const { rows } = await pool.query<{ relname: string; vacuums: number; analyzes: number }>(
        `SELECT relname, vacuum_count::int AS vacuums, analyze_count::int AS analyzes
           FROM pg_stat_user_tables WHERE schemaname = $1 AND relname IN ('users', 'moments')
          ORDER BY relname`,
        [schemaName],
      );
      return rows;
    };
    try {
      await pool.query(`CREATE SCHEMA "${schemaName}"`);
      await migrate(drizzle(pool), { migrationsFolder: older, migrationsSchema: schemaName });
      await insertMembersWithMoments(pool, 300);
      expect(await vacuums()).toEqual([
        { relname: 'moments', vacuums: 0, analyzes: 0 },
        { relname: 'users', vacuums: 0, analyzes: 0 },
      ]);

      const logged: string[] = [];
      const database = await openDatabase({ url, schemaName, log: (line) => logged.push(line) });
      await database.close();
      expect(logged.filter((line) => line.startsWith('Vacuumed'))).toEqual([
        expect.stringMatching(/^Vacuumed users after its migration rewrote it \(\d+ ms\)$/),
        expect.stringMatching(/^Vacuumed moments after its migration rewrote it/),
      ]);
      // One VACUUM (ANALYZE) each; 0029 and 0030's own ANALYZE statements count as analyzes too.
      const after = await vacuums();
      expect(after.map(({ relname, vacuums }) => [relname, vacuums])).toEqual([
        ['moments', 1],
        ['users', 1],
      ]);
      for (const table of after) expect(table.analyzes, table.relname).toBeGreaterThan(0);
      // The upgraded install serves as before: the members are there, with their age band.
      const { rows } = await pool.query<{ adults: number }>(
        'SELECT count(*)::int AS adults FROM users WHERE adult_from = 20080102',
      );
      expect(rows[0]!.adults).toBe(300);
    } finally {
      await pool.end();
    }
  }, 60_000);

  it('does not vacuum a new install', async () => {
    const logged: string[] = [];
    const fresh = `${schemaName}_fresh`;
    const database = await openDatabase({
      url,
      schemaName: fresh,
      log: (line) => logged.push(line),
    });
    await database.close();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`DROP SCHEMA "${fresh}" CASCADE`);
    await client.end();
    expect(logged.filter((line) => line.startsWith('Vacuumed'))).toEqual([]);
  }, 60_000);
});
