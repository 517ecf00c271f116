import { randomUUID } from 'node:crypto';
import type {
  TCallAck,
  TFollowListResponse,
  TOnlineUsersAck,
  TMembersResponse,
  TSuggestionsResponse,
} from '@chingu/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { follows, sessions, users } from '../../../src/db/schema/index.ts';
import { newToken } from '../../../src/plugins/http/auth.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { insertMember } from '../../helpers/members.ts';
import { listen, record, sendOverSocket, socketFactory } from '../../helpers/sockets.ts';
import { api, createMoment, listIds, type Member } from '../moments/helpers.ts';
import { storyIds, textStory } from '../stories/helpers.ts';

/**
 * Age bands (PRODUCT §9.1): members under 18 and adults do not see each other anywhere, and
 * cannot message or call each other: the other band answers as an absent member does.
 */
let t: TestApp;
let url: string;
const sockets = socketFactory();
beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t);
});
afterAll(async () => {
  sockets.closeAll();
  await t.close();
});

/** The birth date of someone `years` old today (UTC), moved by `days`. */
function bornYearsAgo(years: number, days = 0) {
  const now = new Date();
  const d = new Date(
    Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() + days),
  );
  return {
    birthYear: String(d.getUTCFullYear()),
    birthMonth: String(d.getUTCMonth() + 1),
    birthDay: String(d.getUTCDate()),
  };
}

let seq = 0;
/** A member of that age, learning Korean with English as native (so suggestions match pairs). */
async function memberAged(years: number, days = 0, swap = false): Promise<Member> {
  seq += 1;
  const name = `Band${years}x${seq}${randomUUID().slice(0, 4)}`;
  const row = await insertMember(t, {
    name,
    ...bornYearsAgo(years, days),
    ...(swap ? { nativeLanguage: 'Korean', languageToLearn: 'English' } : {}),
  });
  const { token, tokenHash } = newToken();
  await t.db.insert(sessions).values({ userId: row.id, tokenHash });
  return { id: row.id, name, token };
}

/** Fresh each time: a direct write to the database does not clear cached answers (decision 031). */
let asked = 0;
async function directoryNames(viewer: Member | undefined, q: string): Promise<string[]> {
  asked += 1;
  const res = await api(
    t,
    'GET',
    `/api/v1/auth/users?limit=${20 + (asked % 30)}&q=${encodeURIComponent(q)}`,
    viewer,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TMembersResponse>().data.map((m) => m.name);
}

/** The member's own profile form with another birth date, as the settings screen sends it. */
async function changeBirthDate(member: Member, years: number) {
  const born = bornYearsAgo(years);
  const res = await api(t, 'PUT', '/api/v1/auth/updatedetails', member, {
    name: member.name,
    gender: '',
    native_language: 'English',
    language_to_learn: 'Korean',
    birth_year: born.birthYear,
    birth_month: born.birthMonth,
    birth_day: born.birthDay,
  });
  expect(res.statusCode, res.body).toBe(200);
}

const sendRest = (from: Member, to: Member, message = 'hi there') =>
  api(t, 'POST', '/api/v1/messages', from, { receiver: to.id, message });

describe('age bands', () => {
  it('the directory and a member page: a minor and an adult do not find each other; two minors do', async () => {
    const minor = await memberAged(15);
    const otherMinor = await memberAged(16);
    const adult = await memberAged(30);

    expect(await directoryNames(adult, minor.name)).toEqual([]);
    expect(await directoryNames(minor, adult.name)).toEqual([]);
    expect(await directoryNames(minor, otherMinor.name)).toEqual([otherMinor.name]);
    expect(await directoryNames(adult, adult.name)).toEqual([]); // not oneself
    // A visitor sees what an adult sees: no minors.
    expect(await directoryNames(undefined, minor.name)).toEqual([]);
    expect(await directoryNames(undefined, adult.name)).toEqual([adult.name]);

    const absent = await api(t, 'GET', `/api/v1/auth/users/${randomUUID()}`, adult);
    const minorPage = await api(t, 'GET', `/api/v1/auth/users/${minor.id}`, adult);
    expect(minorPage.statusCode).toBe(404);
    expect(minorPage.json()).toEqual(absent.json());
    expect((await api(t, 'GET', `/api/users/${adult.id}`, minor)).statusCode).toBe(404);
    expect((await api(t, 'GET', `/api/v1/auth/users/${minor.id}`, undefined)).statusCode).toBe(404);
    expect((await api(t, 'GET', `/api/v1/auth/users/${otherMinor.id}`, minor)).statusCode).toBe(
      200,
    );
  });

  it('the band follows the birth date today: 18 today is an adult, 18 tomorrow still a minor', async () => {
    const adult = await memberAged(40);
    const eighteenToday = await memberAged(18);
    const eighteenTomorrow = await memberAged(18, 1);
    expect(await directoryNames(adult, eighteenToday.name)).toEqual([eighteenToday.name]);
    expect(await directoryNames(adult, eighteenTomorrow.name)).toEqual([]);
    // The same member moves band when the stored birth date says so (no stored band).
    await t.db.update(users).set(bornYearsAgo(18)).where(eq(users.id, eighteenTomorrow.id));
    expect(await directoryNames(adult, eighteenTomorrow.name)).toEqual([eighteenTomorrow.name]);
  });

  it('suggestions leave out the other band', async () => {
    const minor = await memberAged(14);
    const adultKorean = await memberAged(25, 0, true);
    const minorKorean = await memberAged(15, 0, true);
    const res = await api(t, 'GET', '/api/v1/auth/users/suggestions?limit=30', minor);
    expect(res.statusCode, res.body).toBe(200);
    const ids = res.json<TSuggestionsResponse>().data.map((s) => s._id);
    expect(ids).toContain(minorKorean.id);
    expect(ids).not.toContain(adultKorean.id);
    const adultView = await api(t, 'GET', '/api/v1/auth/users/suggestions?limit=30', adultKorean);
    const adultIds = adultView.json<TSuggestionsResponse>().data.map((s) => s._id);
    expect(adultIds).not.toContain(minor.id);
  });

  it('moments: feed, a moment, a member’s moments and comments', async () => {
    const minor = await memberAged(15);
    const otherMinor = await memberAged(17);
    const adult = await memberAged(22);
    const adultMoment = await createMoment(t, adult, { description: 'adult public moment' });
    const minorMoment = await createMoment(t, minor, { description: 'minor public moment' });

    const adultFeed = await listIds(t, '/api/v1/moments?limit=100', adult);
    expect(adultFeed.ids).toContain(adultMoment._id);
    expect(adultFeed.ids).not.toContain(minorMoment._id);
    const minorFeed = await listIds(t, '/api/v1/moments?limit=100', otherMinor);
    expect(minorFeed.ids).toContain(minorMoment._id);
    expect(minorFeed.ids).not.toContain(adultMoment._id);
    expect((await listIds(t, '/api/v1/moments?limit=100')).ids).not.toContain(minorMoment._id);

    expect((await api(t, 'GET', `/api/v1/moments/${minorMoment._id}`, adult)).statusCode).toBe(404);
    expect((await api(t, 'GET', `/api/v1/moments/${adultMoment._id}`, minor)).statusCode).toBe(404);
    expect((await api(t, 'GET', `/api/v1/moments/${minorMoment._id}`, otherMinor)).statusCode).toBe(
      200,
    );
    expect((await api(t, 'GET', `/api/v1/moments/user/${minor.id}`, adult)).statusCode).toBe(404);
    expect((await api(t, 'GET', `/api/v1/moments/user/${adult.id}`, minor)).statusCode).toBe(404);
    const comment = await api(t, 'POST', `/api/v1/moments/${adultMoment._id}/comments`, minor, {
      text: 'hello',
    });
    expect(comment.statusCode).toBe(404);

    // A member who was an adult when they commented and is a minor by their birth date now.
    const movedBand = await memberAged(20);
    const left = await api(t, 'POST', `/api/v1/moments/${adultMoment._id}/comments`, movedBand, {
      text: 'written as an adult',
    });
    expect(left.statusCode, left.body).toBe(201);
    await t.db.update(users).set(bornYearsAgo(16)).where(eq(users.id, movedBand.id));
    const comments = await api(t, 'GET', `/api/v1/moments/${adultMoment._id}/comments`, adult);
    expect(comments.statusCode).toBe(200);
    expect(comments.body).not.toContain('written as an adult');
    // The moment's counts the viewer sees leave the other band out too.
    const profile = await api(t, 'GET', `/api/v1/auth/users/${minor.id}`, otherMinor);
    expect(profile.json<{ data: { momentsCount: number } }>().data.momentsCount).toBe(1);
  });

  it('moments move with their author when the author’s birth date changes', async () => {
    const author = await memberAged(30);
    const adult = await memberAged(25);
    const minor = await memberAged(16);
    const written = await createMoment(t, author, { description: 'written before the change' });
    expect((await listIds(t, '/api/v1/moments?limit=100', adult)).ids).toContain(written._id);

    // The author corrects their birth date: they are 16. Moments already written follow them.
    await changeBirthDate(author, 16);
    expect((await listIds(t, '/api/v1/moments?limit=100', adult)).ids).not.toContain(written._id);
    expect((await listIds(t, '/api/v1/moments?limit=100')).ids).not.toContain(written._id);
    expect((await listIds(t, '/api/v1/moments?limit=100', minor)).ids).toContain(written._id);
    expect((await api(t, 'GET', `/api/v1/moments/${written._id}`, adult)).statusCode).toBe(404);
    // And a moment written after the change is in the band from the start.
    const later = await createMoment(t, author, { description: 'written after the change' });
    expect((await listIds(t, '/api/v1/moments?limit=100', minor)).ids).toContain(later._id);
    expect((await listIds(t, '/api/v1/moments?limit=100', adult)).ids).not.toContain(later._id);

    // Back to an adult: both are in the adults' feed again.
    await changeBirthDate(author, 30);
    const adultFeed = await listIds(t, '/api/v1/moments?limit=100', adult);
    expect(adultFeed.ids).toEqual(expect.arrayContaining([written._id, later._id]));
  });

  it('stories: the feed, a story and a member’s stories', async () => {
    const minor = await memberAged(15);
    const adult = await memberAged(35);
    const adultStory = await textStory(t, adult);
    const minorStory = await textStory(t, minor);
    // Follows from before a band change stay stored; they show nothing across bands.
    await t.db.insert(follows).values([
      { followerId: minor.id, followeeId: adult.id },
      { followerId: adult.id, followeeId: minor.id },
    ]);
    const minorFeed = await api(t, 'GET', '/api/v1/stories/feed', minor);
    expect(minorFeed.statusCode).toBe(200);
    expect(minorFeed.body).not.toContain(adultStory._id);
    const adultFeed = await api(t, 'GET', '/api/v1/stories/feed', adult);
    expect(adultFeed.body).not.toContain(minorStory._id);
    expect((await api(t, 'GET', `/api/v1/stories/${adultStory._id}`, minor)).statusCode).toBe(404);
    expect((await api(t, 'GET', `/api/v1/stories/${minorStory._id}`, adult)).statusCode).toBe(404);
    expect((await api(t, 'GET', `/api/v1/stories/user/${adult.id}`, minor)).statusCode).toBe(404);
    expect(await storyIds(t, `/api/v1/stories/user/${minor.id}`, minor)).toEqual([minorStory._id]);
  });

  it('follows and the followers lists', async () => {
    const minor = await memberAged(13);
    const adult = await memberAged(50);
    const otherMinor = await memberAged(16);
    const follow = (who: Member, target: Member) =>
      api(t, 'PUT', `/api/v1/auth/users/${who.id}/follow/${target.id}`, who);
    const absent = await api(
      t,
      'PUT',
      `/api/v1/auth/users/${minor.id}/follow/${randomUUID()}`,
      minor,
    );
    const across = await follow(minor, adult);
    expect(across.statusCode).toBe(404);
    expect(across.json()).toEqual(absent.json());
    expect((await follow(adult, minor)).statusCode).toBe(404);
    expect((await follow(otherMinor, minor)).statusCode).toBe(200);

    // A follow stored before a band change: not listed across bands.
    await t.db.insert(follows).values({ followerId: adult.id, followeeId: otherMinor.id });
    const followers = await api(t, 'GET', `/api/v1/auth/users/${otherMinor.id}/followers`, minor);
    expect(followers.statusCode).toBe(200);
    expect(followers.json<TFollowListResponse>().data.map((u) => u._id)).toEqual([]);
    const following = await api(t, 'GET', `/api/v1/auth/users/${adult.id}/following`, adult);
    expect(following.json<TFollowListResponse>().data).toEqual([]);
    expect(
      (await api(t, 'GET', `/api/v1/auth/users/${minor.id}/followers`, adult)).statusCode,
    ).toBe(404);
    expect(
      (await api(t, 'GET', `/api/v1/auth/users/${minor.id}/following`, undefined)).statusCode,
    ).toBe(404);
  });

  it('messages over REST and the socket, typing and calls: 404 as if absent; two minors talk', async () => {
    const minor = await memberAged(15);
    const otherMinor = await memberAged(14);
    const adult = await memberAged(28);

    const absent = await api(t, 'POST', '/api/v1/messages', minor, {
      receiver: randomUUID(),
      message: 'hi',
    });
    const toAdult = await sendRest(minor, adult);
    expect(toAdult.statusCode).toBe(404);
    expect(toAdult.json()).toEqual(absent.json());
    expect((await sendRest(adult, minor)).statusCode).toBe(404);
    expect((await sendRest(minor, otherMinor)).statusCode).toBe(201);
    const open = await api(t, 'POST', '/api/v1/messages/conversations', minor, {
      userId: adult.id,
    });
    expect(open.statusCode).toBe(404);

    const [minorTab, adultTab, otherMinorTab] = await Promise.all([
      sockets.connected(url, minor.token),
      sockets.connected(url, adult.token),
      sockets.connected(url, otherMinor.token),
    ]);
    const adultHears = record(adultTab, 'newMessage');
    const adultTyping = record(adultTab, 'userTyping');
    const ack = await sendOverSocket(minorTab, { receiver: adult.id, message: 'over socket' });
    expect(ack).toMatchObject({ status: 'error', code: 'notFound' });
    minorTab.emit('typing', { receiver: adult.id });
    const ok = await sendOverSocket(minorTab, { receiver: otherMinor.id, message: 'hey' });
    expect(ok.status).toBe('success');
    // The other minor's reply accepts the message request: the two see each other's presence.
    const reply = await sendOverSocket(otherMinorTab, { receiver: minor.id, message: 'hi back' });
    expect(reply.status).toBe('success');

    // Presence by id: the adult is not reported to the minor, the other minor is.
    const presence = await new Promise<TOnlineUsersAck>((resolve) =>
      minorTab.emit('getOnlineUsers', { userIds: [adult.id, otherMinor.id] }, resolve),
    );
    expect(JSON.stringify(presence)).not.toContain(adult.id);
    expect(JSON.stringify(presence)).toContain(otherMinor.id);

    // A call: the same answer as to a member who does not exist.
    const callAck = (to: string) =>
      new Promise<TCallAck>((resolve) =>
        minorTab.emit('call:invite', { callId: randomUUID(), to, media: 'audio' }, resolve),
      );
    const callAbsent = await callAck(randomUUID());
    const callAdult = await callAck(adult.id);
    expect(callAdult).toEqual(callAbsent);
    expect(callAdult.status).toBe('error');

    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(adultHears).toEqual([]);
    expect(adultTyping).toEqual([]);
  });
});
