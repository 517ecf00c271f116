import type { TStory } from '@chingu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks } from '../../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { testClock } from '../../helpers/clock.ts';
import { api, follow, memberWithToken, type Member } from '../moments/helpers.ts';
import { feed, photoStory, storyIds, textStory } from './helpers.ts';

const clock = testClock();
let t: TestApp;
let me: Member;
let amy: Member;
let bo: Member;
let cy: Member;
let notFollowed: Member;
const posted: Record<string, TStory> = {};

/** Stories a minute apart on the app clock, so "newest" is never a tie. */
async function later<T>(post: () => Promise<T>): Promise<T> {
  clock.advance(60_000);
  return post();
}

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  me = await memberWithToken(t, 'Me');
  amy = await memberWithToken(t, 'Amy');
  bo = await memberWithToken(t, 'Bo');
  cy = await memberWithToken(t, 'Cy');
  notFollowed = await memberWithToken(t, 'Not Followed');
  for (const member of [amy, bo, cy]) await follow(t, me, member);
  posted.a1 = await later(() => textStory(t, amy, { text: 'a1' }));
  posted.b1 = await later(() => photoStory(t, bo));
  posted.c1 = await later(() => textStory(t, cy, { text: 'c1' }));
  posted.a2 = await later(() => photoStory(t, amy));
  posted.n1 = await later(() => textStory(t, notFollowed, { text: 'n1' }));
  posted.me1 = await later(() => textStory(t, me, { text: 'mine 1' }));
  posted.me2 = await later(() => textStory(t, me, { text: 'mine 2' }));
});
afterAll(async () => t.close());

const order = (groups: { user: { _id: string } }[]) => groups.map((g) => g.user._id);
const view = async (who: Member, story: TStory) => {
  const res = await api(t, 'POST', `/api/v1/stories/${story._id}/view`, who);
  expect(res.statusCode, res.body).toBe(200);
};

describe('GET /api/v1/stories/feed', () => {
  it('puts my group first, then followed members by newest story; stories oldest first', async () => {
    const { count, data } = await feed(t, me);
    expect(order(data)).toEqual([me.id, amy.id, cy.id, bo.id]);
    expect(count).toBe(3);
    expect(data[0]).toMatchObject({ user: { _id: me.id, name: 'Me' }, hasUnviewed: false });
    expect(data[0]!.stories.map((s) => s.text)).toEqual(['mine 1', 'mine 2']);
    expect(data[1]!.stories.map((s) => s._id)).toEqual([posted.a1!._id, posted.a2!._id]);
    expect(data.slice(1).every((g) => g.hasUnviewed)).toBe(true);
    // Members I do not follow are not in my bar.
    expect(order(data)).not.toContain(notFollowed.id);
  });

  it('moves a group whose stories I have all viewed behind the unviewed ones', async () => {
    await view(me, posted.c1!);
    await view(me, posted.a1!);
    const { data } = await feed(t, me);
    // Amy still has an unviewed story (a2); Cy has none left.
    expect(order(data)).toEqual([me.id, amy.id, bo.id, cy.id]);
    expect(data.map((g) => g.hasUnviewed)).toEqual([false, true, true, false]);
    expect(data[1]!.stories.map((s) => s.viewed)).toEqual([true, false]);
  });

  it('pages the followed groups; my own group comes with page 1 only', async () => {
    const first = await feed(t, me, '?limit=1');
    expect(order(first.data)).toEqual([me.id, amy.id]);
    expect(first.count).toBe(3);
    const second = await feed(t, me, '?page=2&limit=1');
    expect(order(second.data)).toEqual([bo.id]);
    const beyond = await feed(t, me, '?page=4&limit=1');
    expect(beyond.data).toEqual([]);
    const bad = await api(t, 'GET', '/api/v1/stories/feed?limit=0', me);
    expect(bad.statusCode).toBe(400);
  });

  it('has no own group for a member without live stories', async () => {
    const fan = await memberWithToken(t, 'Fan');
    await follow(t, fan, cy);
    const { data, count } = await feed(t, fan);
    expect(order(data)).toEqual([cy.id]);
    expect(count).toBe(1);
  });

  it('shows friends-only stories of mutual follows only, and no group for a blocked member', async () => {
    const dee = await memberWithToken(t, 'Dee');
    const eve = await memberWithToken(t, 'Eve');
    await follow(t, me, dee);
    await follow(t, me, eve);
    const secret = await later(() =>
      textStory(t, dee, { text: 'for friends', privacy: 'friends' }),
    );
    await later(() => textStory(t, eve, { text: 'eve' }));
    expect(order((await feed(t, me)).data)).not.toContain(dee.id);
    await follow(t, dee, me);
    const withDee = (await feed(t, me)).data.find((g) => g.user._id === dee.id);
    expect(withDee?.stories.map((s) => s._id)).toEqual([secret._id]);

    await t.db.insert(blocks).values({ blockerId: eve.id, blockedId: me.id });
    const after = await feed(t, me);
    expect(order(after.data)).not.toContain(eve.id);
    expect(after.count).toBe(4);
  });
});

describe('my stories and a member’s stories', () => {
  it('list the live stories oldest first', async () => {
    expect(await storyIds(t, '/api/v1/stories/my-stories', me)).toEqual([
      posted.me1!._id,
      posted.me2!._id,
    ]);
    expect(await storyIds(t, `/api/v1/stories/user/${amy.id}`, me)).toEqual([
      posted.a1!._id,
      posted.a2!._id,
    ]);
    expect(await storyIds(t, `/api/v1/stories/user/${me.id}`, amy)).toEqual([
      posted.me1!._id,
      posted.me2!._id,
    ]);
    const mine = await api(t, 'GET', '/api/v1/stories/my-stories', me);
    expect(mine.json()).toMatchObject({ success: true, count: 2 });
    expect(mine.json<{ data: TStory[] }>().data.every((s) => s.viewsCount !== undefined)).toBe(
      true,
    );
  });
});
