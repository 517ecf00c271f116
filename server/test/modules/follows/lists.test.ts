import type { TFollowListResponse } from '@chingu/contract';
import { LIMITS } from '@chingu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, follows } from '../../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { insertMember } from '../../helpers/members.ts';
import { signedInMember, type Member } from '../chat/chat-helpers.ts';

// Followers and following lists are paged on the server (PRODUCT §2), newest follow first.

let t: TestApp;
let star: Member;
let viewer: Member;
/** Star's followers, newest follow first. */
let followerIds: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  star = await signedInMember(t, 'Star Seo');
  viewer = await signedInMember(t, 'Viewer Vee');
  const fans = [];
  for (let i = 0; i < 30; i++) fans.push(await insertMember(t, { name: `Fan ${i}` }));
  // Follow times with ties (three fans a minute): the id orders the fans within one.
  await t.db.insert(follows).values(
    fans.map((fan, i) => ({
      followerId: fan.id,
      followeeId: star.id,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, Math.floor(i / 3))),
    })),
  );
  // The viewer follows two of them.
  await t.db.insert(follows).values([
    { followerId: viewer.id, followeeId: fans[4]!.id },
    { followerId: viewer.id, followeeId: fans[29]!.id },
  ]);
  followerIds = fans
    .map((fan, i) => ({ id: fan.id, minute: Math.floor(i / 3) }))
    .sort((a, b) => b.minute - a.minute || (a.id < b.id ? 1 : -1))
    .map((fan) => fan.id);
});
afterAll(async () => t.close());

async function followers(query = '', who?: Member) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/auth/users/${star.id}/followers${query}`,
    headers: who ? { authorization: `Bearer ${who.token}` } : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TFollowListResponse>();
}

describe('followers and following lists', () => {
  it('sends a page at a time with the whole count, not the whole list', async () => {
    const first = await followers();
    expect(first.count).toBe(30);
    expect(first.data.map((m) => m._id)).toEqual(followerIds.slice(0, LIMITS.followListPageSize));
    const second = await followers('?page=2');
    expect(second.data.map((m) => m._id)).toEqual(followerIds.slice(LIMITS.followListPageSize));
    expect(second.count).toBe(30);
    const small = await followers('?page=3&limit=7');
    expect(small.data.map((m) => m._id)).toEqual(followerIds.slice(14, 21));
    expect((await followers('?page=9&limit=7')).data).toEqual([]);
  });

  it('counts a follow and an unfollow at once, though the total is kept between pages', async () => {
    const fan = await signedInMember(t, 'New Fan');
    const act = async (action: 'follow' | 'unfollow') => {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/auth/users/${fan.id}/${action}/${star.id}`,
        headers: { authorization: `Bearer ${fan.token}` },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    // A full page does not tell the total: it is counted, then kept.
    expect((await followers('?limit=4', viewer)).count).toBe(30);
    await act('follow');
    expect((await followers('?limit=4', viewer)).count).toBe(31);
    expect((await followers('?limit=4', viewer)).data[0]?._id).toBe(fan.id);
    await act('unfollow');
    expect((await followers('?limit=4', viewer)).count).toBe(30);
  });

  it('gives every page by its number, the ones past the middle read from the end', async () => {
    for (const limit of [4, 7, 29]) {
      const numbered: string[] = [];
      for (let n = 1; n <= Math.ceil(30 / limit); n++) {
        const page = await followers(`?limit=${limit}&page=${n}`);
        expect(page.count).toBe(30);
        numbered.push(...page.data.map((m) => m._id));
      }
      expect(numbered, `limit ${limit}`).toEqual(followerIds);
    }
  });

  it('pages on after the last member shown, ties in follow time included', async () => {
    const walked: string[] = [];
    let page = await followers('?limit=4');
    walked.push(...page.data.map((m) => m._id));
    for (let n = 2; walked.length < 30; n++) {
      page = await followers(`?limit=4&page=${n}&after=${walked.at(-1)}`);
      expect(page.data.length).toBeGreaterThan(0);
      expect(page.count).toBe(30);
      walked.push(...page.data.map((m) => m._id));
    }
    expect(walked).toEqual(followerIds);
    // Someone not in the list: the numbered page answers.
    const stranger = await followers(`?limit=4&page=2&after=${viewer.id}`);
    expect(stranger.data.map((m) => m._id)).toEqual(followerIds.slice(4, 8));
  });

  it('says which members the caller follows; a visitor follows none', async () => {
    const followed = (list: TFollowListResponse) =>
      list.data.filter((m) => m.isFollowing).map((m) => m.name);
    expect(followed(await followers('?limit=100', viewer)).sort()).toEqual(['Fan 29', 'Fan 4']);
    expect(followed(await followers('?limit=100'))).toEqual([]);
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/v1/auth/users/${viewer.id}/following`,
      headers: { authorization: `Bearer ${viewer.token}` },
    });
    expect(theirs.json<TFollowListResponse>()).toMatchObject({
      count: 2,
      data: [{ isFollowing: true }, { isFollowing: true }],
    });
  });

  it('leaves out a member hidden from the caller, in the page and in the count', async () => {
    const blocker = followerIds[0]!;
    await t.db.insert(blocks).values({ blockerId: blocker, blockedId: viewer.id });
    // Blocks hide members from each other's directory, not from public lists: still 30.
    expect((await followers('', viewer)).count).toBe(30);
    const minor = await insertMember(t, {
      name: 'Young Fan',
      birthYear: '2015',
      birthMonth: '6',
      birthDay: '1',
    });
    await t.db.insert(follows).values({ followerId: minor.id, followeeId: star.id });
    const adults = await followers('?limit=100', viewer);
    expect(adults.count).toBe(30);
    expect(adults.data.map((m) => m._id)).not.toContain(minor.id);
    // Nor can the hidden member be an anchor.
    const afterMinor = await followers(`?limit=5&page=2&after=${minor.id}`, viewer);
    expect(afterMinor.data.map((m) => m._id)).toEqual(followerIds.slice(5, 10));
  });

  it('refuses a limit over the cap and an anchor that is not an id', async () => {
    for (const query of ['?limit=101', '?page=0', '?after=nope']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/auth/users/${star.id}/followers${query}`,
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ success: false });
    }
  });
});
