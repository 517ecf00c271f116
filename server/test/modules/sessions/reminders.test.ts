import type { TNotificationsResponse } from '@chingu/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { testClock } from '../../helpers/clock.ts';
import { readMail } from '../../helpers/mail-text.ts';
import { listen, socketFactory } from '../../helpers/sockets.ts';
import { bearer, next, signedInMember, type Member } from '../chat/chat-helpers.ts';

/**
 * PRODUCT §9.2: both members of an accepted session are reminded 10 minutes before it, once,
 * through the notification settings (decision 044), whatever the number of app nodes. The job
 * runs by hand here (SESSION_REMINDER_INTERVAL_SECONDS=0) on a clock the tests move.
 */
const MINUTE_MS = 60_000;
const clock = testClock();
const env = { SESSION_REMINDER_INTERVAL_SECONDS: '0', PUBLIC_URL: 'https://chingu.example' };
let a: TestApp;
let b: TestApp;
const sockets = socketFactory();
beforeAll(async () => {
  a = await createTestApp(env, { now: clock.now });
  // A second node on the same database, with the same clock.
  b = await createTestApp(env, { now: clock.now, sharedSchema: a.schemaName });
});
afterAll(async () => {
  sockets.closeAll();
  await b.close();
  await a.close();
});

/** Starts from the system time for each test; the job's earlier claims stay claimed. */
const reset = () => clock.reset();

async function emailOf(member: Member) {
  const [row] = await a.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, member.id));
  return row!.email;
}

async function pairNamed(first: string, second: string) {
  const [ana, ben] = await Promise.all([
    signedInMember(a, first, { nativeLanguage: 'English', languageToLearn: 'Korean' }),
    signedInMember(a, second, { nativeLanguage: 'Korean', languageToLearn: 'English' }),
  ]);
  return { ana, ben };
}

/** A session from `from` to `to` starting `inMinutes` from the app's now, answered `answer`. */
async function session(
  from: Member,
  to: Member,
  inMinutes: number,
  answer: 'accept' | 'decline' | 'cancel' | null = 'accept',
) {
  const res = await a.app.inject({
    method: 'POST',
    url: '/api/v1/messages',
    payload: {
      receiver: to.id,
      kind: 'session',
      session: {
        startsAt: new Date(clock.now().getTime() + inMinutes * MINUTE_MS).toISOString(),
        durationMinutes: 30,
        languages: ['en', 'ko'],
      },
    },
    headers: bearer(from),
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json<{ data: { _id: string } }>().data._id;
  if (answer) {
    const who = answer === 'cancel' ? from : to;
    if (answer === 'cancel') {
      const accepted = await a.app.inject({
        method: 'PUT',
        url: `/api/v1/messages/message/${id}/session`,
        payload: { action: 'accept' },
        headers: bearer(to),
      });
      expect(accepted.statusCode).toBe(200);
    }
    const answered = await a.app.inject({
      method: 'PUT',
      url: `/api/v1/messages/message/${id}/session`,
      payload: { action: answer },
      headers: bearer(who),
    });
    expect(answered.statusCode, answered.body).toBe(200);
  }
  return id;
}

async function sessionNotifications(t: TestApp, who: Member) {
  await a.app.notificationsSettled();
  await b.app.notificationsSettled();
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v1/notifications',
    headers: bearer(who),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TNotificationsResponse>().data.filter((n) => n.kind === 'session');
}

async function reminderMails(member: Member) {
  const email = await emailOf(member);
  return [...a.smtp.mailsTo(email), ...b.smtp.mailsTo(email)]
    .map((mail) => readMail(mail.source))
    .filter((mail) => /session/i.test(mail.subject) || /세션/.test(mail.subject));
}

async function setSwitch(who: Member, channel: 'inApp' | 'email' | 'push', enabled: boolean) {
  const res = await a.app.inject({
    method: 'PUT',
    url: `/api/v1/auth/users/${who.id}/notification-settings`,
    payload: { session: { [channel]: enabled } },
    headers: bearer(who),
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('the session reminder', () => {
  it('reaches both members 10 minutes before an accepted session, once, not for others', async () => {
    reset();
    const { ana, ben } = await pairNamed('Ana', 'Ben');
    const accepted = await session(ana, ben, 60);
    await session(ana, ben, 60, null);
    await session(ana, ben, 60, 'decline');
    await session(ana, ben, 60, 'cancel');

    expect(await a.app.sessionReminders.run()).toBe(0);
    clock.advance(49 * MINUTE_MS);
    expect(await a.app.sessionReminders.run()).toBe(0);
    expect(await sessionNotifications(a, ana)).toEqual([]);

    clock.advance(MINUTE_MS + 1000);
    expect(await a.app.sessionReminders.run()).toBe(1);
    for (const [member, partner] of [
      [ana, ben],
      [ben, ana],
    ] as const) {
      const notes = await sessionNotifications(a, member);
      expect(notes, member.name).toHaveLength(1);
      expect(notes[0]).toMatchObject({
        kind: 'session',
        messageId: accepted,
        actor: { _id: partner.id, name: partner.name },
        readAt: null,
      });
    }
    // Both were away: an e-mail each, naming the partner and the languages, no message text.
    const [anaMail] = await reminderMails(ana);
    expect(anaMail?.subject).toBe('Your Chingu session with Ben starts soon');
    expect(anaMail?.text).toContain('starts in 10 minutes: English ↔ Korean, 30 minutes');
    expect(anaMail?.text).toContain(`https://chingu.example/chat/${ben.id}`);
    expect(await reminderMails(ben)).toHaveLength(1);

    // Later passes, on either node, remind nobody again.
    clock.advance(5 * MINUTE_MS);
    expect(await a.app.sessionReminders.run()).toBe(0);
    expect(await b.app.sessionReminders.run()).toBe(0);
    expect(await sessionNotifications(a, ana)).toHaveLength(1);
    expect(await sessionNotifications(a, ben)).toHaveLength(1);
    expect(await reminderMails(ana)).toHaveLength(1);
  });

  it('is sent once when two app nodes run the job at the same moment', async () => {
    reset();
    const pairs = await Promise.all([1, 2, 3, 4].map((n) => pairNamed(`Node${n}a`, `Node${n}b`)));
    for (const { ana, ben } of pairs) await session(ana, ben, 30);
    clock.advance(21 * MINUTE_MS);
    const claimed = await Promise.all([a.app.sessionReminders.run(), b.app.sessionReminders.run()]);
    expect(claimed[0] + claimed[1]).toBe(pairs.length);
    for (const { ana, ben } of pairs) {
      expect(await sessionNotifications(a, ana)).toHaveLength(1);
      expect(await sessionNotifications(b, ben)).toHaveLength(1);
      expect(await reminderMails(ana)).toHaveLength(1);
      expect(await reminderMails(ben)).toHaveLength(1);
    }
  });

  it('follows each member’s switches: in the app, by e-mail, and never to someone online by e-mail', async () => {
    reset();
    const { ana, ben } = await pairNamed('Cara', 'Dan');
    await setSwitch(ana, 'inApp', false);
    await setSwitch(ben, 'email', false);
    await session(ana, ben, 15);
    const { ana: eve, ben: fay } = await pairNamed('Eve', 'Fay');
    await a.db.update(users).set({ preferredLanguage: 'ko' }).where(eq(users.id, fay.id));
    await session(eve, fay, 15);
    // Eve has the app open: the notification comes live, no e-mail.
    const url = await listen(a);
    const eveTab = await sockets.connected(url, eve.token);
    const live = next(eveTab, 'notification');

    clock.advance(6 * MINUTE_MS);
    expect(await a.app.sessionReminders.run()).toBe(2);

    expect(await sessionNotifications(a, ana)).toEqual([]);
    expect(await reminderMails(ana)).toHaveLength(1);
    expect(await sessionNotifications(a, ben)).toHaveLength(1);
    expect(await reminderMails(ben)).toEqual([]);

    expect((await live).kind).toBe('session');
    expect(await reminderMails(eve)).toEqual([]);
    const [fayMail] = await reminderMails(fay);
    expect(fayMail?.subject).toBe('Eve님과의 Chingu 세션이 곧 시작돼요');
    expect(fayMail?.text).toContain('9분 뒤에 시작돼요: 영어 ↔ 한국어, 30분');
  });

  it('reminds nobody across a block or of a session that was cancelled after acceptance', async () => {
    reset();
    const { ana, ben } = await pairNamed('Gus', 'Hal');
    await session(ana, ben, 20);
    const blocked = await a.app.inject({
      method: 'PUT',
      url: `/api/v1/auth/users/${ben.id}/block/${ana.id}`,
      headers: bearer(ben),
    });
    expect(blocked.statusCode).toBe(200);
    clock.advance(11 * MINUTE_MS);
    await a.app.sessionReminders.run();
    for (const member of [ana, ben]) {
      expect(await sessionNotifications(a, member)).toEqual([]);
      expect(await reminderMails(member)).toEqual([]);
    }
  });
});
