import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { addCard } from '../notebook/helpers.ts';
import {
  api,
  fixedClock,
  memberIn,
  say,
  storedDays,
  streakOf,
  type StreakMember,
} from './helpers.ts';

/** PRODUCT §9.2 streak (decision 047): which days count, in whose time zone, freezes, who reads it. */
const clock = fixedClock('2027-03-10T12:00:00Z');
let t: TestApp;
let partner: StreakMember;

beforeAll(async () => {
  t = await createTestApp({ STREAK_REMINDER_INTERVAL_SECONDS: '0' }, { now: clock.now });
  partner = await memberIn(t, 'Partner', null);
});
afterAll(async () => t.close());

/** A message from `who` at `iso` (the app clock). */
async function learnAt(who: StreakMember, iso: string) {
  clock.set(iso);
  await say(t, who, partner);
}

async function streakAt(who: StreakMember, iso: string) {
  clock.set(iso);
  return streakOf(t, who);
}

describe('days in the member’s time zone', () => {
  it('counts two days across a Seoul midnight where UTC sees one', async () => {
    const seoul = await memberIn(t, 'Ana', 'Asia/Seoul');
    const utc = await memberIn(t, 'Ben', null);
    // 23:50 and 00:10 in Seoul (UTC+9); 14:50 and 15:10 of one UTC day.
    for (const at of ['2027-03-10T14:50:00Z', '2027-03-10T15:10:00Z']) {
      await learnAt(seoul, at);
      await learnAt(utc, at);
    }
    expect(await storedDays(t, seoul)).toEqual(['2027-03-10', '2027-03-11']);
    expect(await storedDays(t, utc)).toEqual(['2027-03-10']);

    expect(await streakAt(seoul, '2027-03-10T15:20:00Z')).toEqual({
      current: 2,
      longest: 2,
      today: true,
      freezes: 2,
    });
    expect(await streakAt(utc, '2027-03-10T15:20:00Z')).toEqual({
      current: 1,
      longest: 1,
      today: true,
      freezes: 2,
    });
  });

  it("turns the day at the member's midnight: today open, yesterday still counting", async () => {
    const seoul = await memberIn(t, 'Cara', 'Asia/Seoul');
    await learnAt(seoul, '2027-03-12T03:00:00Z'); // 12:00 on the 12th in Seoul
    // 23:59 in Seoul: still today.
    expect(await streakAt(seoul, '2027-03-12T14:59:00Z')).toMatchObject({
      current: 1,
      today: true,
    });
    // 00:01 on the 13th in Seoul (still the 12th in UTC): a new day, not done yet, nothing broken.
    expect(await streakAt(seoul, '2027-03-12T15:01:00Z')).toEqual({
      current: 1,
      longest: 1,
      today: false,
      freezes: 2,
    });
  });

  it('counts a day in UTC until the browser sends a time zone, then in that zone', async () => {
    const member = await memberIn(t, 'Dan', null);
    await learnAt(member, '2027-03-14T23:30:00Z');
    clock.set('2027-03-15T00:30:00Z');
    const res = await api(t, 'PUT', `/api/v1/auth/users/${member.id}/time-zone`, member, {
      timeZone: 'America/Los_Angeles',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { timeZone: 'America/Los_Angeles' } });
    // 17:30 on the 14th in Los Angeles: the UTC day stored stays, later days follow the new zone.
    await say(t, member, partner);
    expect(await storedDays(t, member)).toEqual(['2027-03-14']);
    const profile = await api(t, 'GET', `/api/v1/auth/users/${member.id}`, partner);
    expect(profile.json()).toMatchObject({ data: { timeZone: 'America/Los_Angeles' } });
  });
});

describe('what makes a day count', () => {
  it('counts a correction the member gives', async () => {
    const learner = await memberIn(t, 'Eve', null);
    const corrector = await memberIn(t, 'Finn', null);
    clock.set('2027-03-16T10:00:00Z');
    const original = await say(t, learner, corrector, 'I goed to school');
    const res = await api(t, 'POST', '/api/v1/messages', corrector, {
      receiver: learner.id,
      correction: { messageId: original._id, corrected: 'I went to school' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await storedDays(t, corrector)).toEqual(['2027-03-16']);
  });

  it('counts the day the last due card is reviewed, not before', async () => {
    const member = await memberIn(t, 'Gus', null);
    clock.set('2027-03-16T09:00:00Z');
    const first = await addCard(t, member, { front: '하나' });
    const second = await addCard(t, member, { front: '둘' });
    clock.set('2027-03-16T09:05:00Z');

    const review = (id: string) =>
      api(t, 'POST', `/api/v1/notebook/${id}/review`, member, { rating: 'good' });
    expect((await review(first._id)).statusCode).toBe(200);
    expect(await streakOf(t, member)).toMatchObject({ current: 0, today: false });

    expect((await review(second._id)).statusCode).toBe(200);
    expect(await streakOf(t, member)).toMatchObject({ current: 1, today: true });
  });

  it('does not count a refused message', async () => {
    const member = await memberIn(t, 'Hana', null);
    clock.set('2027-03-16T09:00:00Z');
    const res = await api(t, 'POST', '/api/v1/messages', member, {
      receiver: member.id,
      message: 'me',
    });
    expect(res.statusCode).toBe(400);
    expect(await storedDays(t, member)).toEqual([]);
  });
});

describe('freezes', () => {
  it('bridge up to two missed days a month by themselves, then the streak breaks', async () => {
    const member = await memberIn(t, 'Ivy', null);
    await learnAt(member, '2027-05-01T10:00:00Z');
    // On the 2nd, today is open: nothing is spent.
    expect(await streakAt(member, '2027-05-02T20:00:00Z')).toEqual({
      current: 1,
      longest: 1,
      today: false,
      freezes: 2,
    });
    // The 2nd went by without learning: a freeze bridged it.
    expect(await streakAt(member, '2027-05-03T08:00:00Z')).toEqual({
      current: 1,
      longest: 1,
      today: false,
      freezes: 1,
    });
    await learnAt(member, '2027-05-03T10:00:00Z');
    expect(await streakOf(t, member)).toEqual({ current: 2, longest: 2, today: true, freezes: 1 });
    // The 4th missed, the 5th learned: the second freeze.
    await learnAt(member, '2027-05-05T10:00:00Z');
    expect(await streakOf(t, member)).toEqual({ current: 3, longest: 3, today: true, freezes: 0 });
    // The 6th missed with none left: on the 7th the streak is gone.
    expect(await streakAt(member, '2027-05-07T08:00:00Z')).toEqual({
      current: 0,
      longest: 3,
      today: false,
      freezes: 0,
    });
    await learnAt(member, '2027-05-07T10:00:00Z');
    expect(await streakOf(t, member)).toEqual({ current: 1, longest: 3, today: true, freezes: 0 });
  });

  it('bridge two missed days in a row, and a new month brings two more', async () => {
    const member = await memberIn(t, 'Jin', null);
    await learnAt(member, '2027-06-28T10:00:00Z');
    // 29 and 30 June missed: June's two freezes.
    await learnAt(member, '2027-07-01T10:00:00Z');
    expect(await streakOf(t, member)).toEqual({ current: 2, longest: 2, today: true, freezes: 2 });
    // 2 July missed: July's first.
    expect(await streakAt(member, '2027-07-03T12:00:00Z')).toEqual({
      current: 2,
      longest: 2,
      today: false,
      freezes: 1,
    });
  });
});

describe('who may read and set it', () => {
  it('answers the member only: another member 403, a visitor 401', async () => {
    const owner = await memberIn(t, 'Kai', null);
    const other = await memberIn(t, 'Lee', null);
    const url = `/api/v1/auth/users/${owner.id}/streak`;
    const byOther = await api(t, 'GET', url, other);
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json()).toMatchObject({ success: false, code: 'forbidden' });
    expect((await api(t, 'GET', url)).statusCode).toBe(401);

    const setByOther = await api(t, 'PUT', `/api/v1/auth/users/${owner.id}/time-zone`, other, {
      timeZone: 'Europe/Paris',
    });
    expect(setByOther.statusCode).toBe(403);
  });

  it('refuses a time zone Intl does not know with 400 invalidTimeZone, changing nothing', async () => {
    const member = await memberIn(t, 'Mia', 'Asia/Seoul');
    for (const timeZone of [
      'Mars/Olympus_Mons',
      '+09:00',
      'Asia/Seoul; drop',
      '',
      'A'.repeat(80),
    ]) {
      const res = await api(t, 'PUT', `/api/v1/auth/users/${member.id}/time-zone`, member, {
        timeZone,
      });
      expect(res.statusCode, timeZone).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'invalidTimeZone' });
    }
    const [row] = await t.db
      .select({ timeZone: users.timeZone })
      .from(users)
      .where(eq(users.id, member.id));
    expect(row?.timeZone).toBe('Asia/Seoul');
  });
});
