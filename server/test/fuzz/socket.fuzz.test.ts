import {
  LIMITS,
  ZCallId,
  ZCallInvite,
  ZCallSignal,
  ZMarkAsReadPayload,
  ZRoomHostAction,
  ZRoomJoin,
  ZRoomMessageRequest,
  ZRoomMute,
  ZRoomOwnAction,
  ZRoomSignal,
  ZSendMessageRequest,
  ZTypingPayload,
  type ClientToServerEvents,
} from '@chingu/contract';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { TestApp } from '../helpers/app.ts';
import {
  signedInMember,
  socketClients,
  type ChatSocket,
  type Member,
} from '../modules/chat/chat-helpers.ts';
import { fingerprint } from './fingerprint.ts';
import { mutants, validSamples } from './schema-inputs.ts';

/**
 * Every client→server socket event (the contract's ClientToServerEvents; the record below fails
 * to compile when one is added) gets hostile payloads: valid baselines generated from the event's
 * payload schema, mutated one field at a time, and arbitrary values. An acked event always gets a
 * clear answer, never `serverError`; a refused event stores nothing; the connection stays usable.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
// Per event, on a socket of its own: below the per-socket event budget (LIMITS.socketEventsBurst),
// so every refusal is the fuzzer's input, not the budget (an unacked event costs two).
const RUNS_PER_EVENT = { acked: 40, unacked: 25 };
const EVENTS: Record<keyof ClientToServerEvents, { acked: boolean; schema?: z.ZodType }> = {
  sendMessage: { acked: true, schema: ZSendMessageRequest },
  markAsRead: { acked: true, schema: ZMarkAsReadPayload },
  typing: { acked: false, schema: ZTypingPayload },
  stopTyping: { acked: false, schema: ZTypingPayload },
  getOnlineUsers: { acked: true },
  'call:invite': { acked: true, schema: ZCallInvite },
  'call:accept': { acked: true, schema: ZCallId },
  'call:decline': { acked: true, schema: ZCallId },
  'call:cancel': { acked: true, schema: ZCallId },
  'call:end': { acked: true, schema: ZCallId },
  'call:signal': { acked: true, schema: ZCallSignal },
  'call:resume': { acked: true, schema: ZCallId },
  'room:join': { acked: true, schema: ZRoomJoin },
  'room:leave': { acked: true, schema: ZRoomOwnAction },
  'room:raise-hand': { acked: true, schema: ZRoomOwnAction },
  'room:lower-hand': { acked: true, schema: ZRoomOwnAction },
  'room:invite': { acked: true, schema: ZRoomHostAction },
  'room:to-listeners': { acked: true, schema: ZRoomHostAction },
  'room:mute': { acked: true, schema: ZRoomMute },
  'room:remove': { acked: true, schema: ZRoomHostAction },
  'room:message': { acked: true, schema: ZRoomMessageRequest },
  'room:signal': { acked: true, schema: ZRoomSignal },
};
/** What the chat events write. */
const CHAT_TABLES = [
  ['messages', '*'],
  ['conversations', '*'],
] as const;

let t: TestApp;
let url: string;
let ana: Member;
let ben: Member;
const sockets = socketClients();
beforeAll(async () => {
  ({ t, url } = await sockets.listeningApp());
  ana = await signedInMember(t, 'Ana');
  ben = await signedInMember(t, 'Ben');
});

const generic = fc.oneof(
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

function payloads(schema: z.ZodType | undefined): fc.Arbitrary<{ kind: string; value: unknown }> {
  const anything = generic.map((value) => ({ kind: 'generic', value }));
  if (!schema) return anything;
  const hints = { uuid: fc.constantFrom(ben.id, ana.id, ben.id) };
  const baselines = validSamples(schema, { hints, seed: SEED });
  expect(baselines.length).toBeGreaterThan(0);
  return fc
    .oneof({ weight: 3, arbitrary: mutants(schema, baselines) }, { weight: 1, arbitrary: anything })
    .filter(
      // A frame over the limit closes the connection (socket.io's maxHttpBufferSize): tested in
      // plugins/socket.test.ts, not here, where the socket must stay open.
      ({ value }) => (JSON.stringify(value)?.length ?? 0) < LIMITS.socketMaxPayloadBytes / 2,
    );
}

type Ack = { status?: unknown; error?: unknown; code?: unknown };
function emitWithAck(socket: ChatSocket, event: string, payload: unknown) {
  return new Promise<Ack>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ack for ${event}`)), 5000);
    const done = (ack: Ack) => {
      clearTimeout(timer);
      resolve(ack);
    };
    const raw = socket as unknown as { emit: (event: string, ...args: unknown[]) => void };
    if (event === 'getOnlineUsers') raw.emit(event, done);
    else raw.emit(event, payload, done);
  });
}

describe('fuzzing every socket event', () => {
  for (const [event, { acked, schema }] of Object.entries(EVENTS)) {
    it(`${event}: answers clearly, stores nothing when it refuses, and stays connected`, async () => {
      const socket = await sockets.connected(url, ana.token);
      const tally: Record<string, number> = {};
      await fc.assert(
        fc.asyncProperty(payloads(schema), async ({ kind, value }) => {
          const where = `${event} (${kind}) ${JSON.stringify(value)?.slice(0, 160)}`;
          const before = await fingerprint(t, CHAT_TABLES);
          if (acked) {
            const ack = await emitWithAck(socket, event, value);
            const answer = ack.status === 'success' ? 'success' : String(ack.code);
            tally[answer] = (tally[answer] ?? 0) + 1;
            expect(['success', 'error'], where).toContain(ack.status);
            if (ack.status === 'error') {
              expect(typeof ack.error, where).toBe('string');
              expect(ack.code, where).not.toBe('serverError');
              expect(await fingerprint(t, CHAT_TABLES), where).toBe(before);
            }
          } else {
            (socket as unknown as { emit: (e: string, p: unknown) => void }).emit(event, value);
            // Typing writes nothing, valid or not; the round trip lets the server handle it first.
            await emitWithAck(socket, 'getOnlineUsers', undefined);
            expect(await fingerprint(t, CHAT_TABLES), where).toBe(before);
          }
        }),
        { seed: SEED, numRuns: RUNS_PER_EVENT[acked ? 'acked' : 'unacked'], endOnFailure: true },
      );
      // FUZZ_STATS=1 prints the answers: how far the payloads got.
      if (process.env.FUZZ_STATS && acked) console.log(event, JSON.stringify(tally));
      const alive = await emitWithAck(socket, 'getOnlineUsers', undefined);
      expect(alive.status).toBe('success');
      expect(socket.connected).toBe(true);
      socket.disconnect();
    });
  }
});
