import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/db/index.ts';
import { storeMessage } from '../../../src/modules/chat/message-writes.ts';
import { capsReadings } from '../../../src/modules/chat/request-queries.ts';
import { insertMembersWithMoments } from '../../helpers/bulk-rows.ts';
import { schemaOnOneConnection } from '../../helpers/one-connection.ts';

// A message is stored by one statement (store-message-rows.ts) whose text is made once per shape
// and runs as a named prepared statement: drizzle does not build it, nor PostgreSQL parse and plan
// it, for every message (issue 32, target 4). The statements of one connection show it.

let client: pg.Client;
let db: Db;
let drop: () => Promise<void>;
let ids: string[];

beforeAll(async () => {
  ({ client, db, drop } = await schemaOnOneConnection());
  await insertMembersWithMoments(client, 3);
  ids = (await client.query<{ id: string }>('SELECT id FROM users ORDER BY id')).rows.map(
    (r) => r.id,
  );
}, 60_000);

afterAll(async () => {
  await drop?.();
});

async function storeStatements() {
  const { rows } = await client.query<{ name: string; runs: number }>(
    `SELECT name, (generic_plans + custom_plans)::int AS runs
       FROM pg_prepared_statements WHERE name LIKE 'store_message_%' ORDER BY name`,
  );
  return rows;
}

describe('storing a message', () => {
  it('runs one prepared statement per shape, on the connection or in a transaction', async () => {
    const [low, high] = [ids[0]!, ids[1]!];
    const at = new Date();
    const text = (senderId: string, receiverId: string, n: number) => ({
      senderId,
      receiverId,
      body: `message ${n}`,
      clientId: `c-${n}`,
      kind: 'text' as const,
      learningDay: { at, timeZone: 'Asia/Seoul' },
    });
    for (let n = 0; n < 3; n++) await storeMessage(db, text(low, high, n));
    for (let n = 3; n < 6; n++) await storeMessage(db, text(high, low, n));
    // A first message under the caps' guard: the same statement, in the guard's transaction.
    let guarded = false;
    const third = await storeMessage(db, text(low, ids[2]!, 6), undefined, async () => {
      guarded = true;
    });
    expect(guarded).toBe(true);
    expect(third).toMatchObject({ created: true, conversationStarted: true });

    // Two shapes (the sender's row first or second), each parsed once and run for every message.
    const statements = await storeStatements();
    expect(statements.map((s) => s.runs).sort()).toEqual([3, 4]);

    // What they stored: every message, the unread counts, both learning days once.
    const { rows } = await client.query<{ owner: string; partner: string; unread: number }>(
      `SELECT owner_id AS owner, partner_id AS partner, unread_count AS unread FROM conversations`,
    );
    expect(rows).toEqual(
      expect.arrayContaining([
        { owner: high, partner: low, unread: 3 },
        { owner: low, partner: high, unread: 3 },
        { owner: ids[2], partner: low, unread: 1 },
      ]),
    );
    const count = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM messages');
    expect(count.rows[0]!.n).toBe(7);
    const days = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM learning_days');
    expect(days.rows[0]!.n).toBe(2);

    // A retry stores nothing and runs the same statement.
    const retry = await storeMessage(db, text(low, high, 0));
    expect(retry.created).toBe(false);
    expect((await storeStatements()).map((s) => s.runs).sort()).toEqual([3, 5]);
  });
});

describe("a first message's caps", () => {
  it('read the retry, the request count, the account age and the openings in one named statement', async () => {
    const [low, high, third] = [ids[0]!, ids[1]!, ids[2]!];
    const created = (
      await client.query<{ ms: number }>(
        'SELECT (extract(epoch from created_at) * 1000)::float8 AS ms FROM users WHERE id = $1',
        [low],
      )
    ).rows[0]!.ms;
    await client.query(
      `UPDATE conversations SET opened_at = now() - interval '2 hours' WHERE owner_id = $1`,
      [low],
    );
    const since = new Date(Date.now() - 24 * 3_600_000);
    const readings = await capsReadings(db, low, {
      clientId: 'c-0',
      requestTo: high,
      openedSince: since,
    });
    expect(readings).toMatchObject({ retried: true, sentToReceiver: 3, accountCreatedAt: created });
    // Both conversations Ana's messages opened (with Ben and with the third member).
    expect(readings.opened).toHaveLength(2);
    for (const at of readings.opened)
      expect(Math.abs(at - (Date.now() - 2 * 3_600_000))).toBeLessThan(60_000);

    const fresh = await capsReadings(db, low, { clientId: 'never-sent', requestTo: third });
    expect(fresh).toEqual({
      retried: false,
      sentToReceiver: 1,
      accountCreatedAt: null,
      opened: [],
    });
    const { rows } = await client.query<{ name: string }>(
      `SELECT name FROM pg_prepared_statements WHERE name LIKE 'caps_readings%' ORDER BY name`,
    );
    expect(rows.map((r) => r.name)).toEqual(['caps_readings_r_q', 'caps_readings_r_q_c']);
  });
});
