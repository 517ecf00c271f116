import type { TMessage, TMessageResponse, TMessagesPageResponse } from '@chingu/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { follows, users } from '../../../src/db/schema/index.ts';
import { fingerprint } from '../../fuzz/fingerprint.ts';
import type { TestApp } from '../../helpers/app.ts';
import { HOUR_MS, testClock } from '../../helpers/clock.ts';
import {
  bearer,
  next,
  pause,
  record,
  sendOverSocket,
  sentOverSocket,
  signedInMember,
  socketClients,
  type ChatSocket,
  type Member,
} from './chat-helpers.ts';

/**
 * PRODUCT §9.2 sessions through the real server: a proposal is a `kind:'session'` message, and
 * `PUT …/message/{id}/session` answers or cancels it, which both members' tabs hear at once.
 */
let t: TestApp;
let url: string;
const clock = testClock();
const sockets = socketClients();
beforeAll(async () => void ({ t, url } = await sockets.listeningApp({}, { now: clock.now })));

const MINUTE_MS = 60_000;
const TABLES = [
  ['messages', '*'],
  ['conversations', '*'],
  ['notifications', '*'],
] as const;

/** A valid proposal `inMs` from the app's now. */
function proposal(inMs = 2 * HOUR_MS, overrides: Record<string, unknown> = {}) {
  return {
    startsAt: new Date(clock.now().getTime() + inMs).toISOString(),
    durationMinutes: 30,
    languages: ['en', 'ko'],
    ...overrides,
  };
}

let seq = 0;
async function pair(a = 'Ana', b = 'Ben') {
  seq += 1;
  const [ana, ben] = await Promise.all([
    signedInMember(t, `${a}${seq}`, { nativeLanguage: 'English', languageToLearn: 'Korean' }),
    signedInMember(t, `${b}${seq}`, { nativeLanguage: 'Korean', languageToLearn: 'English' }),
  ]);
  const [anaTab, benTab] = await Promise.all([
    sockets.connected(url, ana.token),
    sockets.connected(url, ben.token),
  ]);
  return { ana, ben, anaTab, benTab };
}

/** Ana proposes over her socket; the stored message. */
async function propose(from: ChatSocket, to: Member, session = proposal()) {
  return sentOverSocket(from, {
    receiver: to.id,
    clientId: `s-${Math.random()}`,
    kind: 'session',
    session,
  });
}

function act(who: Member, messageId: string, action: unknown) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/v1/messages/message/${messageId}/session`,
    payload: { action } as Record<string, unknown>,
    headers: bearer(who),
  });
}

async function history(viewer: Member, other: Member): Promise<TMessage[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/messages/conversation/${viewer.id}/${other.id}`,
    headers: bearer(viewer),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TMessagesPageResponse>().data;
}

describe('proposing a session', () => {
  it('stores a proposal both members see as proposed, over the socket and over REST', async () => {
    const { ana, ben, anaTab, benTab } = await pair();
    const arriving = next(benTab, 'newMessage');
    const session = proposal();
    const stored = await propose(anaTab, ben, session);
    expect(stored).toMatchObject({
      kind: 'session',
      message: '',
      session: {
        startsAt: session.startsAt,
        durationMinutes: 30,
        languages: ['en', 'ko'],
        status: 'proposed',
      },
    });
    expect((await arriving).message.session).toEqual(stored.session);
    expect((await history(ben, ana)).at(-1)?.session?.status).toBe('proposed');

    const rest = await t.app.inject({
      method: 'POST',
      url: '/api/v1/messages',
      payload: {
        receiver: ana.id,
        kind: 'session',
        session: proposal(3 * HOUR_MS, { languages: ['ko', 'en'], durationMinutes: 120 }),
      },
      headers: bearer(ben),
    });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json<TMessageResponse>().data.session).toMatchObject({
      languages: ['ko', 'en'],
      durationMinutes: 120,
      status: 'proposed',
    });
  });

  it('refuses a past or far start, a bad length, bad languages and mixed payloads, storing nothing', async () => {
    const { ben, anaTab, benTab } = await pair();
    const heard = record(benTab, 'newMessage');
    const before = await fingerprint(t, TABLES);
    const send = (session: unknown, extra: Record<string, unknown> = {}) =>
      sendOverSocket(anaTab, { receiver: ben.id, kind: 'session', session, ...extra });
    const cases: [unknown, string, Record<string, unknown>?][] = [
      [proposal(-MINUTE_MS), 'sessionStartInPast'],
      [proposal(0), 'sessionStartInPast'],
      [proposal(61 * 24 * HOUR_MS), 'sessionStartTooFar'],
      [proposal(HOUR_MS, { startsAt: '9999-12-31T23:00:00Z' }), 'sessionStartTooFar'],
      [proposal(HOUR_MS, { startsAt: 'tomorrow' }), 'sessionStartRequired'],
      [proposal(HOUR_MS, { durationMinutes: 500 }), 'sessionDurationInvalid'],
      [proposal(HOUR_MS, { durationMinutes: 10 }), 'sessionDurationInvalid'],
      [proposal(HOUR_MS, { durationMinutes: 30.5 }), 'sessionDurationInvalid'],
      [proposal(HOUR_MS, { languages: ['en', 'xx'] }), 'sessionLanguagesInvalid'],
      [proposal(HOUR_MS, { languages: ['en', 'en'] }), 'sessionLanguagesInvalid'],
      [proposal(HOUR_MS, { languages: ['en'] }), 'sessionLanguagesInvalid'],
      [undefined, 'sessionStartRequired'],
      [proposal(), 'invalidInput', { kind: 'text' }],
      [proposal(), 'invalidInput', { replyToId: crypto.randomUUID() }],
    ];
    for (const [session, code, extra] of cases) {
      const ack = await send(session, extra);
      expect(ack, `${JSON.stringify(session)} ${JSON.stringify(extra)}`).toMatchObject({
        status: 'error',
        code,
      });
    }
    // The same over REST: a 400 with the key.
    const rest = await t.app.inject({
      method: 'POST',
      url: '/api/v1/messages',
      payload: { receiver: ben.id, kind: 'session', session: proposal(-HOUR_MS) },
      headers: { authorization: `Bearer ${(await signedInMember(t, 'Rest')).token}` },
    });
    expect(rest.statusCode).toBe(400);
    expect(rest.json()).toMatchObject({ success: false, code: 'sessionStartInPast' });
    await pause(200);
    expect(heard).toEqual([]);
    expect(await fingerprint(t, TABLES)).toBe(before);
  });

  it('is refused to and from a blocked member, in a pending message request, and across age bands', async () => {
    const { ana, ben, anaTab, benTab } = await pair();
    const block = (who: Member, whom: Member) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/auth/users/${who.id}/block/${whom.id}`,
        headers: bearer(who),
      });
    expect((await block(ana, ben)).statusCode).toBe(200);
    const before = await fingerprint(t, TABLES);
    expect(
      await sendOverSocket(anaTab, { receiver: ben.id, kind: 'session', session: proposal() }),
    ).toMatchObject({ status: 'error', code: 'youBlockedMember' });
    expect(
      await sendOverSocket(benTab, { receiver: ana.id, kind: 'session', session: proposal() }),
    ).toMatchObject({ status: 'error', code: 'blockedByMember' });
    expect(await fingerprint(t, TABLES)).toBe(before);

    // A stranger writing to a member who takes requests: texts only until accepted.
    const cleo = await signedInMember(t, 'Cleo', { messagePolicy: 'requests' });
    const dan = await signedInMember(t, 'Dan');
    const danTab = await sockets.connected(url, dan.token);
    expect(
      await sendOverSocket(danTab, { receiver: cleo.id, kind: 'session', session: proposal() }),
    ).toMatchObject({ status: 'error', code: 'requestPending' });
    await sentOverSocket(danTab, { receiver: cleo.id, message: 'Hi Cleo!' });
    // The request's folded notification is stored after the ack: wait for it before the print.
    await t.app.notificationsSettled();
    const afterRequest = await fingerprint(t, TABLES);
    expect(
      await sendOverSocket(danTab, { receiver: cleo.id, kind: 'session', session: proposal() }),
    ).toMatchObject({ status: 'error', code: 'requestPending' });
    expect(await fingerprint(t, TABLES)).toBe(afterRequest);
    // Once Cleo follows Dan (or accepts), a proposal goes through.
    await t.db.insert(follows).values({ followerId: cleo.id, followeeId: dan.id });
    const accept = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/messages/conversations/${dan.id}/accept`,
      headers: bearer(cleo),
    });
    expect(accept.statusCode, accept.body).toBe(200);
    expect((await propose(danTab, cleo)).session?.status).toBe('proposed');

    // A minor and an adult do not exist for each other: 404, as for a member who is absent.
    const minor = await signedInMember(t, 'Minnie', {
      birthYear: String(new Date().getUTCFullYear() - 15),
      birthMonth: '1',
      birthDay: '1',
    });
    const minorTab = await sockets.connected(url, minor.token);
    const acrossBands = await sendOverSocket(minorTab, {
      receiver: ana.id,
      kind: 'session',
      session: proposal(),
    });
    expect(acrossBands).toMatchObject({ status: 'error', code: 'notFound' });
  });
});

describe('answering and cancelling', () => {
  it('the receiver accepts; both members’ tabs hear it; the same answer again changes nothing', async () => {
    const { ana, ben, anaTab, benTab } = await pair();
    const anaOtherTab = await sockets.connected(url, ana.token);
    const session = await propose(anaTab, ben);

    const heardByAna = next(anaOtherTab, 'messageUpdated');
    const heardByBen = next(benTab, 'messageUpdated');
    const accepted = await act(ben, session._id, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<TMessageResponse>().data).toMatchObject({
      _id: session._id,
      kind: 'session',
      session: { status: 'accepted' },
    });
    expect((await heardByAna).message).toMatchObject({
      _id: session._id,
      session: { status: 'accepted' },
    });
    expect((await heardByBen).message.session?.status).toBe('accepted');
    expect((await history(ana, ben)).at(-1)?.session?.status).toBe('accepted');

    const again = record(anaTab, 'messageUpdated');
    const repeat = await act(ben, session._id, 'accept');
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json<TMessageResponse>().data.session?.status).toBe('accepted');
    await pause(200);
    expect(again).toEqual([]);
  });

  it('only the receiver answers; a stranger and unknown or non-session messages are 404', async () => {
    const { ana, ben, anaTab } = await pair();
    const session = await propose(anaTab, ben);
    const text = await sentOverSocket(anaTab, { receiver: ben.id, message: 'hello' });
    const eve = await signedInMember(t, 'Eve');
    const before = await fingerprint(t, TABLES);

    for (const action of ['accept', 'decline']) {
      const own = await act(ana, session._id, action);
      expect(own.statusCode).toBe(403);
      expect(own.json()).toMatchObject({ code: 'sessionOwnProposal' });
    }
    for (const action of ['accept', 'decline', 'cancel']) {
      expect((await act(eve, session._id, action)).statusCode).toBe(404);
      expect((await act(ben, text._id, action)).statusCode).toBe(404);
      expect((await act(ben, crypto.randomUUID(), action)).statusCode).toBe(404);
    }
    expect((await act(ben, 'not-an-id', 'accept')).statusCode).toBe(400);
    const bad = await act(ben, session._id, 'maybe');
    expect(bad.statusCode).toBe(400);
    expect((await act(ben, session._id, undefined)).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/messages/message/${session._id}/session`,
      payload: { action: 'accept' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await fingerprint(t, TABLES)).toBe(before);
    expect((await history(ben, ana)).find((m) => m._id === session._id)?.session?.status).toBe(
      'proposed',
    );
  });

  it('moves only along proposed → accepted/declined → cancelled, with 409 and a clear key otherwise', async () => {
    const { ana, ben, anaTab } = await pair();
    const expectState = async (id: string, status: string) =>
      expect((await history(ana, ben)).find((m) => m._id === id)?.session?.status).toBe(status);
    const refused = async (who: Member, id: string, action: string, code: string) => {
      const before = await fingerprint(t, TABLES);
      const res = await act(who, id, action);
      expect(res.statusCode, `${action}: ${res.body}`).toBe(409);
      expect(res.json()).toMatchObject({ success: false, code });
      expect(await fingerprint(t, TABLES)).toBe(before);
    };

    // Declined: it cannot be accepted or cancelled any more.
    const declined = await propose(anaTab, ben);
    expect((await act(ben, declined._id, 'decline')).statusCode).toBe(200);
    await expectState(declined._id, 'declined');
    expect((await act(ben, declined._id, 'decline')).statusCode).toBe(200);
    await refused(ben, declined._id, 'accept', 'sessionNotProposed');
    await refused(ana, declined._id, 'cancel', 'sessionAlreadyClosed');

    // Accepted: either member cancels; it cannot be declined after being accepted.
    const accepted = await propose(anaTab, ben);
    expect((await act(ben, accepted._id, 'accept')).statusCode).toBe(200);
    await refused(ben, accepted._id, 'decline', 'sessionNotProposed');
    expect((await act(ben, accepted._id, 'cancel')).statusCode).toBe(200);
    await expectState(accepted._id, 'cancelled');
    expect((await act(ana, accepted._id, 'cancel')).statusCode).toBe(200);
    await refused(ben, accepted._id, 'accept', 'sessionNotProposed');

    // The proposer withdraws a proposal.
    const withdrawn = await propose(anaTab, ben);
    expect((await act(ana, withdrawn._id, 'cancel')).statusCode).toBe(200);
    await expectState(withdrawn._id, 'cancelled');
  });

  it('cannot accept a session that has started, nor cancel one that is over', async () => {
    const { ana, ben, anaTab } = await pair();
    const late = await propose(anaTab, ben, proposal(HOUR_MS));
    const running = await propose(anaTab, ben, proposal(HOUR_MS));
    expect((await act(ben, running._id, 'accept')).statusCode).toBe(200);
    clock.advance(HOUR_MS + MINUTE_MS);
    try {
      const tooLate = await act(ben, late._id, 'accept');
      expect(tooLate.statusCode).toBe(409);
      expect(tooLate.json()).toMatchObject({ code: 'sessionAlreadyStarted' });
      // Declining it still says no; cancelling a running session still works.
      expect((await act(ben, late._id, 'decline')).statusCode).toBe(200);
      const over = await propose(anaTab, ben, proposal(HOUR_MS));
      expect((await act(ben, over._id, 'accept')).statusCode).toBe(200);
      expect((await act(ana, running._id, 'cancel')).statusCode).toBe(200);
      clock.advance(HOUR_MS + 31 * MINUTE_MS);
      const afterEnd = await act(ana, over._id, 'cancel');
      expect(afterEnd.statusCode).toBe(409);
      expect(afterEnd.json()).toMatchObject({ code: 'sessionOver' });
    } finally {
      clock.reset();
    }
  });

  it('is not accepted across a block, while declining and cancelling stay possible', async () => {
    const { ana, ben, anaTab } = await pair();
    const first = await propose(anaTab, ben);
    const second = await propose(anaTab, ben);
    const third = await propose(anaTab, ben);
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/auth/users/${ana.id}/block/${ben.id}`,
      headers: bearer(ana),
    });
    const before = await fingerprint(t, TABLES);
    const refused = await act(ben, first._id, 'accept');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'blockedByMember' });
    expect(await fingerprint(t, TABLES)).toBe(before);
    expect((await act(ben, second._id, 'decline')).statusCode).toBe(200);
    expect((await act(ana, third._id, 'cancel')).statusCode).toBe(200);
    // A suspended partner is absent.
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/auth/users/${ana.id}/unblock/${ben.id}`,
      headers: bearer(ana),
    });
    await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, ana.id));
    expect((await act(ben, first._id, 'accept')).statusCode).toBe(404);
  });
});
