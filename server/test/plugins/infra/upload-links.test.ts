import type { TMoment, TStory } from '@chingu/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moments } from '../../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { HOUR_MS, testClock } from '../../helpers/clock.ts';
import { multipart, pngImage } from '../../helpers/fixtures.ts';
import {
  api,
  auth,
  createMoment,
  memberWithToken,
  type Member,
} from '../../modules/moments/helpers.ts';
import { photoStory } from '../../modules/stories/helpers.ts';

/**
 * Issue 29, finding 10: photos of private and friends-only moments, and of friends-only stories,
 * were public by URL and cached by anyone for a year. Now they go only through signed links
 * (decision 045), and a story's photo is not served past the story's end, before any sweep.
 */
const clock = testClock();
let t: TestApp;
let ana: Member;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  ana = await memberWithToken(t, 'Ana');
});
afterAll(async () => t.close());

async function momentWithPhoto(privacy: TMoment['privacy']): Promise<TMoment> {
  const moment = await createMoment(t, ana, { privacy });
  const body = multipart({}, [
    { filename: 'photo.png', contentType: 'image/png', data: await pngImage(32, 24) },
  ]);
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/v1/moments/${moment._id}/photo`,
    payload: body.payload,
    headers: { ...body.headers, ...auth(ana) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return readMoment(moment._id);
}

async function readMoment(id: string): Promise<TMoment> {
  const res = await api(t, 'GET', `/api/v1/moments/${id}`, ana);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: TMoment }>().data;
}

const fetchFile = (url: string) => t.app.inject({ method: 'GET', url });
const bare = (url: string) => url.split('?')[0]!;
const thumbOf = (url: string) => url.replace('.webp', '.160w.webp');

describe('photos of moments that are not public', () => {
  for (const privacy of ['private', 'friends'] as const) {
    it(`${privacy}: only its signed link serves it, each size, cached by the browser alone`, async () => {
      const moment = await momentWithPhoto(privacy);
      const url = moment.imageUrls[0]!;
      expect(url).toMatch(/^\/uploads\/[\w-]+\.webp\?expires=\d+&signature=[\w-]+$/);

      const signed = await fetchFile(url);
      expect(signed.statusCode).toBe(200);
      expect(signed.headers['content-type']).toBe('image/webp');
      expect(signed.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
      expect((await fetchFile(thumbOf(url))).statusCode).toBe(200);

      // Without the link, with a forged one, or another image's: as if there were no such file.
      expect((await fetchFile(bare(url))).statusCode).toBe(404);
      expect((await fetchFile(thumbOf(bare(url)))).statusCode).toBe(404);
      expect(
        (await fetchFile(url.replace(/signature=[\w-]+/, 'signature=forged'))).statusCode,
      ).toBe(404);
      const other = (await momentWithPhoto(privacy)).imageUrls[0]!;
      const swapped = `${bare(url)}?${other.split('?')[1]}`;
      expect((await fetchFile(swapped)).statusCode).toBe(404);
    });
  }

  it('a link stops working when it expires', async () => {
    const url = (await momentWithPhoto('private')).imageUrls[0]!;
    clock.advance(2 * HOUR_MS);
    try {
      expect((await fetchFile(url)).statusCode).toBe(404);
    } finally {
      clock.reset();
    }
  });

  it("follows the moment's privacy whoever changes it (the rows are kept by triggers)", async () => {
    const moment = await momentWithPhoto('private');
    const name = bare(moment.imageUrls[0]!);
    const setPrivacy = (privacy: TMoment['privacy']) =>
      t.db.update(moments).set({ privacy }).where(eq(moments.id, moment._id));

    await setPrivacy('public');
    const open = await fetchFile(name);
    expect(open.statusCode).toBe(200);
    expect(open.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    await setPrivacy('friends');
    expect((await fetchFile(name)).statusCode).toBe(404);
    expect((await fetchFile(moment.imageUrls[0]!)).statusCode).toBe(200);
  });

  it('an edit keeps a private photo by its signed link, and it stays private', async () => {
    const moment = await momentWithPhoto('private');
    const res = await api(t, 'PUT', `/api/v1/moments/${moment._id}`, ana, {
      title: 'Han river',
      description: 'Edited',
      existingImages: moment.imageUrls,
    });
    expect(res.statusCode, res.body).toBe(200);
    const kept = res.json<{ data: TMoment }>().data.imageUrls;
    expect(kept.map(bare)).toEqual(moment.imageUrls.map(bare));
    expect((await fetchFile(bare(kept[0]!))).statusCode).toBe(404);
  });

  it('a public moment keeps plain links cached for good', async () => {
    const url = (await momentWithPhoto('public')).imageUrls[0]!;
    expect(url).toMatch(/^\/uploads\/[\w-]+\.webp$/);
    const res = await fetchFile(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('a deleted moment’s photo is gone at once, signed link or not', async () => {
    const moment = await momentWithPhoto('private');
    const res = await api(t, 'DELETE', `/api/v1/moments/${moment._id}`, ana);
    expect(res.statusCode, res.body).toBe(200);
    expect((await fetchFile(moment.imageUrls[0]!)).statusCode).toBe(404);
  });
});

describe('story photos', () => {
  it('go through signed links that end with the story, before any sweep', async () => {
    for (const privacy of ['friends', 'public'] as const) {
      const story: TStory = await photoStory(t, ana, { privacy });
      const url = story.imageUrl!;
      expect(url).toMatch(/\?expires=\d+&signature=/);
      expect((await fetchFile(url)).statusCode).toBe(200);
      expect((await fetchFile(bare(url))).statusCode).toBe(404);
    }
    const story = await photoStory(t, ana, { privacy: 'friends' });
    // 23 h 55 min later a fresh link runs only to the story's end.
    clock.advance(24 * HOUR_MS - 5 * 60_000);
    try {
      const read = await api(t, 'GET', `/api/v1/stories/${story._id}`, ana);
      const fresh = read.json<{ data: TStory }>().data.imageUrl!;
      const expires = Number(/expires=(\d+)/.exec(fresh)![1]) * 1000;
      expect(expires).toBeLessThanOrEqual(Date.parse(story.expiresAt) + 1000);
      expect((await fetchFile(fresh)).statusCode).toBe(200);
      clock.advance(10 * 60_000);
      // Past its 24 hours (the sweep has not run): neither link serves it.
      expect((await fetchFile(fresh)).statusCode).toBe(404);
      expect((await fetchFile(story.imageUrl!)).statusCode).toBe(404);
    } finally {
      clock.reset();
    }
  });
});
