import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/index.ts';

let database: Database;
const schemaName = `test_${randomBytes(6).toString('hex')}`;

beforeAll(async () => {
  database = await openDatabase({ url: process.env.DATABASE_URL!, schemaName });
});
afterAll(async () => {
  // Bounded: with the leak this test looks for, closing the pool would wait for ever.
  await Promise.race([database?.close(), new Promise((resolve) => setTimeout(resolve, 10_000))]);
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS "${schemaName}" CASCADE`);
  await client.end();
});

describe('transactions on the pool', () => {
  it('give the connection back when BEGIN itself fails, so the app can still query and close', async () => {
    // A BEGIN PostgreSQL refuses stands in for one sent on a connection a restart just ended:
    // both fail before the transaction's body. drizzle 0.45 kept the client for ever then, and
    // ten such failures left the pool (10 connections) with none, every later query waiting.
    const invalid = { isolationLevel: 'no such level' } as unknown as {
      isolationLevel: 'serializable';
    };
    for (let i = 0; i < 12; i++) {
      await expect(database.db.transaction(async () => 'never', invalid)).rejects.toThrow();
    }
    const { rows } = await database.db.execute<{ answer: number }>('select 42 as answer');
    expect(rows[0]?.answer).toBe(42);
    // A transaction that fails in its body is rolled back and gives its connection back too.
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute('select 1');
        throw new Error('the body failed');
      }),
    ).rejects.toThrow('the body failed');
    expect(await database.db.transaction(async () => 'committed')).toBe('committed');
  }, 30_000);
});
