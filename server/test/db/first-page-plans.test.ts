import { LIMITS } from '@chingu/contract';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/index.ts';
import { listMembers } from '../../src/modules/directory/queries.ts';
import { listMoments } from '../../src/modules/moments/feed-queries.ts';
import { insertMembersWithMoments } from '../helpers/bulk-rows.ts';
import { schemaOnOneConnection } from '../helpers/one-connection.ts';

// PostgreSQL keeps a prepared statement's generic plan only when it costs no more than the plans
// made for each execution's values. A LIMIT or OFFSET sent as a parameter is costed as a tenth of
// the table, so a page statement paged by parameters is planned again on every execution (about
// 1-2 ms of a first page at full size). The first page is written with its LIMIT (db/prepared.ts).

let client: pg.Client;
let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ client, db, drop } = await schemaOnOneConnection());
  // Enough members and moments that a tenth of them is far more than a page.
  await insertMembersWithMoments(client, 3000);
  await client.query('ANALYZE users');
  await client.query('ANALYZE moments');
}, 60_000);

afterAll(async () => {
  await drop?.();
});

async function plans(prefix: string) {
  const { rows } = await client.query<{ name: string; generic: number; custom: number }>(
    `SELECT name, generic_plans::int AS generic, custom_plans::int AS custom
       FROM pg_prepared_statements WHERE name LIKE $1 ORDER BY name`,
    [`${prefix}%`],
  );
  return rows;
}

describe('page statements', () => {
  it("keep one plan for the directory's first page, and plan page 2 for its offset", async () => {
    const query = { page: 1, limit: LIMITS.communityPageSize } as const;
    for (let i = 0; i < 8; i++) {
      const first = await listMembers(db, null, query);
      expect(first).toHaveLength(LIMITS.communityPageSize);
      const second = await listMembers(db, null, { ...query, page: 2 });
      expect(second.map((row) => row.user.id)).not.toContain(first[0]!.user.id);
    }
    const [firstPage, deeperPages] = await plans('members_page_v_new_');
    // A visitor's first page has no parameter left: its one plan is made once, used eight times.
    expect(firstPage).toMatchObject({ name: expect.stringMatching(/first20$/), custom: 0 });
    expect(firstPage!.generic).toBe(8);
    // Page 2's plan made for its offset costs less than the generic one (a tenth of the table).
    expect(deeperPages).toMatchObject({
      name: expect.stringMatching(/_l20$/),
      generic: 0,
      custom: 8,
    });
  });

  it("keep one plan for the feed's first page; a search is still planned for its words", async () => {
    for (let i = 0; i < 8; i++) {
      expect(await listMoments(db, null, {}, 1, LIMITS.momentsPageSize)).toHaveLength(
        LIMITS.momentsPageSize,
      );
      expect(
        await listMoments(db, null, { q: 'member 12' }, 1, LIMITS.momentsPageSize),
      ).not.toEqual([]);
    }
    const statements = await plans('moments_page_v_all_');
    const firstPage = statements.find(({ name }) => name === 'moments_page_v_all__first10');
    const search = statements.find(({ name }) => name.startsWith('moments_page_v_all_p'));
    // Its one parameter (how many likers) gets five plans of its own, then the generic one.
    expect(firstPage).toMatchObject({ custom: 5, generic: 3 });
    expect(search).toMatchObject({ generic: 0, custom: 8 });
  });
});
