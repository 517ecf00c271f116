import { randomBytes } from 'node:crypto';
import { LIMITS, type TConversationsResponse } from '@chingu/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../helpers/app.ts';
import {
  answered,
  bearer,
  callAck,
  callRecords,
  next,
  record,
  refused,
  ringing,
  acquaintedMembers,
  socketClients,
  succeeds,
} from './calls-helpers.ts';

/**
 * A call from invite to its record in the conversation (PRODUCT §8.2), with real socket.io
 * clients; on the in-memory registry and, when REDIS_URL is set, on the Redis one.
 */
const backends: { name: string; env: Record<string, string> }[] = [
  { name: 'in memory', env: {} },
  ...(process.env.REDIS_URL
    ? [
        {
          name: 'in Redis',
          env: {
            REDIS_URL: process.env.REDIS_URL,
            REDIS_KEY_PREFIX: `chingu-test-${randomBytes(6).toString('hex')}`,
          },
        },
      ]
    : []),
];

const SDP = { type: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\ns=-\r\n' } as const;
const CANDIDATE = {
  candidate: { candidate: 'candidate:1 1 udp 2122260223 192.168.1.2 54400 typ host', sdpMid: '0' },
};

describe.each(backends)('calls $name', ({ env }) => {
  let t: TestApp;
  let url: string;
  const sockets = socketClients();
  beforeAll(async () => {
    ({ t, url } = await sockets.listeningApp(env, { callTimings: { graceMs: 200 } }));
  });

  async function trio() {
    const [ana, ben, cara] = await acquaintedMembers(t, ['Ana', 'Ben', 'Cara']);
    return { ana: ana!, ben: ben!, cara: cara! };
  }

  it('rings every tab of the callee; one answers, the others stop; only the two sockets signal', async () => {
    const { ana, ben, cara } = await trio();
    const anaTab = await sockets.connected(url, ana.token);
    const anaOtherTab = await sockets.connected(url, ana.token);
    const benTab1 = await sockets.connected(url, ben.token);
    const benTab2 = await sockets.connected(url, ben.token);
    const caraTab = await sockets.connected(url, cara.token);

    const ring = next(benTab1, 'call:incoming');
    const callId = await ringing(anaTab, ben, [benTab1, benTab2]);
    expect((await ring).from).toMatchObject({ _id: ana.id, name: 'Ana' });
    expect((await ring).from.imageUrls.length).toBeGreaterThan(0);

    const accepted = next(anaTab, 'call:accepted');
    const stopRinging = next(benTab2, 'call:answered-elsewhere');
    const tab1Told = record(benTab1, 'call:answered-elsewhere');
    await succeeds(benTab1, 'call:accept', { callId });
    expect(await accepted).toMatchObject({ callId });
    expect(await stopRinging).toEqual({ callId });
    // A second tab cannot answer a call already answered.
    await refused(benTab2, 'call:accept', { callId }, 'callNotFound');

    const offer = next(benTab1, 'call:signal');
    await succeeds(anaTab, 'call:signal', { callId, data: SDP });
    expect(await offer).toEqual({ callId, from: ana.id, data: SDP });
    const candidate = next(anaTab, 'call:signal');
    await succeeds(benTab1, 'call:signal', { callId, data: CANDIDATE });
    expect(await candidate).toEqual({ callId, from: ben.id, data: CANDIDATE });

    // Not part of the call: a third member, and the parties' other tabs.
    await refused(caraTab, 'call:signal', { callId, data: SDP }, 'notInCall');
    await refused(anaOtherTab, 'call:signal', { callId, data: SDP }, 'notInCall');
    await refused(benTab2, 'call:signal', { callId, data: SDP }, 'notInCall');
    await refused(caraTab, 'call:end', { callId }, 'notInCall');
    expect(tab1Told).toEqual([]);

    // Too large, malformed, or for a call that does not exist.
    const big = { type: 'offer', sdp: 'a'.repeat(LIMITS.callSignalMaxBytes) };
    await refused(anaTab, 'call:signal', { callId, data: big }, 'signalTooLarge');
    await refused(anaTab, 'call:signal', { callId, data: { type: 'nonsense' } }, 'invalidInput');
    await refused(anaTab, 'call:signal', { callId: 'not-a-uuid', data: SDP }, 'invalidId');
    await refused(anaTab, 'call:signal', null, 'invalidInput');
    const unknown = '0b5c3f4e-6c1a-4a8e-9d7b-2f0e1d3c4b5a';
    await refused(anaTab, 'call:signal', { callId: unknown, data: SDP }, 'callNotFound');

    const ended = next(benTab1, 'call:ended');
    const endedOnOtherTab = next(anaOtherTab, 'call:ended');
    const recorded = next(benTab1, 'newMessage');
    await succeeds(anaTab, 'call:end', { callId });
    const { durationSeconds } = await ended;
    expect(Number.isInteger(durationSeconds) && durationSeconds >= 0).toBe(true);
    expect(await endedOnOtherTab).toEqual({ callId, durationSeconds });
    expect((await recorded).message).toMatchObject({
      kind: 'call',
      sender: { _id: ana.id },
      receiver: ben.id,
      read: true,
      call: { media: 'video', status: 'completed', durationSeconds },
    });
    await refused(benTab1, 'call:signal', { callId, data: CANDIDATE }, 'callNotFound');
    await refused(benTab1, 'call:end', { callId }, 'callNotFound');
    expect((await callRecords(t, ben, ana)).map((m) => m.call)).toEqual([
      { media: 'video', status: 'completed', durationSeconds },
    ]);
  });

  it('a decline reaches the caller and quiets the other tabs; the record is read', async () => {
    const { ana, ben } = await trio();
    const anaTab = await sockets.connected(url, ana.token);
    const benTab1 = await sockets.connected(url, ben.token);
    const benTab2 = await sockets.connected(url, ben.token);
    const callId = await ringing(anaTab, ben, [benTab1, benTab2], 'audio');

    const declined = next(anaTab, 'call:declined');
    const quiet = next(benTab2, 'call:answered-elsewhere');
    const recorded = next(anaTab, 'messageSent');
    await succeeds(benTab1, 'call:decline', { callId });
    expect(await declined).toEqual({ callId });
    expect(await quiet).toEqual({ callId });
    expect((await recorded).message.call).toEqual({
      media: 'audio',
      status: 'declined',
      durationSeconds: 0,
    });
    await refused(benTab2, 'call:accept', { callId }, 'callNotFound');

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/messages/conversations',
      headers: bearer(ben),
    });
    expect(list.json<TConversationsResponse>().data[0]).toMatchObject({
      _id: ana.id,
      lastMessageKind: 'call',
      unreadCount: 0,
    });
  });

  it('a cancel stops the ringing; accepting it afterwards is refused and changes nothing', async () => {
    const { ana, ben } = await trio();
    const anaTab = await sockets.connected(url, ana.token);
    const benTab1 = await sockets.connected(url, ben.token);
    const benTab2 = await sockets.connected(url, ben.token);
    const callId = await ringing(anaTab, ben, [benTab1, benTab2]);

    const cancelled = [next(benTab1, 'call:cancelled'), next(benTab2, 'call:cancelled')];
    const recorded = next(benTab1, 'newMessage');
    await refused(benTab1, 'call:cancel', { callId }, 'notInCall');
    await succeeds(anaTab, 'call:cancel', { callId });
    for (const event of await Promise.all(cancelled)) {
      expect(event).toEqual({ callId, reason: 'cancelled' });
    }
    expect((await recorded).message.call?.status).toBe('cancelled');
    await refused(benTab1, 'call:accept', { callId }, 'callNotFound');
    await refused(anaTab, 'call:cancel', { callId }, 'callNotFound');
    expect((await callRecords(t, ana, ben)).map((m) => m.call?.status)).toEqual(['cancelled']);

    // Nothing is left behind: the two can call again at once.
    const again = await answered(anaTab, ben, benTab1);
    await succeeds(benTab1, 'call:end', { callId: again });
  });

  it('a lost connection ends the call within the grace time and frees both members', async () => {
    const { ana, ben } = await trio();
    const anaTab = await sockets.connected(url, ana.token);
    const benTab = await sockets.connected(url, ben.token);
    const callId = await answered(anaTab, ben, benTab);

    const ended = next(benTab, 'call:ended');
    const recorded = next(benTab, 'newMessage');
    anaTab.disconnect();
    expect((await ended).callId).toBe(callId);
    expect((await recorded).message.call?.status).toBe('completed');

    const anaBack = await sockets.connected(url, ana.token);
    const again = await answered(anaBack, ben, benTab);
    await succeeds(anaBack, 'call:end', { callId: again });
  });

  it("a party's new socket takes the call over; the old one's grace time no longer ends it (issue 29)", async () => {
    const { ana, ben, cara } = await trio();
    const anaTab = await sockets.connected(url, ana.token);
    const benTab = await sockets.connected(url, ben.token);
    const caraTab = await sockets.connected(url, cara.token);
    const callId = await answered(anaTab, ben, benTab);
    const benSaw = record(benTab, 'call:ended');

    // A tab of the call's party only; nobody else, and not for a call that is over.
    await refused(caraTab, 'call:resume', { callId }, 'notInCall');
    const anaBack = await sockets.connected(url, ana.token);
    await succeeds(anaBack, 'call:resume', { callId });
    anaTab.disconnect();

    // Signals flow between the new socket and Ben; the old one may no longer send.
    const offer = next(benTab, 'call:signal');
    await succeeds(anaBack, 'call:signal', { callId, data: SDP });
    expect((await offer).data).toEqual(SDP);
    const answer = next(anaBack, 'call:signal');
    await succeeds(benTab, 'call:signal', { callId, data: CANDIDATE });
    expect((await answer).data).toEqual(CANDIDATE);

    // Past the old socket's grace time (200 ms here) the call still goes on.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(benSaw).toEqual([]);
    const ended = next(benTab, 'call:ended');
    const recorded = next(benTab, 'newMessage');
    await succeeds(anaBack, 'call:end', { callId });
    expect((await ended).callId).toBe(callId);
    expect((await recorded).message.call?.status).toBe('completed');
    expect((await callRecords(t, ben, ana)).map((m) => m.call?.status)).toEqual(['completed']);
    await refused(anaBack, 'call:resume', { callId }, 'callNotFound');
  });

  it('a block during a call ends it at once for both', async () => {
    const { ana, ben } = await trio();
    const anaTab = await sockets.connected(url, ana.token);
    const benTab = await sockets.connected(url, ben.token);
    const callId = await answered(anaTab, ben, benTab);
    const anaHears = next(anaTab, 'call:ended');
    const benHears = next(benTab, 'call:ended');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/auth/users/${ben.id}/block/${ana.id}`,
      headers: bearer(ben),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await anaHears).callId).toBe(callId);
    expect((await benHears).callId).toBe(callId);
    await refused(anaTab, 'call:signal', { callId, data: SDP }, 'callNotFound');
  });

  it('a ringing call whose caller goes away is cancelled', async () => {
    const { ana, ben } = await trio();
    const anaTab = await sockets.connected(url, ana.token);
    const benTab = await sockets.connected(url, ben.token);
    const callId = await ringing(anaTab, ben, [benTab]);
    const cancelled = next(benTab, 'call:cancelled');
    const recorded = next(benTab, 'newMessage');
    anaTab.disconnect();
    expect(await cancelled).toEqual({ callId, reason: 'cancelled' });
    expect((await recorded).message.call?.status).toBe('cancelled');
    const records = await callRecords(t, ben, ana);
    expect(records.map((m) => m.call?.status)).toEqual(['cancelled']);
  });

  it('end while ringing cancels (caller) or declines (callee)', async () => {
    const { ana, ben } = await trio();
    const anaTab = await sockets.connected(url, ana.token);
    const benTab = await sockets.connected(url, ben.token);
    const first = await ringing(anaTab, ben, [benTab]);
    const cancelled = next(benTab, 'call:cancelled');
    await succeeds(anaTab, 'call:end', { callId: first });
    expect(await cancelled).toEqual({ callId: first, reason: 'cancelled' });
    const second = await ringing(anaTab, ben, [benTab]);
    const declined = next(anaTab, 'call:declined');
    await succeeds(benTab, 'call:end', { callId: second });
    expect(await declined).toEqual({ callId: second });
    await callAck(anaTab, 'call:end', { callId: second });
  });
});

describe('a reconnect within the grace time', () => {
  let t: TestApp;
  let url: string;
  const sockets = socketClients();
  beforeAll(async () => {
    // A grace time no test run outlasts: the resume is sure to come within it.
    ({ t, url } = await sockets.listeningApp({}, { callTimings: { graceMs: 60_000 } }));
  });

  it('resumes the call on the new socket after the old one closed', async () => {
    const [ana, ben] = await acquaintedMembers(t, ['Ana', 'Ben']);
    const anaTab = await sockets.connected(url, ana.token);
    const benTab = await sockets.connected(url, ben.token);
    const callId = await answered(anaTab, ben, benTab);
    anaTab.disconnect();
    const anaBack = await sockets.connected(url, ana.token);
    await succeeds(anaBack, 'call:resume', { callId });
    const offer = next(benTab, 'call:signal');
    await succeeds(anaBack, 'call:signal', { callId, data: SDP });
    expect((await offer).data).toEqual(SDP);
    const ended = next(anaBack, 'call:ended');
    await succeeds(benTab, 'call:end', { callId });
    expect((await ended).callId).toBe(callId);
  });
});
