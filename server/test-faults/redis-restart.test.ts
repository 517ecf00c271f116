import { randomBytes } from 'node:crypto';
import type { TOnlineUsersAck, TSendMessageAck } from '@chingu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type SmtpServer } from '../test/helpers/smtp.ts';
import { next, record, socketFactory, type ChatSocket } from '../test/modules/chat/chat-helpers.ts';
import { allMessages, conversationRow } from './chat-store.ts';
import { authed, signUp, type Session } from './members.ts';
import {
  newStorage,
  removeStorage,
  startRedis,
  startServer,
  stopServer,
  waitFor,
  type RedisProcess,
  type ServerProcess,
  type Storage,
} from './server-process.ts';

let smtp: SmtpServer;
let storage: Storage;
let redis: RedisProcess;
const nodes: ServerProcess[] = [];
const sockets = socketFactory();

beforeAll(async () => {
  smtp = await startSmtpServer();
  storage = newStorage('postgres');
  redis = await startRedis();
});
afterAll(async () => {
  sockets.closeAll();
  await Promise.all(nodes.map((node) => stopServer(node)));
  await redis?.stop('SIGKILL');
  if (storage) await removeStorage(storage);
  await smtp?.close();
});

/** sendMessage over the socket; a missing ack within `ms` rejects (a hang is a failure). */
function send(socket: ChatSocket, to: Session, clientId: string, ms = 5_000) {
  return socket
    .timeout(ms)
    .emitWithAck('sendMessage', { receiver: to.id, message: `message ${clientId}`, clientId });
}

function expectStored(ack: TSendMessageAck, clientId: string) {
  expect(ack, JSON.stringify(ack)).toMatchObject({ status: 'success', message: { clientId } });
}

async function partnerStatus(url: string, viewer: Session, other: Session) {
  return (await conversationRow(url, viewer, other))?.status;
}

describe('Redis stopped and started again during a two-node chat', () => {
  it('stores and acknowledges every message while it is down; delivery across nodes and presence come back with it', async () => {
    const env = {
      SMTP_URL: smtp.url,
      REDIS_URL: redis.url,
      REDIS_KEY_PREFIX: `chingu-faults-${randomBytes(6).toString('hex')}`,
    };
    // One after the other: the second finds the schema migrated.
    const a = await startServer(storage, env);
    nodes.push(a);
    const b = await startServer(storage, env);
    nodes.push(b);
    const exits: string[] = [];
    for (const [name, node] of [['A', a] as const, ['B', b] as const]) {
      void node.exited.then((code) => exits.push(`node ${name} exited with ${code}`));
    }
    const giveUp = () => exits[0];

    const ana = await signUp(a.url, smtp, 'Ana');
    const ben = await signUp(a.url, smtp, 'Ben');
    const anaOnA = await sockets.connected(a.url, ana.token);
    const benOnB = await sockets.connected(b.url, ben.token);
    const toBen = record(benOnB, 'newMessage');
    const toAna = record(anaOnA, 'newMessage');
    const arrived = (seen: typeof toBen, clientId: string, ms = 3_000) =>
      waitFor(`${clientId} delivered`, () => seen.some((e) => e.message.clientId === clientId), {
        ms,
        every: 20,
        giveUp,
      });

    // Before: across nodes both ways, and each sees the other online.
    expectStored(await send(anaOnA, ben, 'before-1'), 'before-1');
    await arrived(toBen, 'before-1');
    expectStored(await send(benOnB, ana, 'before-2'), 'before-2');
    await arrived(toAna, 'before-2');
    expect(await partnerStatus(a.url, ana, ben)).toBe('online');
    expect(await partnerStatus(b.url, ben, ana)).toBe('online');

    await redis.stop('SIGKILL');

    // During: every message sent over the socket, on either node, is stored and acknowledged.
    const during: string[] = [];
    for (let i = 0; i < 4; i++) {
      for (const [socket, to, name] of [
        [anaOnA, ben, 'ana'],
        [benOnB, ana, 'ben'],
      ] as const) {
        const clientId = `down-${name}-${i}`;
        expectStored(await send(socket, to, clientId), clientId);
        during.push(clientId);
      }
    }
    // Both nodes answer; the conversation list loads (presence as far as the node knows).
    for (const node of [a, b]) {
      const signal = AbortSignal.timeout(5_000);
      expect((await fetch(`${node.url}/api/health`, { signal })).status).toBe(200);
      const list = await fetch(
        `${node.url}/api/v1/messages/conversations`,
        authed(ana.token, { signal }),
      );
      expect(list.status, await list.text()).toBe(200);
    }
    // A tab opened and closed during the outage must not leave Ben's count off afterwards.
    const benSecondTab = await sockets.connected(a.url, ben.token);
    benSecondTab.disconnect();
    const stored = new Set((await allMessages(b.url, ben, ana)).messages.map((m) => m.clientId));
    expect(during.filter((id) => !stored.has(id))).toEqual([]);

    await redis.start();

    // After: a message sent on A reaches Ben's socket on B again (probes until one does)...
    let probes = 0;
    await waitFor(
      'delivery from node A to node B',
      async () => {
        const clientId = `probe-${probes++}`;
        expectStored(await send(anaOnA, ben, clientId), clientId);
        return arrived(toBen, clientId, 1_000);
      },
      { ms: 30_000, every: 0, giveUp },
    );
    // ...and from then on every message arrives, both ways.
    for (let i = 0; i < 3; i++) {
      expectStored(await send(anaOnA, ben, `after-ana-${i}`), `after-ana-${i}`);
      await arrived(toBen, `after-ana-${i}`);
      expectStored(await send(benOnB, ana, `after-ben-${i}`), `after-ben-${i}`);
      await arrived(toAna, `after-ben-${i}`);
    }
    // Presence is back (Redis came back empty): each sees the other online, on either node.
    await waitFor(
      'presence restored',
      async () => {
        const seen = await Promise.all([
          partnerStatus(a.url, ana, ben),
          partnerStatus(b.url, ben, ana),
          partnerStatus(b.url, ana, ben),
        ]);
        return seen.every((status) => status === 'online');
      },
      { giveUp },
    );
    const listed: TOnlineUsersAck = await anaOnA.timeout(5_000).emitWithAck('getOnlineUsers');
    expect(listed.status === 'success' && listed.users.map((u) => u.userId)).toContain(ben.id);
    // Ben's last tab closing takes him offline: his count survived the outage exactly.
    const benGone = next(anaOnA, 'userOffline', 5_000);
    benOnB.disconnect();
    expect((await benGone).userId).toBe(ben.id);
    expect(await partnerStatus(a.url, ana, ben)).toBe('offline');

    for (const node of [a, b]) expect((await fetch(`${node.url}/api/health`)).status).toBe(200);
    expect(exits).toEqual([]);
    console.info(`Redis restart: delivery resumed after ${probes} probe(s)`);
  });
});
