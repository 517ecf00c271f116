import type { TMember, TMoment } from '@chingu/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moments } from '../../../src/db/schema/index.ts';
import { domainsChangedBy } from '../../../src/plugins/cache/visitor-cache.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import {
  api,
  createMoment,
  follow,
  listIds,
  memberWithToken,
  type Member,
} from '../../modules/moments/helpers.ts';

/** The visitor response cache (decision 025) on one node; two nodes: visitor-cache-nodes.test.ts. */
let t: TestApp;
let author: Member, friend: Member;
beforeAll(async () => {
  t = await createTestApp();
  author = await memberWithToken(t, 'Author');
  friend = await memberWithToken(t, 'Friend');
  await follow(t, author, friend);
  await follow(t, friend, author);
});
afterAll(() => t.close());

/** Changes a moment's text behind the app's back: only a cached answer still shows the old one. */
async function rewriteOutsideTheApp(id: string, description: string) {
  await t.db.update(moments).set({ description }).where(eq(moments.id, id));
}

describe('visitor response cache', () => {
  it('answers a repeated visitor read from memory, byte for byte, with the same headers', async () => {
    const moment = await createMoment(t, author, { description: 'Kimchi day' });
    const first = await api(t, 'GET', `/api/v1/moments/${moment._id}`);
    await rewriteOutsideTheApp(moment._id, 'changed behind the cache');
    const second = await api(t, 'GET', `/api/v1/moments/${moment._id}`);
    expect(second.statusCode).toBe(200);
    // Served from the cache: the out-of-app change is not seen, and nothing differs.
    expect(second.body).toBe(first.body);
    for (const header of ['content-type', 'etag', 'cache-control', 'vary', 'content-length']) {
      expect(second.headers[header], header).toBe(first.headers[header]);
    }
    expect(first.headers.vary).toContain('Authorization');
    expect(first.headers['x-content-type-options']).toBe(second.headers['x-content-type-options']);
    // A member's read of the same URL is not the visitor's page: it sees the row as it is.
    const asMember = await api(t, 'GET', `/api/v1/moments/${moment._id}`, friend);
    expect(asMember.json<{ data: TMoment }>().data.description).toBe('changed behind the cache');
  });

  it('answers 304 to a visitor whose copy is current', async () => {
    const url = `/api/v1/moments/user/${author.id}`;
    const first = await api(t, 'GET', url);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('shows a write at once on the next visitor read (feed, moment, comments, member, stats)', async () => {
    const moment = await createMoment(t, author, { description: 'Before' });
    const feedBefore = await listIds(t, '/api/v1/moments');
    expect(feedBefore.ids).toContain(moment._id);
    const memberBefore = await api(t, 'GET', `/api/v1/auth/users/${author.id}`);
    await api(t, 'GET', `/api/v1/moments/${moment._id}`);
    await api(t, 'GET', `/api/v1/moments/${moment._id}/comments`);

    const liked = await api(t, 'POST', `/api/v1/moments/${moment._id}/like`, friend);
    expect(liked.statusCode).toBe(200);
    const detail = await api(t, 'GET', `/api/v1/moments/${moment._id}`);
    expect(detail.json<{ data: TMoment }>().data.likeCount).toBe(1);

    const commented = await api(t, 'POST', `/api/v1/moments/${moment._id}/comments`, friend, {
      text: 'Looks great',
    });
    expect(commented.statusCode).toBe(201);
    const comments = await api(t, 'GET', `/api/v1/moments/${moment._id}/comments`);
    expect(comments.json<{ count: number }>().count).toBe(1);

    const second = await createMoment(t, author, { description: 'After' });
    expect((await listIds(t, '/api/v1/moments')).ids[0]).toBe(second._id);
    const memberAfter = await api(t, 'GET', `/api/v1/auth/users/${author.id}`);
    expect(memberAfter.json<{ data: TMember }>().data.momentsCount).toBe(
      memberBefore.json<{ data: TMember }>().data.momentsCount + 1,
    );

    // A refused write changes nothing and keeps the cache; a row written outside the app is not
    // announced and shows within the TTL only.
    const statsBefore = await api(t, 'GET', '/api/v1/stats');
    await memberWithToken(t, 'Newcomer');
    const registered = await api(t, 'PUT', `/api/v1/auth/users/${friend.id}/follow/${author.id}`);
    expect(registered.statusCode).toBe(401);
    const statsCached = await api(t, 'GET', '/api/v1/stats');
    expect(statsCached.body).toBe(statsBefore.body);
  });

  it("never gives a visitor a member's private data, nor a member the visitor's page", async () => {
    const friendsOnly = await createMoment(t, author, {
      description: 'For friends',
      privacy: 'friends',
    });
    await api(t, 'POST', `/api/v1/moments/${friendsOnly._id}/like`, friend);
    // The friend reads first and fills nothing a visitor could get.
    const friendFeed = await listIds(t, '/api/v1/moments', friend);
    expect(friendFeed.ids).toContain(friendsOnly._id);
    expect(friendFeed.data.find((m) => m._id === friendsOnly._id)?.isLiked).toBe(true);
    const friendDetail = await api(t, 'GET', `/api/v1/moments/${friendsOnly._id}`, friend);
    expect(friendDetail.statusCode).toBe(200);

    const visitorFeed = await listIds(t, '/api/v1/moments');
    expect(visitorFeed.ids).not.toContain(friendsOnly._id);
    expect(visitorFeed.data.every((m) => !m.isLiked)).toBe(true);
    expect((await api(t, 'GET', `/api/v1/moments/${friendsOnly._id}`)).statusCode).toBe(404);

    // And the other way: the visitor's cached feed does not reach the members.
    const again = await listIds(t, '/api/v1/moments', friend);
    expect(again.ids).toContain(friendsOnly._id);
    const authorFeed = await listIds(t, '/api/v1/moments', author);
    expect(authorFeed.ids).toContain(friendsOnly._id);
    const ownPublic = await createMoment(t, author, { description: 'Public, mine' });
    const mine = await api(t, 'PUT', `/api/v1/moments/${ownPublic._id}/reactions`, author, {
      emoji: '👍',
    });
    expect(mine.statusCode, mine.body).toBe(200);
    const visitorView = await api(t, 'GET', `/api/v1/moments/${ownPublic._id}`);
    const authorView = await api(t, 'GET', `/api/v1/moments/${ownPublic._id}`, author);
    expect(visitorView.json<{ data: TMoment }>().data.reactions[0]?.mine).toBe(false);
    expect(authorView.json<{ data: TMoment }>().data.reactions[0]?.mine).toBe(true);
  });

  it('leaves "online now" uncached and refuses to cache a write route', async () => {
    await api(t, 'GET', '/api/v1/auth/users?online=true');
    const before = await api(t, 'GET', '/api/v1/auth/users?online=true');
    expect(before.headers.etag).toBeUndefined();
    expect(domainsChangedBy('POST', '/api/v1/messages')).toEqual([]);
    expect(domainsChangedBy('POST', '/api/v1/auth/login')).toEqual([]);
    expect(domainsChangedBy('POST', '/api/v1/moments/:momentId/like')).toEqual(['moments']);
    // Unknown writes clear everything.
    expect(domainsChangedBy('PUT', '/api/v1/auth/updatedetails')).toEqual(['members', 'moments']);
    expect(domainsChangedBy('POST', '/api/v1/something-new')).toEqual(['members', 'moments']);
  });

  it('is off with VISITOR_CACHE_SECONDS=0', async () => {
    const off = await createTestApp({ VISITOR_CACHE_SECONDS: '0' });
    try {
      const someone = await memberWithToken(off, 'Someone');
      const moment = await createMoment(off, someone, { description: 'Fresh' });
      await api(off, 'GET', `/api/v1/moments/${moment._id}`);
      await off.db.update(moments).set({ description: 'Now' }).where(eq(moments.id, moment._id));
      const res = await api(off, 'GET', `/api/v1/moments/${moment._id}`);
      expect(res.json<{ data: TMoment }>().data.description).toBe('Now');
      expect(res.headers.etag).toBeUndefined();
    } finally {
      await off.close();
    }
  });
});
