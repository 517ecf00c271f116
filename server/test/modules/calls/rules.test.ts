import { randomUUID } from 'node:crypto';
import type { TConversationsResponse, TNotificationsResponse } from '@chingu/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema/index.ts';
import { fingerprint } from '../../fuzz/fingerprint.ts';
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
  signedInMember,
  socketClients,
  succeeds,
  type Member,
} from './calls-helpers.ts';

/** Who may call whom (PRODUCT §8.2): every refusal is an error ack and leaves nothing behind. */
let t: TestApp;
let url: string;
const sockets = socketClients();
beforeAll(async () => void ({ t, url } = await sockets.listeningApp()));

const invite = (to: Member, media = 'audio') => ({ callId: randomUUID(), to: to.id, media });

async function put(who: Member, path: string) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/v1/auth/users/${who.id}/${path}`,
    headers: bearer(who),
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('who may call', () => {
  it('refuses a call to oneself, across a block either way, to a suspended member, and to someone offline', async () => {
    const [ana, ben, eve, sam, olga] = await acquaintedMembers(t, [
      'Ana',
      'Ben',
      'Eve',
      'Sam',
      'Olga',
    ]);
    const anaTab = await sockets.connected(url, ana!.token);
    const rings = await Promise.all(
      [ben!, eve!, sam!].map(async (m) =>
        record(await sockets.connected(url, m.token), 'call:incoming'),
      ),
    );
    const before = await fingerprint(t, [['messages', '*']]);

    await refused(anaTab, 'call:invite', invite(ana!), 'cannotCallSelf');
    await put(ana!, `block/${ben!.id}`);
    await refused(anaTab, 'call:invite', invite(ben!), 'cannotCallMember');
    await put(eve!, `block/${ana!.id}`);
    await refused(anaTab, 'call:invite', invite(eve!), 'cannotCallMember');
    await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, sam!.id));
    await refused(anaTab, 'call:invite', invite(sam!), 'cannotCallMember');
    await refused(anaTab, 'call:invite', invite(olga!), 'memberOffline');
    await refused(anaTab, 'call:invite', { ...invite(olga!), media: 'fax' }, 'invalidInput');
    await refused(anaTab, 'call:invite', { to: olga!.id, media: 'audio' }, 'invalidId');

    expect(rings.flat()).toEqual([]);
    expect(await fingerprint(t, [['messages', '*']])).toBe(before);
    // None of it left Ana "in a call".
    const olgaTab = await sockets.connected(url, olga!.token);
    const callId = await ringing(anaTab, olga!, [olgaTab]);
    await succeeds(anaTab, 'call:cancel', { callId });
  });

  it('follows the message policy: a member taking messages only from people they follow cannot be called by others', async () => {
    const [ana, ben] = await Promise.all(['Ana', 'Ben'].map((name) => signedInMember(t, name)));
    await t.db.update(users).set({ messagePolicy: 'following' }).where(eq(users.id, ben!.id));
    const anaTab = await sockets.connected(url, ana!.token);
    const benTab = await sockets.connected(url, ben!.token);
    await refused(anaTab, 'call:invite', invite(ben!), 'cannotCallMember');
    await put(ben!, `follow/${ana!.id}`);
    const callId = await ringing(anaTab, ben!, [benTab]);
    await succeeds(benTab, 'call:decline', { callId });
  });

  it('one call at a time: the callee is busy, and so is a caller already in a call', async () => {
    const [ana, ben, cara, dan] = await acquaintedMembers(t, ['Ana', 'Ben', 'Cara', 'Dan']);
    const anaTab = await sockets.connected(url, ana!.token);
    const benTab = await sockets.connected(url, ben!.token);
    const caraTab = await sockets.connected(url, cara!.token);
    const danTab = await sockets.connected(url, dan!.token);
    const callId = await answered(anaTab, ben!, benTab);

    const danRings = record(danTab, 'call:incoming');
    const busyCall = invite(ben!);
    const busy = next(caraTab, 'call:busy');
    await refused(caraTab, 'call:invite', busyCall, 'memberBusy');
    expect(await busy).toEqual({ callId: busyCall.callId });
    await refused(anaTab, 'call:invite', invite(dan!), 'alreadyInCall');
    await refused(benTab, 'call:invite', invite(cara!), 'alreadyInCall');
    // While ringing, both are busy too.
    const ringingCall = await ringing(caraTab, dan!, [danTab]);
    await refused(anaTab, 'call:invite', invite(dan!), 'alreadyInCall');
    await succeeds(caraTab, 'call:cancel', { callId: ringingCall });
    expect(danRings).toHaveLength(1);
    await refused(caraTab, 'call:accept', { callId }, 'notInCall');
    await refused(danTab, 'call:decline', { callId }, 'notInCall');

    await succeeds(benTab, 'call:end', { callId });
    const again = await ringing(caraTab, ben!, [benTab]);
    await succeeds(benTab, 'call:decline', { callId: again });
  });

  it("refuses a stranger's call alike whether the callee is online or not (issue 29, finding 5)", async () => {
    const [ana, ben] = await Promise.all(['Ana', 'Ben'].map((name) => signedInMember(t, name)));
    const anaTab = await sockets.connected(url, ana!.token);
    // Ben is offline, and nothing tells Ana so.
    await refused(anaTab, 'call:invite', invite(ben!), 'cannotCallMember');
    const benTab = await sockets.connected(url, ben!.token);
    const rings = record(benTab, 'call:incoming');
    await refused(anaTab, 'call:invite', invite(ben!), 'cannotCallMember');
    // Ana following Ben is not Ben choosing Ana.
    await put(ana!, `follow/${ben!.id}`);
    await refused(anaTab, 'call:invite', invite(ben!), 'cannotCallMember');
    expect(rings).toEqual([]);
    // Once they have written to each other, Ana may call (and would learn he is offline).
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/messages',
      headers: bearer(ben!),
      payload: { receiver: ana!.id, message: 'call me' },
    });
    const callId = await ringing(anaTab, ben!, [benTab]);
    await succeeds(anaTab, 'call:cancel', { callId });
  });

  it('answers every call event clearly when its payload is malformed', async () => {
    const ana = await signedInMember(t, 'Ana');
    const anaTab = await sockets.connected(url, ana.token);
    for (const event of ['call:accept', 'call:decline', 'call:cancel', 'call:end'] as const) {
      for (const payload of [null, 42, 'x', {}, { callId: 5 }]) {
        const ack = await callAck(anaTab, event, payload);
        expect(ack.status === 'error' && ack.code, `${event} ${JSON.stringify(payload)}`).toMatch(
          /^(invalidInput|invalidId)$/,
        );
      }
      await refused(anaTab, event, { callId: randomUUID() }, 'callNotFound');
    }
  });
});

describe('a missed call', () => {
  let url: string;
  let t: TestApp;
  beforeAll(async () => {
    // A short ring, so that a missed call needs no 30 s wait (closed after the file's tests).
    ({ t, url } = await sockets.listeningApp({}, { callTimings: { ringMs: 300 } }));
  });

  it('no answer within the ring time: both sides hear it, one unread record and one notification', async () => {
    const [ana, ben] = await acquaintedMembers(t, ['Ana', 'Ben']);
    const anaTab = await sockets.connected(url, ana!.token);
    const benTab1 = await sockets.connected(url, ben!.token);
    const benTab2 = await sockets.connected(url, ben!.token);
    const missed = [next(benTab1, 'call:cancelled'), next(benTab2, 'call:cancelled')];
    const callerTold = next(anaTab, 'call:ended');
    const notified = next(benTab1, 'notification');
    const recorded = next(benTab1, 'newMessage');
    const callId = await ringing(anaTab, ben!, [benTab1, benTab2], 'video');

    for (const event of await Promise.all(missed)) {
      expect(event).toEqual({ callId, reason: 'missed' });
    }
    expect(await callerTold).toEqual({ callId, durationSeconds: 0 });
    const { message, unreadCount } = await recorded;
    expect(message).toMatchObject({
      kind: 'call',
      read: false,
      call: { media: 'video', status: 'missed', durationSeconds: 0 },
    });
    expect(unreadCount).toBe(1);
    expect(await notified).toMatchObject({ kind: 'missedCall', messageId: message._id });
    await refused(benTab1, 'call:accept', { callId }, 'callNotFound');

    await t.app.notificationsSettled();
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/notifications',
      headers: bearer(ben!),
    });
    expect(list.json<TNotificationsResponse>().data.map((n) => n.kind)).toEqual(['missedCall']);
    expect((await callRecords(t, ben!, ana!)).map((m) => m.call?.status)).toEqual(['missed']);
    const conversations = await t.app.inject({
      method: 'GET',
      url: '/api/v1/messages/conversations',
      headers: bearer(ben!),
    });
    expect(conversations.json<TConversationsResponse>().data[0]).toMatchObject({
      _id: ana!.id,
      lastMessageKind: 'call',
      unreadCount: 1,
    });
  });
});
