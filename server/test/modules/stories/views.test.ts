import type { TStory, TStoryViewer } from '@chingu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { testClock } from '../../helpers/clock.ts';
import { api, follow, memberWithToken, type Member } from '../moments/helpers.ts';
import { fileExists, photoStory, stored, textStory } from './helpers.ts';

const clock = testClock();
let t: TestApp;
let author: Member;
let ana: Member;
let ben: Member;
let stranger: Member;
let story: TStory;
let friendsOnly: TStory;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  author = await memberWithToken(t, 'Author');
  ana = await memberWithToken(t, 'Ana');
  ben = await memberWithToken(t, 'Ben');
  stranger = await memberWithToken(t, 'Stranger');
  story = await photoStory(t, author);
  friendsOnly = await textStory(t, author, { privacy: 'friends' });
});
afterAll(async () => t.close());

const viewStory = (who: Member, id = story._id) =>
  api(t, 'POST', `/api/v1/stories/${id}/view`, who);
const viewsCount = async () =>
  (await api(t, 'GET', `/api/v1/stories/${story._id}`, author)).json<{ data: TStory }>().data
    .viewsCount;

describe('POST /api/v1/stories/{id}/view', () => {
  it('counts one view per member; a repeat changes nothing', async () => {
    const first = await viewStory(ana);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ success: true, data: { counted: true } });
    const before = await stored(t);
    const again = await viewStory(ana);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ success: true, data: { counted: false } });
    expect(await stored(t)).toEqual(before);
    expect(await viewsCount()).toBe(1);
    const seen = await api(t, 'GET', `/api/v1/stories/${story._id}`, ana);
    expect(seen.json<{ data: TStory }>().data.viewed).toBe(true);
  });

  it('does not count or store the author’s own view', async () => {
    const before = await stored(t);
    const own = await viewStory(author);
    expect(own.json()).toEqual({ success: true, data: { counted: false } });
    expect(await stored(t)).toEqual(before);
    expect(await viewsCount()).toBe(1);
  });

  it('answers 404 for a story the caller may not see, and stores nothing', async () => {
    const before = await stored(t);
    const res = await viewStory(stranger, friendsOnly._id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'notFound' });
    expect(await stored(t)).toEqual(before);
  });
});

describe('GET /api/v1/stories/{id}/views', () => {
  it('lists the viewers newest first with viewedAt, for the author', async () => {
    clock.advance(60_000);
    await viewStory(ben);
    clock.reset();
    const res = await api(t, 'GET', `/api/v1/stories/${story._id}/views`, author);
    expect(res.statusCode, res.body).toBe(200);
    const { count, data } = res.json<{ count: number; data: TStoryViewer[] }>();
    expect(count).toBe(2);
    expect(data.map((v) => v.user._id)).toEqual([ben.id, ana.id]);
    expect(data[0]!.user).toMatchObject({ name: 'Ben' });
    expect(Date.parse(data[0]!.viewedAt)).toBeGreaterThan(Date.parse(data[1]!.viewedAt));
    const paged = await api(t, 'GET', `/api/v1/stories/${story._id}/views?page=2&limit=1`, author);
    expect(paged.json<{ data: TStoryViewer[] }>().data.map((v) => v.user._id)).toEqual([ana.id]);
    expect(await viewsCount()).toBe(2);
  });

  it('is 403 for another member who sees the story, 404 for one who does not', async () => {
    const other = await api(t, 'GET', `/api/v1/stories/${story._id}/views`, ana);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ success: false, code: 'forbidden' });
    const hidden = await api(t, 'GET', `/api/v1/stories/${friendsOnly._id}/views`, stranger);
    expect(hidden.statusCode).toBe(404);
  });
});

describe('DELETE /api/v1/stories/{id}', () => {
  it('is 403 for another member and 404 for one who cannot see it; nothing changes', async () => {
    const before = await stored(t);
    const other = await api(t, 'DELETE', `/api/v1/stories/${story._id}`, ana);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ code: 'forbidden' });
    const unseen = await api(t, 'DELETE', `/api/v1/stories/${friendsOnly._id}`, stranger);
    expect(unseen.statusCode).toBe(404);
    expect(await stored(t)).toEqual(before);
    expect(fileExists(t, story.imageUrl!)).toBe(true);
  });

  it('deletes the author’s story with its views and its file', async () => {
    await follow(t, ana, author);
    const before = await stored(t);
    const res = await api(t, 'DELETE', `/api/v1/stories/${story._id}`, author);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await stored(t)).toEqual({
      rows: before.rows - 1,
      views: before.views - 2,
      files: before.files - 1,
    });
    expect(fileExists(t, story.imageUrl!)).toBe(false);
    expect((await api(t, 'GET', `/api/v1/stories/${story._id}`, ana)).statusCode).toBe(404);
    expect((await api(t, 'GET', `/api/v1/stories/${story._id}`, author)).statusCode).toBe(404);
    const again = await api(t, 'DELETE', `/api/v1/stories/${story._id}`, author);
    expect(again.statusCode).toBe(404);
    // A text story has no file: deleting it leaves the folder as it was.
    const files = (await stored(t)).files;
    expect((await api(t, 'DELETE', `/api/v1/stories/${friendsOnly._id}`, author)).statusCode).toBe(
      200,
    );
    expect((await stored(t)).files).toBe(files);
  });
});
