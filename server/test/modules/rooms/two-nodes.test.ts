import { LIMITS } from '@chingu/contract';
import type { Redis } from 'ioredis';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { testClock } from '../../helpers/clock.ts';
import { twoNodesEnabled, twoNodesForFile } from '../../helpers/two-nodes.ts';
import {
  createRoom,
  getRoom,
  ids,
  joined,
  listen,
  next,
  okIn,
  pause,
  record,
  refusedIn,
  ROOM_TEST_TIMINGS,
  roomAck,
  signedInMember,
  socketClients,
  stateWhere,
} from './rooms-helpers.ts';

/**
 * Two app nodes on one PostgreSQL schema and one Redis, as behind a load balancer: members of
 * one room on both. Runs when REDIS_URL is set (CI sets it).
 */
const clock = testClock();
const nodes = twoNodesForFile({ now: clock.now, roomTimings: ROOM_TEST_TIMINGS });
let a: TestApp, b: TestApp, urlA: string, urlB: string, redis: Redis;
beforeAll(() => void ({ a, b, urlA, urlB, redis } = nodes));
const sockets = socketClients();

describe.skipIf(!twoNodesEnabled)('language rooms across two nodes', () => {
  it('state, hands, invites, side chat and signals reach members on the other node', async () => {
    const host = await signedInMember(a, 'Hana');
    const ana = await signedInMember(a, 'Ana');
    const room = await createRoom(a, host);
    const hostOnA = await sockets.connected(urlA, host.token);
    const anaOnB = await sockets.connected(urlB, ana.token);
    await joined(hostOnA, room._id);
    const seen = stateWhere(hostOnA, (r) => r.listeners === 1);
    expect((await joined(anaOnB, room._id)).role).toBe('listener');
    await seen;

    const hand = stateWhere(hostOnA, (r) => r.raisedHands.length === 1);
    await okIn(anaOnB, 'room:raise-hand', {});
    expect(ids((await hand).raisedHands)).toEqual([ana.id]);
    const speaking = stateWhere(anaOnB, (r) => r.speakers.length === 2);
    await okIn(hostOnA, 'room:invite', { userId: ana.id });
    expect(ids((await speaking).speakers)).toEqual([host.id, ana.id]);

    const chat = next(hostOnA, 'room:message');
    await okIn(anaOnB, 'room:message', { roomId: room._id, text: 'Hi from B' });
    expect((await chat).text).toBe('Hi from B');

    const offer = { type: 'offer', sdp: 'v=0\r\n' } as const;
    const relayed = next(anaOnB, 'room:signal');
    await okIn(hostOnA, 'room:signal', { roomId: room._id, to: ana.id, data: offer });
    expect(await relayed).toEqual({ roomId: room._id, from: host.id, data: offer });

    // Read on either node, the room is the same.
    const onB = await getRoom(b, ana, room._id);
    expect(onB.json().data).toMatchObject({ listeners: 0, speakers: [{}, {}] });
  });

  it('a member removed on one node cannot rejoin on the other', async () => {
    const host = await signedInMember(a, 'Hana');
    const ana = await signedInMember(a, 'Ana');
    const room = await createRoom(a, host);
    const hostOnA = await sockets.connected(urlA, host.token);
    const anaOnB = await sockets.connected(urlB, ana.token);
    await joined(hostOnA, room._id);
    await joined(anaOnB, room._id);
    const removed = next(anaOnB, 'room:ended');
    await okIn(hostOnA, 'room:remove', { userId: ana.id });
    expect(await removed).toEqual({ roomId: room._id, reason: 'removed' });
    await refusedIn(
      await sockets.connected(urlA, ana.token),
      'room:join',
      { roomId: room._id },
      'removedFromRoom',
    );
    await refusedIn(anaOnB, 'room:join', { roomId: room._id }, 'removedFromRoom');
  });

  it(`joins at once on both nodes never pass ${LIMITS.roomMeshListenersMax} listeners`, async () => {
    const host = await signedInMember(a, 'Hana');
    const room = await createRoom(a, host);
    const joiners = await Promise.all(
      Array.from({ length: LIMITS.roomMeshListenersMax + 4 }, (_, i) =>
        signedInMember(a, `Joiner ${i}`),
      ),
    );
    const joinerSockets = await Promise.all(
      joiners.map((m, i) => sockets.connected(i % 2 ? urlA : urlB, m.token)),
    );
    const acks = await Promise.all(
      joinerSockets.map((s) => roomAck(s, 'room:join', { roomId: room._id })),
    );
    expect(acks.filter((ack) => ack.status === 'success')).toHaveLength(
      LIMITS.roomMeshListenersMax,
    );
    expect(acks.filter((ack) => ack.code === 'roomFull')).toHaveLength(4);
    expect((await getRoom(b, host, room._id)).json().data.listeners).toBe(
      LIMITS.roomMeshListenersMax,
    );
  });

  it('a host on a node that shuts down hands the room to the speaker on the other node', async () => {
    const env = { REDIS_URL: process.env.REDIS_URL!, REDIS_KEY_PREFIX: nodes.keyPrefix };
    const c = await createTestApp(env, {
      sharedSchema: a.schemaName,
      now: clock.now,
      roomTimings: ROOM_TEST_TIMINGS,
    });
    const host = await signedInMember(a, 'Hana');
    const ana = await signedInMember(a, 'Ana');
    const room = await createRoom(a, host);
    const hostOnC = await sockets.connected(await listen(c), host.token);
    const anaOnB = await sockets.connected(urlB, ana.token);
    await joined(hostOnC, room._id);
    await joined(anaOnB, room._id);
    await okIn(hostOnC, 'room:invite', { userId: ana.id });
    const handedOver = stateWhere(anaOnB, (r) => r.host._id === ana.id);
    await c.close();
    expect(ids((await handedOver).speakers)).toEqual([ana.id]);
    expect((await getRoom(a, ana, room._id)).json().data.host._id).toBe(ana.id);
  });

  it('a live room whose state Redis lost ends, but not while it is being created', async () => {
    const host = await signedInMember(a, 'Hana');
    const room = await createRoom(a, host);
    await redis.del(`${nodes.keyPrefix}:rooms:live:${room._id}`);
    await a.app.rooms.runJob();
    expect((await getRoom(b, host, room._id)).statusCode).toBe(200);
    clock.advance(61_000);
    await b.app.rooms.runJob();
    expect((await getRoom(b, host, room._id)).statusCode).toBe(404);
    clock.reset();
  });

  it('a member whose node died is taken out by the job; an idle room ends once', async () => {
    const host = await signedInMember(a, 'Hana');
    const ana = await signedInMember(a, 'Ana');
    const room = await createRoom(a, host);
    const hostOnA = await sockets.connected(urlA, host.token);
    const anaOnB = await sockets.connected(urlB, ana.token);
    await joined(hostOnA, room._id);
    await joined(anaOnB, room._id);
    // The host's node stops heartbeating (as if it died): their entry goes stale.
    const key = `${nodes.keyPrefix}:rooms:live:${room._id}`;
    const doc = JSON.parse((await redis.hget(key, 'doc'))!);
    doc.members[host.id].seenAt = Date.now() - 10 * 60_000;
    const version = await redis.hget(key, 'v');
    await redis.hset(key, 'v', String(Number(version) + 1), 'doc', JSON.stringify(doc));

    const ended = record(anaOnB, 'room:ended');
    await Promise.all([a.app.rooms.runJob(), b.app.rooms.runJob()]);
    // The host was the only speaker: taking them out ends the room, once.
    await pause(300);
    expect(ended).toEqual([{ roomId: room._id, reason: 'ended' }]);
    expect(await redis.exists(key)).toBe(0);
  });
});
