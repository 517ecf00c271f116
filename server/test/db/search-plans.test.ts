import { randomBytes } from 'node:crypto';
import { ZMembersQuery } from '@chingu/contract';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Db } from '../../src/db/index.ts';
import * as schema from '../../src/db/schema/index.ts';
import { moments, users } from '../../src/db/schema/index.ts';
import { isSmallTable, recountTable } from '../../src/db/small-tables.ts';
import { listMembers } from '../../src/modules/directory/queries.ts';
import { listMoments } from '../../src/modules/moments/feed-queries.ts';

/*
 * A search on a small table uses the plan PostgreSQL keeps for the statement instead of being
 * planned anew on every request (planning was 5x the query on the demo data); on a large table
 * each search is still planned for its text, which keeps a rare word on the trigram index.
 * Checked on one connection, where pg_prepared_statements shows how each statement was planned.
 */

let database: Database;
let client: pg.Client;
let db: Db;
const schemaName = `test_${randomBytes(6).toString('hex')}`;

beforeAll(async () => {
  database = await openDatabase({ url: process.env.DATABASE_URL!, schemaName });
  await database.db.insert(users).values(
    ['Sofía Reyes', 'Minji Kim', 'Tom Baker'].map((name, i) => ({
      email: `member${i}@example.com`,
      passwordHash: 'x',
      name,
      nativeLanguage: 'Spanish',
      languageToLearn: 'Korean',
    })),
  );
  client = new pg.Client({
    connectionString: process.env.DATABASE_URL,
    options: `-c jit=off -c search_path=${schemaName},public`,
  });
  await client.connect();
  db = drizzle(client, { schema }) as unknown as Db;
});
afterAll(async () => {
  await client?.end();
  await database?.close();
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`DROP SCHEMA IF EXISTS "${schemaName}" CASCADE`);
  await admin.end();
});

type PlanCounts = { name: string; generic_plans: string; custom_plans: string };
async function plansOf(name: string) {
  const { rows } = await client.query<PlanCounts>(
    'select name, generic_plans, custom_plans from pg_prepared_statements where name = $1',
    [name],
  );
  const [row] = rows;
  return row && { name, generic: Number(row.generic_plans), custom: Number(row.custom_plans) };
}

const search = (q: string) => listMembers(db, null, ZMembersQuery.parse({ q }));
const searchMoments = (q: string) => listMoments(db, null, { q }, 1, 20);

describe('searches on a small table', () => {
  it('are not planned again for each new text, and still find "Sofía" by "sofia"', async () => {
    expect(isSmallTable(db, users)).toBe(false); // not counted yet: the plan right at any size
    await recountTable(db, users);
    expect(isSmallTable(db, users)).toBe(true);
    for (let i = 0; i < 8; i++) await search(`nobody${i}`);
    expect((await search('sofia')).map((row) => row.user.name)).toEqual(['Sofía Reyes']);
    expect((await search('%')).map((row) => row.user.name)).toEqual([]); // % is a character
    const statement = await plansOf('members_page_v_new_p_once_paged');
    // PostgreSQL plans the first five executions for their values, then keeps the generic plan.
    expect(statement?.generic).toBeGreaterThan(0);

    await recountTable(db, moments);
    for (let i = 0; i < 8; i++) await searchMoments(`nothing${i}`);
    const feed = await plansOf('moments_page_v_all_p_o_paged');
    expect(feed?.generic).toBeGreaterThan(0);
  });

  it('are planned for their text again once the table has grown past the limit', async () => {
    const once = await plansOf('members_page_v_new_p_once_paged');
    // 2,003 members: past the 2,000 a small table holds.
    await database.db
      .execute(sql`insert into users (email, password_hash, name, native_language, language_to_learn)
      select 'grown' || g || '@example.com', 'x', 'Member ' || g, 'English', 'Korean'
      from generate_series(1, 2000) g`);
    await recountTable(db, users);
    expect(isSmallTable(db, users)).toBe(false);
    for (let i = 0; i < 8; i++) await search(`anyone${i}`);
    expect((await search('KIM')).map((row) => row.user.name)).toEqual(['Minji Kim']);
    // The statement with the search inline, which PostgreSQL may plan for each text (at full size
    // it does: a rare word's selectivity sends it to the trigram index).
    const inline = await plansOf('members_page_v_new_p_paged');
    expect((inline?.generic ?? 0) + (inline?.custom ?? 0)).toBe(9);
    expect(await plansOf('members_page_v_new_p_once_paged')).toEqual(once);
  });
});
