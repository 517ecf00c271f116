import type { TStory } from '@chingu/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, stories, users } from '../../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { HOUR_MS, testClock } from '../../helpers/clock.ts';
import { api, follow, memberWithToken, type Member } from '../moments/helpers.ts';
import { feed, photoStory, stored, storyIds, textStory } from './helpers.ts';

const clock = testClock();
let t: TestApp;
let author: Member;
let friend: Member;
let follower: Member;
let followed: Member;
let stranger: Member;
let pub: TStory;
let friendsOnly: TStory;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  author = await memberWithToken(t, 'Author');
  friend = await memberWithToken(t, 'Mutual Friend');
  follower = await memberWithToken(t, 'One-way Follower');
  followed = await memberWithToken(t, 'Followed By Author');
  stranger = await memberWithToken(t, 'Stranger');
  await follow(t, author, friend);
  await follow(t, friend, author);
  await follow(t, follower, author);
  await follow(t, author, followed);
  pub = await photoStory(t, author, { caption: 'public one' });
  friendsOnly = await textStory(t, author, { text: 'friends one', privacy: 'friends' });
});
afterAll(async () => t.close());

type Viewer = 'stranger' | 'follower' | 'followed' | 'friend' | 'author';
const viewers = (): Record<Viewer, Member> => ({ stranger, follower, followed, friend, author });
const expected: Record<Viewer, () => TStory[]> = {
  stranger: () => [pub],
  follower: () => [pub],
  followed: () => [pub],
  friend: () => [pub, friendsOnly],
  author: () => [pub, friendsOnly],
};
const ids = (list: TStory[]) => list.map((s) => s._id);

/** The author's stories in the viewer's bar ([] when the author has no group there). */
async function inFeed(viewer: Member, of: Member = author) {
  const group = (await feed(t, viewer)).data.find((g) => g.user._id === of.id);
  return group ? ids(group.stories) : [];
}

describe('who sees a story', () => {
  it.each(Object.keys(expected) as Viewer[])(
    'the %s sees exactly what they may: page, member list, bar',
    async (viewer) => {
      const who = viewers()[viewer];
      const visible = new Set(ids(expected[viewer]()));
      for (const story of [pub, friendsOnly]) {
        const res = await api(t, 'GET', `/api/v1/stories/${story._id}`, who);
        expect(res.statusCode, `${viewer} ${story.privacy}`).toBe(
          visible.has(story._id) ? 200 : 404,
        );
      }
      expect(await storyIds(t, `/api/v1/stories/user/${author.id}`, who)).toEqual([...visible]);
      // Only members who follow the author (and the author) have the author's group in the bar.
      const follows = viewer === 'friend' || viewer === 'follower' || viewer === 'author';
      expect(await inFeed(who)).toEqual(follows ? [...visible] : []);
    },
  );

  it('shows viewsCount to the author only, and viewed per caller', async () => {
    const own = await api(t, 'GET', `/api/v1/stories/${pub._id}`, author);
    expect(own.json<{ data: TStory }>().data).toMatchObject({ viewed: true, viewsCount: 0 });
    const other = (await api(t, 'GET', `/api/v1/stories/${pub._id}`, friend)).json<{
      data: TStory;
    }>().data;
    expect(other.viewed).toBe(false);
    expect(other).not.toHaveProperty('viewsCount');
  });

  it('hides stories both ways across a block', async () => {
    const blocker = await memberWithToken(t, 'Blocker');
    const blocked = await memberWithToken(t, 'Blocked');
    await follow(t, blocker, blocked);
    await follow(t, blocked, blocker);
    const byBlocker = await textStory(t, blocker, { text: 'from the blocker' });
    const byBlocked = await textStory(t, blocked, { text: 'from the blocked' });
    expect(await inFeed(blocked, blocker)).toEqual([byBlocker._id]);
    await t.db.insert(blocks).values({ blockerId: blocker.id, blockedId: blocked.id });
    for (const [viewer, story, owner] of [
      [blocked, byBlocker, blocker],
      [blocker, byBlocked, blocked],
    ] as const) {
      expect((await api(t, 'GET', `/api/v1/stories/${story._id}`, viewer)).statusCode).toBe(404);
      expect(await storyIds(t, `/api/v1/stories/user/${owner.id}`, viewer)).toEqual([]);
      expect(await inFeed(viewer, owner)).toEqual([]);
      const view = await api(t, 'POST', `/api/v1/stories/${story._id}/view`, viewer);
      expect(view.statusCode).toBe(404);
    }
    // Each still sees their own.
    expect(await storyIds(t, '/api/v1/stories/my-stories', blocked)).toEqual([byBlocked._id]);
  });

  it('hides the stories of a suspended member and a story a moderator hid (not from its author)', async () => {
    const sus = await memberWithToken(t, 'Suspended');
    const story = await textStory(t, sus, { text: 'soon gone' });
    await follow(t, friend, sus);
    expect(await inFeed(friend, sus)).toEqual([story._id]);
    await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, sus.id));
    expect((await api(t, 'GET', `/api/v1/stories/${story._id}`, friend)).statusCode).toBe(404);
    expect(await inFeed(friend, sus)).toEqual([]);
    expect(await storyIds(t, `/api/v1/stories/user/${sus.id}`, friend)).toEqual([]);

    const hidden = await textStory(t, author, { text: 'hidden by a moderator' });
    await t.db.update(stories).set({ hiddenAt: new Date() }).where(eq(stories.id, hidden._id));
    expect((await api(t, 'GET', `/api/v1/stories/${hidden._id}`, friend)).statusCode).toBe(404);
    expect(await inFeed(friend)).not.toContain(hidden._id);
    expect((await api(t, 'GET', `/api/v1/stories/${hidden._id}`, author)).statusCode).toBe(200);
    expect(await storyIds(t, '/api/v1/stories/my-stories', author)).toContain(hidden._id);
    await t.db.delete(stories).where(eq(stories.id, hidden._id));
  });

  it('answers 400 for a malformed id, 404 for an unknown story or member', async () => {
    const bad = await api(t, 'GET', '/api/v1/stories/not-a-uuid', friend);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, code: 'invalidId' });
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const url of [`/api/v1/stories/${unknown}`, `/api/v1/stories/user/${unknown}`]) {
      const res = await api(t, 'GET', url, friend);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'notFound' });
    }
  });

  it('needs sign-in for every stories route (401)', async () => {
    for (const url of [
      '/api/v1/stories/feed',
      '/api/v1/stories/my-stories',
      `/api/v1/stories/user/${author.id}`,
      `/api/v1/stories/${pub._id}`,
      `/api/v1/stories/${pub._id}/views`,
    ]) {
      const res = await api(t, 'GET', url);
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toMatchObject({ code: 'notSignedIn' });
    }
  });
});

describe('after 24 hours', () => {
  it('a story is gone for everyone, its author too, everywhere', async () => {
    const before = await stored(t);
    clock.advance(24 * HOUR_MS);
    try {
      for (const who of [author, friend, follower]) {
        for (const story of [pub, friendsOnly]) {
          const res = await api(t, 'GET', `/api/v1/stories/${story._id}`, who);
          expect(res.statusCode).toBe(404);
        }
        expect(await storyIds(t, `/api/v1/stories/user/${author.id}`, who)).toEqual([]);
        expect(await inFeed(who)).toEqual([]);
      }
      expect(await storyIds(t, '/api/v1/stories/my-stories', author)).toEqual([]);
      const view = await api(t, 'POST', `/api/v1/stories/${pub._id}/view`, friend);
      expect(view.statusCode).toBe(404);
      const views = await api(t, 'GET', `/api/v1/stories/${pub._id}/views`, author);
      expect(views.statusCode).toBe(404);
      const del = await api(t, 'DELETE', `/api/v1/stories/${pub._id}`, author);
      expect(del.statusCode).toBe(404);
      // Nothing changed: the sweep, not a read, removes what expired.
      expect(await stored(t)).toEqual(before);
    } finally {
      clock.reset();
    }
    // A minute before the end it was still there.
    clock.advance(24 * HOUR_MS - 60_000);
    try {
      expect((await api(t, 'GET', `/api/v1/stories/${pub._id}`, friend)).statusCode).toBe(200);
    } finally {
      clock.reset();
    }
  });
});
