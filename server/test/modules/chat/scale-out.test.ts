import type { TConversationsResponse, TOnlineUsersAck, TSendMessageAck } from '@chingu/contract';
import type { Redis } from 'ioredis';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createRedisPresence } from '../../../src/modules/chat/presence.ts';
import type { TestApp } from '../../helpers/app.ts';
import { twoNodesEnabled, twoNodesForFile } from '../../helpers/two-nodes.ts';
import {
  bearer,
  next,
  pause,
  postMessage,
  record,
  signedInMember,
  socketClients,
} from './chat-helpers.ts';

/**
 * Two app nodes on one PostgreSQL schema and one Redis, as behind a load balancer. Runs when
 * REDIS_URL is set (CI sets it).
 */
const nodes = twoNodesForFile();
const { keyPrefix } = nodes;
let a: TestApp, b: TestApp, urlA: string, urlB: string, redis: Redis;
beforeAll(() => void ({ a, b, urlA, urlB, redis } = nodes));
const sockets = socketClients();

describe.skipIf(!twoNodesEnabled)('two nodes sharing PostgreSQL and Redis', () => {
  it('delivers a message sent through node A to sockets on node B, and back', async () => {
    const ana = await signedInMember(a, 'Ana');
    const ben = await signedInMember(a, 'Ben');
    const anaOnA = await sockets.connected(urlA, ana.token);
    const anaOnB = await sockets.connected(urlB, ana.token);
    const benOnB = await sockets.connected(urlB, ben.token);

    const received = next(benOnB, 'newMessage');
    const echoed = next(anaOnB, 'messageSent');
    const ack = await new Promise<TSendMessageAck>((r) =>
      anaOnA.emit('sendMessage', { receiver: ben.id, message: 'across nodes' }, r),
    );
    expect(ack.status).toBe('success');
    if (ack.status !== 'success') return;
    expect(await received).toEqual({ message: ack.message, senderId: ana.id, unreadCount: 1 });
    expect((await echoed).message._id).toBe(ack.message._id);

    // REST through B reaches the socket on A.
    const reply = next(anaOnA, 'newMessage');
    const posted = await postMessage(b, ben, ana, 'reply via B');
    expect(posted.statusCode).toBe(201);
    expect((await reply).message.message).toBe('reply via B');

    const typing = next(anaOnA, 'userTyping');
    benOnB.emit('typing', { receiver: ana.id });
    expect(await typing).toEqual({ userId: ben.id, isTyping: true });
  });

  it('agrees on presence: online on both, offline only when the last tab on any node closes', async () => {
    const watcher = await signedInMember(a, 'Watcher');
    const ana = await signedInMember(a, 'Ana');
    // Presence reaches conversation partners (decision 036).
    const first = await postMessage(b, ana, watcher, 'hello');
    expect(first.statusCode).toBe(201);
    const watchOnA = await sockets.connected(urlA, watcher.token);
    const onlineSeen = next(watchOnA, 'userOnline');
    const anaOnB = await sockets.connected(urlB, ana.token);
    expect(await onlineSeen).toEqual({ userId: ana.id });
    const anaOnA = await sockets.connected(urlA, ana.token);

    for (const app of [a, b]) {
      await app.app.inject({
        method: 'POST',
        url: '/api/v1/messages/conversations',
        headers: bearer(watcher),
        payload: { userId: ana.id },
      });
      const list = await app.app.inject({
        method: 'GET',
        url: '/api/v1/messages/conversations',
        headers: bearer(watcher),
      });
      expect(list.json<TConversationsResponse>().data[0]).toMatchObject({
        _id: ana.id,
        status: 'online',
      });
    }
    const listed = await new Promise<TOnlineUsersAck>((r) => watchOnA.emit('getOnlineUsers', r));
    expect(listed.status === 'success' && listed.users.map((u) => u.userId)).toContain(ana.id);

    const offlines = record(watchOnA, 'userOffline');
    anaOnB.disconnect();
    await pause(300);
    expect(offlines.filter((e) => e.userId === ana.id)).toEqual([]);
    const wentOffline = next(watchOnA, 'userOffline');
    anaOnA.disconnect();
    expect((await wentOffline).userId).toBe(ana.id);
    // Node B learns it through Redis, maybe a moment after node A's event reached the watcher.
    await vi.waitFor(async () => {
      const list = await b.app.inject({
        method: 'GET',
        url: '/api/v1/messages/conversations',
        headers: bearer(watcher),
      });
      expect(list.json<TConversationsResponse>().data[0]).toMatchObject({ status: 'offline' });
    }, 5_000);
  });

  it('tells partners on the other node only, and a first message links the two across nodes', async () => {
    const [mia, pia, sam, ned] = await Promise.all([
      signedInMember(a, 'Mia'),
      signedInMember(a, 'Pia'),
      signedInMember(a, 'Sam'),
      signedInMember(a, 'Ned'),
    ]);
    const posted = await postMessage(a, pia, mia, 'hi Mia');
    expect(posted.statusCode).toBe(201);
    const piaOnB = await sockets.connected(urlB, pia.token);
    const samOnB = await sockets.connected(urlB, sam.token);
    const nedOnB = await sockets.connected(urlB, ned.token);
    const samSaw = record(samOnB, 'userOnline');
    const nedSaw = record(nedOnB, 'userOnline');
    const asked = (socket: typeof samOnB) =>
      new Promise<TOnlineUsersAck>((r) => socket.emit('getOnlineUsers', r));

    // Mia on A: her partner on B hears it and is on her list; the strangers on B are neither.
    const piaHears = next(piaOnB, 'userOnline');
    const miaOnA = sockets.open(urlA, mia.token);
    const listed = await next(miaOnA, 'onlineUsers');
    expect(await piaHears).toEqual({ userId: mia.id });
    expect(listed.map((entry) => entry.userId)).toEqual([pia.id]);
    // Delivered on B to Pia, so anything for Sam and Ned was written before their acks.
    expect(await asked(samOnB)).toEqual({ status: 'success', users: [] });
    expect(await asked(nedOnB)).toEqual({ status: 'success', users: [] });
    expect(samSaw).toEqual([]);
    expect(nedSaw).toEqual([]);

    // Mia writes to Ned for the first time through A: Ned on B watches her from now on.
    const nedLearns = next(nedOnB, 'userOnline');
    const sent = await new Promise<TSendMessageAck>((r) =>
      miaOnA.emit('sendMessage', { receiver: ned.id, message: 'first words' }, r),
    );
    expect(sent.status).toBe('success');
    expect(await nedLearns).toEqual({ userId: mia.id });
    const nedHearsOffline = next(nedOnB, 'userOffline');
    const piaHearsOffline = next(piaOnB, 'userOffline');
    miaOnA.disconnect();
    expect((await nedHearsOffline).userId).toBe(mia.id);
    expect((await piaHearsOffline).userId).toBe(mia.id);
    expect(await asked(samOnB)).toEqual({ status: 'success', users: [] });
    expect(samSaw).toEqual([]);
  });

  it('takes the members of a node that died without closing its sockets offline', async () => {
    const prefix = `${keyPrefix}-crash`;
    const crashed = createRedisPresence({ redis, keyPrefix: prefix, onStaleOffline: () => {} });
    expect(await crashed.connect('member-1')).toBe(true);
    // close() drops the heartbeat but keeps the node's share, which is what a crash leaves behind.
    await crashed.close();

    const gone = new Promise<string[]>((resolve) => {
      const survivor = createRedisPresence({
        redis,
        keyPrefix: prefix,
        heartbeatMs: 50,
        onStaleOffline: (ids) => {
          resolve(ids);
          void survivor.close();
        },
      });
    });
    expect(await gone).toEqual(['member-1']);
    const checker = createRedisPresence({ redis, keyPrefix: prefix, onStaleOffline: () => {} });
    expect(await checker.onlineUserIds()).toEqual([]);
    await checker.close();
  });

  it('puts its members back online when Redis lost their counts (a restart without persistence)', async () => {
    const prefix = `${keyPrefix}-lost`;
    const back: string[][] = [];
    const node = createRedisPresence({
      redis,
      keyPrefix: prefix,
      heartbeatMs: 50,
      onStaleOffline: () => {},
      onStaleOnline: (ids) => back.push(ids),
    });
    expect(await node.connect('member-1')).toBe(true);
    expect(await node.connect('member-1')).toBe(false);
    // Redis forgets every key. (Not checked empty here: the 50 ms heartbeat may already be
    // writing the share back, which is the behaviour under test.)
    await redis.del(...(await redis.keys(`${prefix}*`)));

    // The bound only catches a heartbeat that never comes; the wait ends with the state.
    await vi.waitFor(async () => expect(await node.onlineUserIds()).toEqual(['member-1']), {
      timeout: 30_000,
    });
    // The restore was a stale-online repair: the share was gone and the node wrote it back.
    expect(back).toEqual([['member-1']]);
    // Both tabs counted: the first to close leaves the member online.
    expect(await node.disconnect('member-1')).toBe(false);
    expect(await node.disconnect('member-1')).toBe(true);
    await node.close();
  });
});
