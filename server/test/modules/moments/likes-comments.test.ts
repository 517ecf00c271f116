import type { TComment, TLikeResponse, TMoment } from '@chingu/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { momentComments, momentLikes, moments } from '../../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { api, createMoment, memberWithToken, type Member } from './helpers.ts';

let t: TestApp;
let owner: Member;
let fan: Member;
let commenter: Member;
let moment: TMoment;

beforeAll(async () => {
  t = await createTestApp();
  owner = await memberWithToken(t, 'Owner');
  fan = await memberWithToken(t, 'Fan');
  commenter = await memberWithToken(t, 'Commenter');
  moment = await createMoment(t, owner, { description: 'Sunset at Han river' });
});
afterAll(async () => t.close());

const like = (who: Member | undefined, action = 'like', id = moment._id) =>
  api(t, 'POST', `/api/v1/moments/${id}/${action}`, who, { userId: owner.id });
const stored = async (id = moment._id) => {
  const [row] = await t.db.select().from(moments).where(eq(moments.id, id));
  const [likes] = await t.db
    .select({ n: count() })
    .from(momentLikes)
    .where(eq(momentLikes.momentId, id));
  const [comments] = await t.db
    .select({ n: count() })
    .from(momentComments)
    .where(eq(momentComments.momentId, id));
  return {
    likeCount: row!.likeCount,
    likeRows: likes!.n,
    commentCount: row!.commentCount,
    commentRows: comments!.n,
  };
};
const get = async (who?: Member) =>
  (await api(t, 'GET', `/api/v1/moments/${moment._id}`, who)).json<{ data: TMoment }>().data;

describe('likes', () => {
  it('requires sign-in', async () => {
    expect((await like(undefined)).statusCode).toBe(401);
  });

  it('likes once: the liker is the caller, a second like changes nothing', async () => {
    const first = await like(fan);
    expect(first.statusCode).toBe(200);
    expect(first.json<TLikeResponse>()).toEqual({
      success: true,
      changed: true,
      data: { likeCount: 1, isLiked: true },
    });
    const second = await like(fan);
    expect(second.json<TLikeResponse>()).toMatchObject({ changed: false, data: { likeCount: 1 } });
    expect(await stored()).toMatchObject({ likeCount: 1, likeRows: 1 });
    const seen = await get(fan);
    expect(seen).toMatchObject({ likeCount: 1, likedUsers: [fan.id], isLiked: true });
    expect((await get(owner)).isLiked).toBe(false);
    expect((await get()).likedUsers).toEqual([fan.id]);
  });

  it('un-likes once: a second dislike, or one never liked, changes nothing', async () => {
    const first = await like(fan, 'dislike');
    expect(first.json<TLikeResponse>()).toEqual({
      success: true,
      changed: true,
      data: { likeCount: 0, isLiked: false },
    });
    expect((await like(fan, 'dislike')).json<TLikeResponse>().changed).toBe(false);
    expect((await like(commenter, 'dislike')).json<TLikeResponse>().changed).toBe(false);
    expect(await stored()).toMatchObject({ likeCount: 0, likeRows: 0 });
  });

  it('keeps the count equal to the rows under 50 concurrent likes and repeated clicks', async () => {
    const likers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => memberWithToken(t, `Liker ${i}`)),
    );
    const results = await Promise.all([...likers, ...likers.slice(0, 5)].map((m) => like(m)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(results.filter((r) => r.json<TLikeResponse>().changed)).toHaveLength(50);
    expect(await stored()).toMatchObject({ likeCount: 50, likeRows: 50 });
    expect((await get()).likeCount).toBe(50);
    await Promise.all(likers.slice(0, 30).map((m) => like(m, 'dislike')));
    expect(await stored()).toMatchObject({ likeCount: 20, likeRows: 20 });
  });

  it('404s for an unknown moment', async () => {
    const res = await like(fan, 'like', '00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
  });
});

describe('comments', () => {
  const post = (who: Member | undefined, text: unknown) =>
    api(t, 'POST', `/api/v1/moments/${moment._id}/comments`, who, { text });
  const list = async (query = '') => {
    const res = await api(t, 'GET', `/api/v1/moments/${moment._id}/comments${query}`);
    expect(res.statusCode).toBe(200);
    return res.json<{ count: number; data: TComment[] }>();
  };

  it('requires sign-in and a non-blank text within the limit', async () => {
    expect((await post(undefined, 'hi')).statusCode).toBe(401);
    for (const [text, code] of [
      ['   ', 'commentRequired'],
      ['', 'commentRequired'],
      [undefined, 'commentRequired'],
      ['x'.repeat(1001), 'commentTooLong'],
    ] as const) {
      const res = await post(commenter, text);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code });
    }
    expect(await stored()).toMatchObject({ commentCount: 0, commentRows: 0 });
  });

  it('adds trimmed comments with their author; visitors read them newest first', async () => {
    const first = await post(commenter, '  Beautiful!  ');
    expect(first.statusCode).toBe(201);
    expect(first.json<{ data: TComment }>().data).toMatchObject({
      text: 'Beautiful!',
      user: { _id: commenter.id, name: 'Commenter' },
    });
    await post(fan, 'Where is this?');
    await post(owner, 'Yeouido park');
    const all = await list();
    expect(all.count).toBe(3);
    expect(all.data.map((c) => c.text)).toEqual(['Yeouido park', 'Where is this?', 'Beautiful!']);
    const paged = await list('?limit=2&page=2');
    expect(paged).toMatchObject({ count: 3 });
    expect(paged.data.map((c) => c.text)).toEqual(['Beautiful!']);
    expect((await get()).commentCount).toBe(3);
    expect(await stored()).toMatchObject({ commentCount: 3, commentRows: 3 });
  });

  it("lets only the comment's author or the moment's owner delete it", async () => {
    const { data } = await list();
    const byCommenter = data.find((c) => c.text === 'Beautiful!')!;
    const byFan = data.find((c) => c.text === 'Where is this?')!;
    const url = (c: TComment) => `/api/v1/moments/${moment._id}/comments/${c._id}`;

    expect((await api(t, 'DELETE', url(byCommenter), undefined)).statusCode).toBe(401);
    const refused = await api(t, 'DELETE', url(byCommenter), fan);
    expect(refused.statusCode).toBe(403);
    expect((await list()).count).toBe(3);

    expect((await api(t, 'DELETE', url(byCommenter), commenter)).statusCode).toBe(200);
    expect((await api(t, 'DELETE', url(byFan), owner)).statusCode).toBe(200);
    expect((await api(t, 'DELETE', url(byFan), owner)).statusCode).toBe(404);
    expect((await list()).data.map((c) => c.text)).toEqual(['Yeouido park']);
    expect(await stored()).toMatchObject({ commentCount: 1, commentRows: 1 });
  });

  it('404s for comments of an unknown moment and 400 for malformed ids', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await api(t, 'GET', `/api/v1/moments/${unknown}/comments`)).statusCode).toBe(404);
    const res = await api(t, 'DELETE', `/api/v1/moments/${moment._id}/comments/nope`, owner);
    expect(res.statusCode).toBe(400);
  });
});
