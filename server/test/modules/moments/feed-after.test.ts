import type { TMoment } from '@chingu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { api, createMoment, follow, listIds, memberWithToken, type Member } from './helpers.ts';

// Keyset pages (decision 063): `after` = the last moment of the page before.

let t: TestApp;
let minji: Member;
let james: Member;
/** Every moment the feed lists, newest first. */
let newestFirst: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  minji = await memberWithToken(t, 'Minji Kim');
  james = await memberWithToken(t, 'James Carter');
  const created: TMoment[] = [];
  for (let i = 0; i < 23; i++) {
    created.push(
      await createMoment(t, i % 3 ? minji : james, {
        description: `Moment number ${i}`,
        language: i % 2 ? 'ko' : 'en',
      }),
    );
  }
  newestFirst = created.reverse().map((m) => m._id);
});
afterAll(async () => t.close());

describe('moments feed after a moment (keyset pages)', () => {
  it('gives the same pages as page numbers, with the same total', async () => {
    const second = await listIds(t, `/api/v1/moments?page=2&after=${newestFirst[9]}`);
    expect(second.ids).toEqual(newestFirst.slice(10, 20));
    expect(second.count).toBe(23);
    const third = await listIds(t, `/api/v1/moments?page=3&after=${second.ids.at(-1)}`);
    expect(third.ids).toEqual(newestFirst.slice(20));
    expect(third.count).toBe(23);
    // Filters still apply, for a member as for a visitor.
    const korean = await listIds(t, '/api/v1/moments?language=ko&limit=4', james);
    const koreanNext = await listIds(
      t,
      `/api/v1/moments?language=ko&limit=4&page=2&after=${korean.ids.at(-1)}`,
      james,
    );
    const koreanByNumber = await listIds(t, '/api/v1/moments?language=ko&limit=4&page=2', james);
    expect(koreanNext.ids).toEqual(koreanByNumber.ids);
    expect(koreanNext.ids).toHaveLength(4);
    expect(koreanNext.count).toBe(koreanByNumber.count);
  });

  it('shows no moment twice when one is published between two pages', async () => {
    const reader = await memberWithToken(t, 'Reader Park');
    const first = await listIds(t, '/api/v1/moments', reader);
    const fresh = await createMoment(t, minji, { description: 'Published while reading' });
    const next = await listIds(t, `/api/v1/moments?page=2&after=${first.ids.at(-1)}`, reader);
    expect(next.ids).toEqual(newestFirst.slice(10, 20));
    expect(next.ids.filter((id) => first.ids.includes(id))).toEqual([]);
    // The numbered page moved by one: its first moment was the first page's last.
    const byNumber = await listIds(t, '/api/v1/moments?page=2', reader);
    expect(byNumber.ids[0]).toBe(first.ids.at(-1));
    await api(t, 'DELETE', `/api/v1/moments/${fresh._id}`, minji);
  });

  it('answers the numbered page when the moment is gone or hidden from the caller', async () => {
    const gone = await createMoment(t, james, { description: 'Deleted soon' });
    await api(t, 'DELETE', `/api/v1/moments/${gone._id}`, james);
    const afterGone = await listIds(t, `/api/v1/moments?page=2&after=${gone._id}`);
    expect(afterGone.ids).toEqual(newestFirst.slice(10, 20));

    // A private moment's place is not told by the pages after it: the numbered page answers.
    const secret = await createMoment(t, james, { description: 'Only me', privacy: 'private' });
    const visitor = await listIds(t, `/api/v1/moments?page=3&after=${secret._id}`);
    expect(visitor.ids).toEqual(newestFirst.slice(20));
    const member = await listIds(t, `/api/v1/moments?page=3&after=${secret._id}`, minji);
    expect(member.ids).toEqual(newestFirst.slice(20));
    // Its author sees it, so the page after it is every moment before it.
    const author = await listIds(t, `/api/v1/moments?page=2&after=${secret._id}`, james);
    expect(author.ids).toEqual(newestFirst.slice(0, 10));
    await api(t, 'DELETE', `/api/v1/moments/${secret._id}`, james);
  });

  it('follows a friends-only moment for the friends who can see it', async () => {
    const friend = await memberWithToken(t, 'Friend Lee');
    await follow(t, friend, james);
    await follow(t, james, friend);
    const friendsOnly = await createMoment(t, james, {
      description: 'For friends',
      privacy: 'friends',
    });
    const friendPage = await listIds(t, `/api/v1/moments?limit=5&after=${friendsOnly._id}`, friend);
    expect(friendPage.ids).toEqual(newestFirst.slice(0, 5));
    const strangerPage = await listIds(
      t,
      `/api/v1/moments?limit=5&page=2&after=${friendsOnly._id}`,
      minji,
    );
    expect(strangerPage.ids).toEqual(newestFirst.slice(5, 10));
    await api(t, 'DELETE', `/api/v1/moments/${friendsOnly._id}`, james);
  });

  it('is empty after the last moment, and refuses an anchor that is not an id', async () => {
    const end = await listIds(t, `/api/v1/moments?page=4&after=${newestFirst.at(-1)}`);
    expect(end).toMatchObject({ count: 23, ids: [] });
    const refused = await api(t, 'GET', '/api/v1/moments?page=2&after=not-an-id');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false, error: 'Invalid id' });
    // The same connection's next request is answered.
    expect((await listIds(t, `/api/v1/moments?page=2&after=${newestFirst[9]}`)).ids).toHaveLength(
      10,
    );
  });
});
