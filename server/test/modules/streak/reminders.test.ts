import type { TNotificationsResponse } from '@chingu/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streakReminders, users } from '../../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { readMail } from '../../helpers/mail-text.ts';
import {
  startPushService,
  subscribedBrowser,
  type PushService,
} from '../../helpers/push-service.ts';
import { api, fixedClock, memberIn, say, type Member, type StreakMember } from './helpers.ts';

/**
 * PRODUCT §9.2 (decision 047): a `streak` reminder at 20:00 in the member's time zone when today
 * does not count yet, once a day, through the notification switches, one per member across nodes.
 */
const clock = fixedClock('2027-01-10T12:00:00Z');
let t: TestApp;
let node2: TestApp;
let service: PushService;
let partner: StreakMember;

beforeAll(async () => {
  const env = { STREAK_REMINDER_INTERVAL_SECONDS: '0', PUBLIC_URL: 'https://chingu.example' };
  t = await createTestApp(env, { now: clock.now });
  node2 = await createTestApp(env, { now: clock.now, sharedSchema: t.schemaName });
  service = await startPushService(() => t.app.push.publicKey);
  partner = await memberIn(t, 'Partner', null);
});
afterAll(async () => {
  await service.close();
  await node2.close();
  await t.close();
});

async function learnAt(who: StreakMember, iso: string) {
  clock.set(iso);
  await say(t, who, partner);
}

/** One pass of the job on `app` at `iso`; the number of reminders sent. */
async function remindAt(iso: string, app: TestApp = t) {
  clock.set(iso);
  const sent = await app.app.streakReminders.run();
  await app.app.notificationsSettled();
  return sent;
}

async function streakNotifications(who: Member) {
  await t.app.notificationsSettled();
  const res = await api(t, 'GET', '/api/v1/notifications', who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TNotificationsResponse>().data.filter((n) => n.kind === 'streak');
}

/** Reminder e-mails to the member, sent by either node (each has its own SMTP server). */
function streakMails(who: StreakMember) {
  return [...t.smtp.mailsTo(who.email), ...node2.smtp.mailsTo(who.email)]
    .map((mail) => readMail(mail.source))
    .filter((mail) => /streak|연속/.test(mail.subject));
}

async function switchOff(who: Member, channels: Record<string, boolean>) {
  const res = await api(t, 'PUT', `/api/v1/auth/users/${who.id}/notification-settings`, who, {
    streak: channels,
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('the 20:00 reminder', () => {
  it('comes at 20:00 in the member’s zone, not UTC’s, once, in the app and by e-mail', async () => {
    const york = await memberIn(t, 'Ana', 'America/New_York');
    const utc = await memberIn(t, 'Ben', null);
    // 10 January: both learn. New York is UTC−5 in January.
    await learnAt(york, '2027-01-10T17:00:00Z');
    await learnAt(utc, '2027-01-10T17:00:00Z');

    // 11 January, 20:00 UTC = 15:00 in New York: only the UTC member's evening has come.
    expect(await remindAt('2027-01-11T19:59:00Z')).toBe(0);
    expect(await remindAt('2027-01-11T20:00:00Z')).toBe(1);
    expect(await streakNotifications(utc)).toMatchObject([
      { kind: 'streak', actor: null, count: 1, readAt: null },
    ]);
    expect(await streakNotifications(york)).toEqual([]);

    // 19:59 in New York: not yet; 20:00: the reminder.
    expect(await remindAt('2027-01-12T00:59:00Z')).toBe(0);
    expect(await remindAt('2027-01-12T01:00:00Z')).toBe(1);
    expect(await streakNotifications(york)).toMatchObject([{ kind: 'streak', count: 1 }]);
    const [mail] = streakMails(york);
    expect(mail?.subject).toBe('Keep your 1-day streak on Chingu');
    expect(mail?.text).toContain('https://chingu.example/settings');

    // Later that evening and on the other node: nothing more.
    expect(await remindAt('2027-01-12T03:00:00Z')).toBe(0);
    expect(await remindAt('2027-01-12T04:00:00Z', node2)).toBe(0);
    expect(await streakNotifications(york)).toHaveLength(1);
    expect(streakMails(york)).toHaveLength(1);
    expect(streakMails(utc)).toHaveLength(1);
  });

  it('stays away when today already counts', async () => {
    const member = await memberIn(t, 'Cara', null);
    await learnAt(member, '2027-01-20T09:00:00Z');
    await learnAt(member, '2027-01-21T09:00:00Z');
    expect(await remindAt('2027-01-21T20:30:00Z')).toBe(0);
    expect(await streakNotifications(member)).toEqual([]);
    // Learning after the reminder: no second one that evening, and the next comes the day after.
    expect(await remindAt('2027-01-22T20:00:00Z')).toBe(1);
    await learnAt(member, '2027-01-22T20:10:00Z');
    expect(await remindAt('2027-01-22T21:00:00Z')).toBe(0);
    expect(await remindAt('2027-01-23T20:00:00Z')).toBe(1);
    const [reminder] = await streakNotifications(member);
    // One row, moved up and unread again, with the streak it is about.
    expect(await streakNotifications(member)).toHaveLength(1);
    expect(reminder).toMatchObject({ count: 3, readAt: null });
  });

  it('reminds while freezes bridge the missed days, and stops once the streak is gone', async () => {
    const member = await memberIn(t, 'Dan', null);
    await learnAt(member, '2027-02-01T09:00:00Z');
    expect(await remindAt('2027-02-02T20:00:00Z')).toBe(1);
    // The 2nd was bridged by a freeze: the 3rd still has a streak to keep.
    expect(await remindAt('2027-02-03T20:00:00Z')).toBe(1);
    expect(await remindAt('2027-02-04T20:00:00Z')).toBe(1);
    // The 4th missed too, no freeze left: nothing to keep, no reminder, no row left to look at.
    expect(await remindAt('2027-02-05T20:00:00Z')).toBe(0);
    const rows = await t.db
      .select()
      .from(streakReminders)
      .where(eq(streakReminders.userId, member.id));
    expect(rows).toEqual([]);
  });

  it('never reminds a member who never learned', async () => {
    const member = await memberIn(t, 'Eve', null);
    expect(await remindAt('2027-02-10T20:00:00Z')).toBe(0);
    expect(await streakNotifications(member)).toEqual([]);
  });

  it('moves the evening with a new time zone', async () => {
    const member = await memberIn(t, 'Finn', null);
    await learnAt(member, '2027-03-01T09:00:00Z');
    clock.set('2027-03-02T10:00:00Z');
    const res = await api(t, 'PUT', `/api/v1/auth/users/${member.id}/time-zone`, member, {
      timeZone: 'Asia/Seoul',
    });
    expect(res.statusCode, res.body).toBe(200);
    // 20:00 in Seoul on the 2nd is 11:00 UTC.
    expect(await remindAt('2027-03-02T10:59:00Z')).toBe(0);
    expect(await remindAt('2027-03-02T11:00:00Z')).toBe(1);
  });
});

describe('the notification switches', () => {
  it('stores nothing in the app with streak in-app off, and still mails and pushes', async () => {
    const member = await memberIn(t, 'Gus', null);
    const browser = await subscribedBrowser(t.app, service, member);
    await switchOff(member, { inApp: false });
    await learnAt(member, '2027-04-01T09:00:00Z');
    expect(await remindAt('2027-04-02T20:00:00Z')).toBe(1);
    const [push] = await browser.pushes(1);
    expect(push!.payload).toMatchObject({ kind: 'streak', title: 'Chingu', url: '/' });
    expect(push!.payload.body).toContain('1-day streak');
    expect(await streakNotifications(member)).toEqual([]);
    expect(streakMails(member)).toHaveLength(1);
  });

  it('sends no e-mail and no push with those off, and the app still shows it', async () => {
    const member = await memberIn(t, 'Hana', null);
    const browser = await subscribedBrowser(t.app, service, member);
    await switchOff(member, { email: false, push: false });
    await learnAt(member, '2027-04-05T09:00:00Z');
    expect(await remindAt('2027-04-06T20:00:00Z')).toBe(1);
    expect(await streakNotifications(member)).toHaveLength(1);
    expect(streakMails(member)).toEqual([]);
    expect(browser.received).toEqual([]);
  });

  it('writes in Korean to a member who chose Korean', async () => {
    const member = await memberIn(t, 'Ivy', null);
    await t.db.update(users).set({ preferredLanguage: 'ko' }).where(eq(users.id, member.id));
    await learnAt(member, '2027-04-08T09:00:00Z');
    expect(await remindAt('2027-04-09T20:00:00Z')).toBe(1);
    expect(streakMails(member).map((mail) => mail.subject)).toEqual([
      '친구에서 1일 연속 기록을 이어가세요',
    ]);
  });
});

describe('two app nodes', () => {
  it('send one reminder when both run at the same moment', async () => {
    const members = await Promise.all(
      ['Jin', 'Kai', 'Lee', 'Mia'].map((name) => memberIn(t, name, 'Europe/Paris')),
    );
    for (const member of members) await learnAt(member, '2027-05-01T09:00:00Z');
    // 20:00 in Paris (UTC+2 in May) on the 2nd.
    clock.set('2027-05-02T18:00:00Z');
    const [a, b] = await Promise.all([
      t.app.streakReminders.run(),
      node2.app.streakReminders.run(),
    ]);
    expect(a + b).toBe(4);
    await Promise.all([t.app.notificationsSettled(), node2.app.notificationsSettled()]);
    for (const member of members) {
      expect(await streakNotifications(member)).toHaveLength(1);
      expect(streakMails(member)).toHaveLength(1);
    }
  });
});
