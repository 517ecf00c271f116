import type { TErrorResponse } from '@chingu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type SmtpServer } from '../test/helpers/smtp.ts';
import { allMessages, conversationRow } from './chat-store.ts';
import { authed, signUp } from './members.ts';
import {
  newStorage,
  removeStorage,
  startPostgresCluster,
  startServer,
  stopServer,
  waitFor,
  type PostgresCluster,
  type ServerProcess,
  type Storage,
} from './server-process.ts';

let smtp: SmtpServer;
let cluster: PostgresCluster;
let storage: Storage;
let server: ServerProcess | undefined;

beforeAll(async () => {
  smtp = await startSmtpServer();
  // A cluster of the test's own: other runs may be using the machine's PostgreSQL right now.
  cluster = await startPostgresCluster();
  storage = newStorage('postgres', cluster.url);
});
afterAll(async () => {
  if (server) await stopServer(server);
  // The schema goes with the cluster; only the data dir is left to remove if it is down.
  if (storage) await removeStorage(storage).catch(() => undefined);
  await cluster?.remove();
  await smtp?.close();
});

/** No request may take longer than this, outage or not. */
const REQUEST_MS = 10_000;

/**
 * Requests count in the phase they started and ended in, or in `changing` if the phase changed
 * under them; stopping, restarting and changing may see either answer.
 */
type Phase = 'before' | 'stopping' | 'down' | 'restarting' | 'after' | 'changing';
type Tally = Record<Phase, Record<string, number>>;

function isEnvelope(body: unknown): body is TErrorResponse {
  const b = body as Partial<TErrorResponse> | null;
  return b?.success === false && typeof b.error === 'string' && typeof b.code === 'string';
}

describe('PostgreSQL restarted under load', () => {
  it('answers 503 serviceUnavailable while it is down, on every route and /api/health, and recovers without a restart', async () => {
    // The outage's 500s would each log a stack; a crash still prints its own.
    server = await startServer(storage, { SMTP_URL: smtp.url, LOG_LEVEL: 'fatal' });
    const { url, child } = server;
    const giveUp = () =>
      child.exitCode === null ? undefined : `server exited (${child.exitCode})`;
    const ana = await signUp(url, smtp, 'Ana');
    const ben = await signUp(url, smtp, 'Ben');

    let phase: Phase = 'before';
    const tally: Tally = {
      before: {},
      stopping: {},
      down: {},
      restarting: {},
      after: {},
      changing: {},
    };
    const count = (started: Phase, key: string) => {
      const p = started === phase ? started : 'changing';
      tally[p][key] = (tally[p][key] ?? 0) + 1;
    };
    const badAnswers: string[] = [];
    const downCodes = new Set<string>();
    const acknowledged: string[] = [];
    const unacknowledged: string[] = [];
    let slowest = 0;
    let stopped = false;
    let next = 0;

    async function request(write: boolean) {
      const started = phase;
      const clientId = `load-${next++}`;
      const t0 = Date.now();
      try {
        const res = write
          ? await fetch(
              `${url}/api/v1/messages`,
              authed(ana.token, {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({ receiver: ben.id, message: `m ${clientId}`, clientId }),
                signal: AbortSignal.timeout(REQUEST_MS),
              }),
            )
          : await fetch(
              `${url}/api/v1/messages/conversation/${ana.id}/${ben.id}?limit=20`,
              authed(ana.token, { signal: AbortSignal.timeout(REQUEST_MS) }),
            );
        const text = await res.text();
        const body: unknown = text.startsWith('{') ? JSON.parse(text) : text;
        count(started, String(res.status));
        if (res.status >= 400 && !isEnvelope(body)) {
          badAnswers.push(`${res.status} ${JSON.stringify(body)}`);
        }
        if (started === 'down' && phase === 'down' && isEnvelope(body))
          downCodes.add(body.code ?? '');
        if (write) (res.status === 201 ? acknowledged : unacknowledged).push(clientId);
      } catch (error) {
        // Refused, reset or timed out: the server hung or is gone.
        count(started, (error as Error).name === 'TimeoutError' ? 'timeout' : 'noAnswer');
        if (write) unacknowledged.push(clientId);
      }
      slowest = Math.max(slowest, Date.now() - t0);
    }

    // Four clients, reads and writes in turn, paced so the outage does not spin the CPU.
    const clients = Array.from({ length: 4 }, async (_, i) => {
      for (let n = i; !stopped; n++) {
        await request(n % 2 === 0);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    });
    const answered = (p: Phase) => Object.values(tally[p]).reduce((a, b) => a + b, 0);

    try {
      await waitFor('load before the outage', () => acknowledged.length >= 20, { giveUp });

      phase = 'stopping';
      await cluster.stop();
      phase = 'down';
      const health = await waitFor(
        'health 503',
        async () => {
          const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) });
          return res.status === 503 && ((await res.json()) as unknown);
        },
        { ms: 10_000, giveUp },
      );
      expect(health, JSON.stringify(health)).toMatchObject({ code: 'serviceUnavailable' });
      await waitFor('requests answered during the outage', () => answered('down') >= 20, {
        ms: 20_000,
        giveUp,
      });

      phase = 'restarting';
      await cluster.start();
      await waitFor(
        'health 200',
        async () =>
          (await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) })).status === 200,
        { ms: 30_000, giveUp },
      );

      phase = 'after';
      const ackedBefore = acknowledged.length;
      await waitFor(
        'load after the restart',
        () => acknowledged.length - ackedBefore >= 20 && answered('after') >= 40,
        { ms: 20_000, giveUp },
      );
    } finally {
      stopped = true;
      await Promise.all(clients);
    }
    const summary = JSON.stringify({ tally, slowest });

    expect(child.exitCode, summary).toBe(null);
    expect(badAnswers, summary).toEqual([]);
    for (const p of Object.keys(tally) as Phase[]) {
      expect([tally[p].timeout, tally[p].noAnswer], `${p}: ${summary}`).toEqual([
        undefined,
        undefined,
      ]);
    }
    // Down: every request failed with 503 and the envelope (serviceUnavailable, a client may
    // retry), never a 500. Before and after: none failed.
    expect(
      Object.keys(tally.down).filter((status) => status !== '503'),
      summary,
    ).toEqual([]);
    expect([...downCodes], summary).toEqual(['serviceUnavailable']);
    for (const p of ['before', 'after'] as const) {
      expect(
        Object.keys(tally[p]).filter((status) => !status.startsWith('2')),
        `${p}: ${summary}`,
      ).toEqual([]);
    }

    // The same process serves the right data: every acknowledged write, and a write that got a
    // 5xx, sent again with its clientId as the web client's outbox does, is stored exactly once.
    for (const clientId of unacknowledged) {
      const res = await fetch(
        `${url}/api/v1/messages`,
        authed(ana.token, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ receiver: ben.id, message: `m ${clientId}`, clientId }),
        }),
      );
      expect([200, 201]).toContain(res.status);
    }
    const stored = await allMessages(url, ben, ana);
    const ids = stored.messages.map((m) => m.clientId);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual([...acknowledged, ...unacknowledged].sort());
    expect((await conversationRow(url, ben, ana))?.unreadCount).toBe(stored.count);
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    console.info(`PostgreSQL restart: ${summary}`);

    const code = await stopServer(server);
    server = undefined;
    expect(code).toBe(0);
  });
});
