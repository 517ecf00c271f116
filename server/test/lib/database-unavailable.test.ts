import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../src/lib/database-unavailable.ts';

/** Real driver errors, through Drizzle as the app meets them (wrapped in `cause`). */
async function errorOf(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error('expected the work to fail');
}

describe('isDatabaseUnavailable', () => {
  it('is true for a server that refuses connections or whose socket is gone', async () => {
    for (const config of [
      { host: '127.0.0.1', port: 1 },
      { host: '/nonexistent-chingu-socket-dir', port: 5432 },
    ]) {
      const pool = new pg.Pool({ ...config, user: 'postgres', connectionTimeoutMillis: 2_000 });
      const db = drizzle(pool);
      const error = await errorOf(() => db.execute(sql`select 1`));
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
      await pool.end();
    }
  });

  it('is false for a bad query on a reachable server and for other errors', async () => {
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });
    const db = drizzle(pool);
    const error = await errorOf(() => db.execute(sql`select * from no_such_table_here`));
    expect(isDatabaseUnavailable(error), String(error)).toBe(false);
    await pool.end();
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
