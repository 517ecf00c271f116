import { randomUUID } from 'node:crypto';
import { LIMITS, type TCallInviteAck, type TCallAcceptAck } from '@chingu/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { follows } from '../../../src/db/schema/index.ts';
import type { TestApp } from '../../helpers/app.ts';
import { testClock } from '../../helpers/clock.ts';
import {
  bearer,
  callAck,
  next,
  record,
  refused,
  signedInMember,
  socketClients,
  succeeds,
  type Member,
} from './calls-helpers.ts';

/**
 * PRODUCT §9.2: every call has a language timer the server decides, and a session's call carries
 * its session (`call:invite {sessionId}`), checked by the server; both sides count from the
 * answer the server stamped. SESSION_MINUTE_MS shortens the timer's minute as the e2e server does.
 */
const MINUTE_MS = 60_000;
const TIMER_MINUTE_MS = 100;
const clock = testClock();
let t: TestApp;
let url: string;
const sockets = socketClients();
beforeAll(
  async () =>
    void ({ t, url } = await sockets.listeningApp(
      { SESSION_MINUTE_MS: String(TIMER_MINUTE_MS) },
      { now: clock.now },
    )),
);

let seq = 0;
/** Two members who follow each other: English and Korean natives unless given. */
async function pair(anaNative = 'English', benNative = 'Korean') {
  seq += 1;
  const ana = await signedInMember(t, `Ana${seq}`, { nativeLanguage: anaNative });
  const ben = await signedInMember(t, `Ben${seq}`, { nativeLanguage: benNative });
  await t.db.insert(follows).values([
    { followerId: ana.id, followeeId: ben.id },
    { followerId: ben.id, followeeId: ana.id },
  ]);
  const [anaTab, benTab] = await Promise.all([
    sockets.connected(url, ana.token),
    sockets.connected(url, ben.token),
  ]);
  return { ana, ben, anaTab, benTab };
}

async function session(
  from: Member,
  to: Member,
  inMinutes: number,
  { durationMinutes = 40, languages = ['ko', 'en'], accept = true } = {},
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/messages',
    payload: {
      receiver: to.id,
      kind: 'session',
      session: {
        startsAt: new Date(clock.now().getTime() + inMinutes * MINUTE_MS).toISOString(),
        durationMinutes,
        languages,
      },
    },
    headers: bearer(from),
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json<{ data: { _id: string } }>().data._id;
  if (accept) {
    const accepted = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/messages/message/${id}/session`,
      payload: { action: 'accept' },
      headers: bearer(to),
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
  }
  return id;
}

const invite = (to: Member, sessionId?: string) => ({
  callId: randomUUID(),
  to: to.id,
  media: 'video',
  ...(sessionId ? { sessionId } : {}),
});

describe('the language timer of a call', () => {
  it('a session’s call: its languages and half its duration, the same for both, from the stamped answer', async () => {
    clock.reset();
    const { ana, ben, anaTab, benTab } = await pair();
    const sessionId = await session(ben, ana, 5, { durationMinutes: 40 });

    const ring = next(benTab, 'call:incoming');
    const payload = invite(ben, sessionId);
    const ack = (await callAck(anaTab, 'call:invite', payload)) as TCallInviteAck;
    const timer = { languages: ['ko', 'en'], switchAfterMs: 20 * TIMER_MINUTE_MS, sessionId };
    expect(ack).toEqual({ status: 'success', timer, ringSeconds: LIMITS.callRingSeconds });
    expect((await ring).timer).toEqual(timer);

    const accepted = next(anaTab, 'call:accepted');
    const answer = (await callAck(benTab, 'call:accept', {
      callId: payload.callId,
    })) as TCallAcceptAck;
    const heard = await accepted;
    expect(answer.status).toBe('success');
    if (answer.status !== 'success') return;
    // Both sides get the same stamp, on the server's clock, with the server's time of sending.
    expect(heard.acceptedAt).toBe(answer.acceptedAt);
    for (const stamp of [answer, heard]) {
      expect(Date.parse(stamp.now)).toBeGreaterThanOrEqual(Date.parse(stamp.acceptedAt));
      expect(Date.parse(stamp.now) - Date.parse(stamp.acceptedAt)).toBeLessThan(1000);
      expect(Math.abs(Date.parse(stamp.acceptedAt) - Date.now())).toBeLessThan(5000);
    }
    await succeeds(anaTab, 'call:end', { callId: payload.callId });
  });

  it('any other call: the caller’s native language, then the callee’s, after 15 minutes; none for one language', async () => {
    clock.reset();
    const { ben, anaTab, benTab } = await pair('English', 'Korean');
    const ring = next(benTab, 'call:incoming');
    const payload = invite(ben);
    const ack = await callAck(anaTab, 'call:invite', payload);
    const timer = { languages: ['en', 'ko'], switchAfterMs: 15 * TIMER_MINUTE_MS };
    expect(ack).toEqual({ status: 'success', timer, ringSeconds: LIMITS.callRingSeconds });
    expect((await ring).timer).toEqual(timer);
    await succeeds(anaTab, 'call:cancel', { callId: payload.callId });

    const same = await pair('Spanish', 'Spanish');
    const sameRing = next(same.benTab, 'call:incoming');
    const sameCall = invite(same.ben);
    expect(await callAck(same.anaTab, 'call:invite', sameCall)).toEqual({
      status: 'success',
      timer: null,
      ringSeconds: LIMITS.callRingSeconds,
    });
    expect((await sameRing).timer).toBeNull();
    await succeeds(same.anaTab, 'call:cancel', { callId: sameCall.callId });
  });

  it('refuses a session that is not accepted, not open yet or over, another pair’s, or not a session', async () => {
    clock.reset();
    const { ana, ben, anaTab, benTab } = await pair();
    const cleo = await signedInMember(t, 'Cleo');
    const rings = record(benTab, 'call:incoming');

    const proposed = await session(ana, ben, 5, { accept: false });
    await refused(anaTab, 'call:invite', invite(ben, proposed), 'sessionNotAccepted');
    const declined = await session(ana, ben, 5, { accept: false });
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/messages/message/${declined}/session`,
      payload: { action: 'decline' },
      headers: bearer(ben),
    });
    await refused(anaTab, 'call:invite', invite(ben, declined), 'sessionNotAccepted');

    // Opens 10 minutes before the start, closes at the end.
    const later = await session(ana, ben, 11, { durationMinutes: 15 });
    await refused(anaTab, 'call:invite', invite(ben, later), 'sessionNotOpen');
    clock.advance(2 * MINUTE_MS);
    const open = invite(ben, later);
    await succeeds(anaTab, 'call:invite', open);
    await succeeds(anaTab, 'call:cancel', { callId: open.callId });
    clock.advance(24 * MINUTE_MS);
    await refused(anaTab, 'call:invite', invite(ben, later), 'sessionNotOpen');
    clock.reset();

    // Another pair's session, a text message, an unknown id: as if absent.
    const theirs = await session(ben, cleo, 5);
    await refused(anaTab, 'call:invite', invite(ben, theirs), 'notFound');
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/v1/messages',
      payload: { receiver: ben.id, message: 'call me' },
      headers: bearer(ana),
    });
    const textId = text.json<{ data: { _id: string } }>().data._id;
    await refused(anaTab, 'call:invite', invite(ben, textId), 'notFound');
    await refused(anaTab, 'call:invite', invite(ben, randomUUID()), 'notFound');
    await refused(anaTab, 'call:invite', { ...invite(ben), sessionId: 'nope' }, 'invalidId');
    // None of it rang, and none left Ana in a call.
    expect(rings.filter((ring) => ring.timer?.sessionId !== later)).toEqual([]);
    const after = invite(ben);
    await succeeds(anaTab, 'call:invite', after);
    await succeeds(anaTab, 'call:cancel', { callId: after.callId });
  });

  it('a session’s call is refused across a block, as any call', async () => {
    clock.reset();
    const { ana, ben, anaTab } = await pair();
    const sessionId = await session(ana, ben, 5);
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/auth/users/${ben.id}/block/${ana.id}`,
      headers: bearer(ben),
    });
    await refused(anaTab, 'call:invite', invite(ben, sessionId), 'cannotCallMember');
  });
});
