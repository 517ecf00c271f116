import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRedisCallRegistry } from '../../../src/modules/calls/redis-registry.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { twoNodesEnabled, twoNodesForFile } from '../../helpers/two-nodes.ts';
import {
  answered,
  callRecords,
  listen,
  next,
  refused,
  ringing,
  acquaintedMembers,
  socketClients,
  succeeds,
} from './calls-helpers.ts';

/**
 * Two app nodes on one PostgreSQL schema and one Redis, as behind a load balancer: the caller on
 * one, the callee on the other. Runs when REDIS_URL is set.
 */
const nodes = twoNodesForFile({ callTimings: { graceMs: 200 } });
const { keyPrefix } = nodes;
let a: TestApp, b: TestApp, urlA: string, urlB: string, redis: Redis;
beforeAll(() => void ({ a, b, urlA, urlB, redis } = nodes));
const sockets = socketClients();

describe.skipIf(!twoNodesEnabled)('calls across two nodes', () => {
  it('invite, answer, signal and hang up between nodes; one record', async () => {
    const [ana, ben] = await acquaintedMembers(a, ['Ana', 'Ben']);
    const anaOnA = await sockets.connected(urlA, ana.token);
    const benOnB = await sockets.connected(urlB, ben.token);
    const benOnA = await sockets.connected(urlA, ben.token);

    const callId = await ringing(anaOnA, ben, [benOnB, benOnA]);
    const accepted = next(anaOnA, 'call:accepted');
    const elsewhere = next(benOnA, 'call:answered-elsewhere');
    await succeeds(benOnB, 'call:accept', { callId });
    expect(await accepted).toMatchObject({ callId });
    expect(await elsewhere).toEqual({ callId });

    const offer = { type: 'offer', sdp: 'v=0\r\n' } as const;
    const relayed = next(benOnB, 'call:signal');
    await succeeds(anaOnA, 'call:signal', { callId, data: offer });
    expect(await relayed).toEqual({ callId, from: ana.id, data: offer });
    const answer = { type: 'answer', sdp: 'v=0\r\n' } as const;
    const back = next(anaOnA, 'call:signal');
    await succeeds(benOnB, 'call:signal', { callId, data: answer });
    expect(await back).toEqual({ callId, from: ben.id, data: answer });
    await refused(benOnA, 'call:signal', { callId, data: answer }, 'notInCall');

    const ended = next(anaOnA, 'call:ended');
    const recorded = next(anaOnA, 'messageSent');
    await succeeds(benOnB, 'call:end', { callId });
    expect((await ended).callId).toBe(callId);
    expect((await recorded).message.call?.status).toBe('completed');
    expect(await callRecords(b, ben, ana)).toHaveLength(1);
  });

  it('a member in a call on one node is busy for callers on the other', async () => {
    const [ana, ben, cara] = await acquaintedMembers(a, ['Ana', 'Ben', 'Cara']);
    const anaOnA = await sockets.connected(urlA, ana!.token);
    const benOnB = await sockets.connected(urlB, ben!.token);
    const caraOnB = await sockets.connected(urlB, cara!.token);
    const callId = await answered(anaOnA, ben!, benOnB);

    const busyId = randomUUID();
    const busy = next(caraOnB, 'call:busy');
    await refused(
      caraOnB,
      'call:invite',
      { callId: busyId, to: ana!.id, media: 'audio' },
      'memberBusy',
    );
    expect(await busy).toEqual({ callId: busyId });
    await refused(caraOnB, 'call:accept', { callId }, 'notInCall');

    // The caller's node loses its socket: the callee on the other node hears the end.
    const ended = next(benOnB, 'call:ended');
    anaOnA.disconnect();
    expect((await ended).callId).toBe(callId);
    const again = await ringing(caraOnB, ben!, [benOnB]);
    await succeeds(caraOnB, 'call:cancel', { callId: again });
  });

  it('a node that shuts down ends its calls: the other side hears it and the record is stored', async () => {
    const env = { REDIS_URL: process.env.REDIS_URL!, REDIS_KEY_PREFIX: keyPrefix };
    const c = await createTestApp(env, { sharedSchema: a.schemaName });
    const [ana, ben] = await acquaintedMembers(a, ['Ana', 'Ben']);
    const anaOnC = await sockets.connected(await listen(c), ana.token);
    const benOnB = await sockets.connected(urlB, ben.token);
    const callId = await answered(anaOnC, ben, benOnB);

    const ended = next(benOnB, 'call:ended');
    const recorded = next(benOnB, 'newMessage');
    await c.close();
    expect((await ended).callId).toBe(callId);
    expect((await recorded).message.call?.status).toBe('completed');
    expect(await redis.keys(`${keyPrefix}:calls:*`)).toEqual([]);
    const again = await ringing(await sockets.connected(urlA, ana.token), ben, [benOnB]);
    await succeeds(benOnB, 'call:decline', { callId: again });
  });

  it("finds a call whose other party's node stopped answering, and lets the keys expire", async () => {
    const prefix = `${keyPrefix}-crash`;
    const registry = createRedisCallRegistry({
      redis,
      keyPrefix: prefix,
      holdMs: 400,
      aliveMs: 150,
    });
    const callId = randomUUID();
    const call = { callId, callerId: 'u1', calleeId: 'u2', media: 'audio' as const };
    expect(await registry.create({ ...call, callerSocketId: 's1', startedAt: Date.now() })).toBe(
      'created',
    );
    expect(await registry.accept(callId, 's2', Date.now())).toMatchObject({ state: 'active' });
    const callee = { callId, role: 'callee' as const, callerId: 'u1', calleeId: 'u2' };
    // The caller's node heartbeats no more: after its alive time, the callee's node finds out.
    let found = await registry.heartbeat([callee]);
    while (!found.orphaned.length) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      found = await registry.heartbeat([callee]);
    }
    expect(found.orphaned).toEqual([callId]);
    expect(await registry.finish(callId)).toMatchObject({ callId, state: 'active' });
    expect(await registry.finish(callId)).toBeNull();
    expect(await redis.keys(`${prefix}*`)).toEqual([]);

    // Nobody heartbeats at all (both nodes died): every key expires with its TTL.
    await registry.create({ ...call, callId: randomUUID(), callerSocketId: 's1', startedAt: 0 });
    expect((await redis.keys(`${prefix}*`)).length).toBeGreaterThan(0);
    const ttls = await Promise.all((await redis.keys(`${prefix}*`)).map((k) => redis.pttl(k)));
    expect(ttls.every((ttl) => ttl > 0 && ttl <= 400)).toBe(true);
  });
});
