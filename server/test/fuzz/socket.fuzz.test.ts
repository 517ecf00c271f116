import type { ClientToServerEvents } from '@chingu/contract';
import fc from 'fast-check';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/db/schema.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import {
  listen,
  signedInMember,
  socketFactory,
  type ChatSocket,
} from '../modules/chat/chat-helpers.ts';

/**
 * Every client→server socket event (the contract's ClientToServerEvents; the record below fails
 * to compile when one is added) gets hostile payloads. An acked event always gets a clear answer,
 * never `serverError`, and the connection stays usable.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const EVENTS: Record<keyof ClientToServerEvents, { acked: boolean }> = {
  sendMessage: { acked: true },
  markAsRead: { acked: true },
  typing: { acked: false },
  stopTyping: { acked: false },
  getOnlineUsers: { acked: true },
};

let t: TestApp;
let url: string;
const sockets = socketFactory();
beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t);
});
afterAll(async () => {
  sockets.closeAll();
  await t.close();
});

const hostile = fc.oneof(
  fc.anything({ maxDepth: 3 }),
  fc.record(
    {
      receiver: fc.oneof(fc.string(), fc.constantFrom('a\u0000b', '\ud800', 'x'.repeat(10_000))),
      message: fc.oneof(fc.string(), fc.constantFrom('a\u0000b', '\ud800', '', ' ')),
      clientId: fc.oneof(fc.string(), fc.integer()),
      senderId: fc.oneof(fc.string(), fc.constant(null)),
      kind: fc.string(),
    },
    { requiredKeys: [] },
  ),
);

function emitWithAck(socket: ChatSocket, event: string, payload: unknown) {
  return new Promise<{ status?: string; code?: string }>((resolve) => {
    const raw = socket as unknown as {
      emit: (event: string, ...args: unknown[]) => void;
    };
    if (event === 'getOnlineUsers') raw.emit(event, resolve);
    else raw.emit(event, payload, resolve);
  });
}

describe('fuzzing every socket event', () => {
  it('answers hostile payloads clearly, stores nothing from them, and stays connected', async () => {
    const ana = await signedInMember(t, 'Ana');
    await signedInMember(t, 'Ben');
    const socket = await sockets.connected(url, ana.token);
    const [before] = await t.db.select({ n: count() }).from(messages);

    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...(Object.keys(EVENTS) as (keyof ClientToServerEvents)[])),
        hostile,
        async (event, payload) => {
          if (EVENTS[event].acked) {
            const ack = await emitWithAck(socket, event, payload);
            // getOnlineUsers takes no payload: it succeeds; the others refuse clearly.
            expect(ack.code, `${event} ${JSON.stringify(payload)?.slice(0, 120)}`).not.toBe(
              'serverError',
            );
          } else {
            (socket as unknown as { emit: (e: string, p: unknown) => void }).emit(event, payload);
          }
        },
      ),
      // Below the per-socket event budget (LIMITS.socketEventsBurst), so refusals are the fuzzer's.
      { seed: SEED, numRuns: 40 },
    );
    const alive = await emitWithAck(socket, 'getOnlineUsers', undefined);
    expect(alive.status).toBe('success');
    expect(socket.connected).toBe(true);
    const [after] = await t.db.select({ n: count() }).from(messages);
    expect(after?.n).toBe(before?.n);
  });
});
