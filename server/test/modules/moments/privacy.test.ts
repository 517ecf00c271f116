import type { TMember, TMoment } from '@chingu/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, moments } from '../../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { api, createMoment, follow, listIds, memberWithToken, type Member } from './helpers.ts';

let t: TestApp;
let author: Member;
let friend: Member;
let follower: Member;
let followed: Member;
let stranger: Member;
let pub: TMoment;
let friendsOnly: TMoment;
let privateOne: TMoment;
let scheduled: TMoment;

beforeAll(async () => {
  t = await createTestApp();
  author = await memberWithToken(t, 'Author');
  friend = await memberWithToken(t, 'Mutual Friend');
  follower = await memberWithToken(t, 'One-way Follower');
  followed = await memberWithToken(t, 'Followed By Author');
  stranger = await memberWithToken(t, 'Stranger');
  await follow(t, author, friend);
  await follow(t, friend, author);
  await follow(t, follower, author);
  await follow(t, author, followed);
  pub = await createMoment(t, author, { description: 'public one' });
  friendsOnly = await createMoment(t, author, { description: 'friends one', privacy: 'friends' });
  privateOne = await createMoment(t, author, { description: 'private one', privacy: 'private' });
  scheduled = await createMoment(t, author, {
    description: 'scheduled one',
    scheduledDate: new Date(Date.now() + 3_600_000).toISOString(),
  });
});
afterAll(async () => t.close());

type Viewer = 'visitor' | 'stranger' | 'follower' | 'followed' | 'friend' | 'author';
const viewers = (): Record<Viewer, Member | undefined> => ({
  visitor: undefined,
  stranger,
  follower,
  followed,
  friend,
  author,
});
const expected: Record<Viewer, () => TMoment[]> = {
  visitor: () => [pub],
  stranger: () => [pub],
  follower: () => [pub],
  followed: () => [pub],
  friend: () => [friendsOnly, pub],
  author: () => [scheduled, privateOne, friendsOnly, pub],
};
const all = () => [pub, friendsOnly, privateOne, scheduled];

describe('privacy of moments', () => {
  it.each(Object.keys(expected) as Viewer[])(
    'the %s sees exactly what they may in the feed, newest first',
    async (viewer) => {
      const feed = await listIds(t, '/api/v1/moments', viewers()[viewer]);
      expect(feed.ids).toEqual(expected[viewer]().map((m) => m._id));
      expect(feed.count).toBe(expected[viewer]().length);
    },
  );

  it.each(Object.keys(expected) as Viewer[])(
    "the %s sees the same in the author's list and detail pages",
    async (viewer) => {
      const who = viewers()[viewer];
      const mine = await listIds(t, `/api/v1/moments/user/${author.id}`, who);
      expect(mine.ids).toEqual(expected[viewer]().map((m) => m._id));
      expect(mine.count).toBe(expected[viewer]().length);
      const visible = new Set(expected[viewer]().map((m) => m._id));
      for (const moment of all()) {
        const res = await api(t, 'GET', `/api/v1/moments/${moment._id}`, who);
        expect(res.statusCode, `${viewer} ${moment.description}`).toBe(
          visible.has(moment._id) ? 200 : 404,
        );
      }
    },
  );

  it("counts only the moments the viewer may see on the author's member page", async () => {
    const count = async (who?: Member) => {
      const res = await api(t, 'GET', `/api/v1/auth/users/${author.id}`, who);
      return res.json<{ data: TMember }>().data.momentsCount;
    };
    expect(await count()).toBe(1);
    expect(await count(stranger)).toBe(1);
    expect(await count(friend)).toBe(2);
    const me = await api(t, 'GET', '/api/v1/auth/me', author);
    expect(me.json<{ data: TMember }>().data.momentsCount).toBe(4);
  });

  // The directory counts with the moments' own rules only, its list having admitted the member
  // (issue 32): the same numbers as the member page, hidden moments left out as well.
  it("counts the same in the directory's list", async () => {
    const listed = async (who?: Member) => {
      const res = await api(t, 'GET', '/api/v1/auth/users?q=Author&page=1', who);
      const row = res.json<{ data: TMember[] }>().data.find((m) => m._id === author.id);
      return row?.momentsCount;
    };
    expect(await listed()).toBe(1);
    expect(await listed(stranger)).toBe(1);
    expect(await listed(follower)).toBe(1);
    expect(await listed(friend)).toBe(2);
    await t.db.update(moments).set({ hiddenAt: new Date() }).where(eq(moments.id, pub._id));
    t.app.listTotals.invalidate('members', 'moments');
    try {
      expect(await listed()).toBe(0);
      expect(await listed(friend)).toBe(1);
    } finally {
      await t.db.update(moments).set({ hiddenAt: null }).where(eq(moments.id, pub._id));
    }
  });

  it('refuses likes and comments on a moment the caller may not see', async () => {
    for (const path of ['like', 'dislike']) {
      const res = await api(t, 'POST', `/api/v1/moments/${privateOne._id}/${path}`, friend);
      expect(res.statusCode).toBe(404);
    }
    const comment = await api(t, 'POST', `/api/v1/moments/${friendsOnly._id}/comments`, follower, {
      text: 'hello',
    });
    expect(comment.statusCode).toBe(404);
    const read = await api(t, 'GET', `/api/v1/moments/${friendsOnly._id}/comments`, stranger);
    expect(read.statusCode).toBe(404);
    const [row] = await t.db.select().from(moments).where(eq(moments.id, privateOne._id));
    expect(row!.likeCount).toBe(0);
  });

  it('shows a scheduled moment to everyone once its time has come', async () => {
    await t.db
      .update(moments)
      .set({ publishedAt: new Date(Date.now() - 1000) })
      .where(eq(moments.id, scheduled._id));
    // No write announces a moment coming due: visitors' cached pages show it within their TTL
    // (decision 025), which this test does not wait for.
    t.app.cacheInvalidation.invalidate('moments');
    const feed = await listIds(t, '/api/v1/moments');
    expect(feed.ids).toContain(scheduled._id);
    expect((await api(t, 'GET', `/api/v1/moments/${scheduled._id}`)).statusCode).toBe(200);
  });

  it('hides the moments of a member either side has blocked', async () => {
    await t.db.insert(blocks).values({ blockerId: author.id, blockedId: stranger.id });
    expect((await listIds(t, '/api/v1/moments', stranger)).ids).not.toContain(pub._id);
    expect((await api(t, 'GET', `/api/v1/moments/${pub._id}`, stranger)).statusCode).toBe(404);
    await t.db.insert(blocks).values({ blockerId: follower.id, blockedId: author.id });
    expect((await listIds(t, '/api/v1/moments', follower)).ids).not.toContain(pub._id);
    // Others are unaffected.
    expect((await listIds(t, '/api/v1/moments')).ids).toContain(pub._id);
  });

  it('answers 400 for a malformed id and 404 for an unknown one or unknown member', async () => {
    const bad = await api(t, 'GET', '/api/v1/moments/not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, code: 'invalidId' });
    const unknown = await api(t, 'GET', '/api/v1/moments/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false });
    const nobody = await api(t, 'GET', '/api/v1/moments/user/00000000-0000-4000-8000-000000000000');
    expect(nobody.statusCode).toBe(404);
  });
});
