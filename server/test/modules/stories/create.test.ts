import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { LIMITS, type TStory } from '@chingu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { HOUR_MS, testClock } from '../../helpers/clock.ts';
import { multipart, oversizedFile, pngImage, type FilePart } from '../../helpers/fixtures.ts';
import { keepAliveConnection } from '../../helpers/keep-alive.ts';
import { api, memberWithToken, type Member } from '../moments/helpers.ts';
import { fileExists, photoPart, photoStory, postStory, stored, textStory } from './helpers.ts';

const clock = testClock();
let t: TestApp;
let ana: Member;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  ana = await memberWithToken(t, 'Ana');
});
afterAll(async () => t.close());

describe('POST /api/v1/stories', () => {
  it('creates a photo story: re-encoded file stored, 24 hours of life, author fields', async () => {
    const story = await photoStory(t, ana, { caption: '  Han river at night  ' });
    expect(story).toMatchObject({
      user: { _id: ana.id, name: 'Ana' },
      text: null,
      background: null,
      caption: 'Han river at night',
      privacy: 'public',
      viewed: true,
      viewsCount: 0,
    });
    expect(story.imageUrl).toMatch(/^\/uploads\/[\w-]+\.webp\?expires=\d+&signature=[\w-]+$/);
    expect(fileExists(t, story.imageUrl!)).toBe(true);
    expect(Date.parse(story.expiresAt) - Date.parse(story.createdAt)).toBe(24 * HOUR_MS);
    const image = await t.app.inject({ method: 'GET', url: story.imageUrl! });
    expect(image.statusCode).toBe(200);

    const read = await api(t, 'GET', `/api/v1/stories/${story._id}`, ana);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json<{ data: TStory }>().data).toEqual(story);
  });

  it('creates a text card on a background; an empty caption is none, privacy as chosen', async () => {
    const story = await textStory(t, ana, {
      text: '  오늘 날씨 좋다!  ',
      background: 'sunset',
      caption: '',
      privacy: 'friends',
    });
    expect(story).toMatchObject({
      imageUrl: null,
      text: '오늘 날씨 좋다!',
      background: 'sunset',
      caption: null,
      privacy: 'friends',
    });
  });

  it('accepts a photo story whose form also sent blank text and background fields', async () => {
    const res = await postStory(t, ana, { text: ' ', background: '' }, [await photoPart()]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ data: TStory }>().data).toMatchObject({ text: null, background: null });
  });
});

describe('a refused story stores nothing', () => {
  const text = { text: 'Hello', background: 'mint' };
  const notAnImage = (): FilePart => ({
    name: 'image',
    filename: 'photo.png',
    contentType: 'image/png',
    data: randomBytes(5_000),
  });
  const cases: [string, () => Promise<[Record<string, string>, FilePart[]]>, number, string][] = [
    [
      'neither photo nor text',
      async () => [{ caption: 'just words' }, []],
      400,
      'storyContentRequired',
    ],
    [
      'blank text',
      async () => [{ text: '   ', background: 'mint' }, []],
      400,
      'storyContentRequired',
    ],
    ['a photo and text', async () => [text, [await photoPart()]], 400, 'storyMixedContent'],
    [
      'a photo and a background',
      async () => [{ background: 'mint' }, [await photoPart()]],
      400,
      'storyMixedContent',
    ],
    ['text without background', async () => [{ text: 'Hello' }, []], 400, 'invalidStoryBackground'],
    [
      'an unknown background',
      async () => [{ text: 'Hello', background: 'neon' }, []],
      400,
      'invalidStoryBackground',
    ],
    [
      'text over 200 characters',
      async () => [{ text: 'x'.repeat(LIMITS.storyTextMax + 1), background: 'mint' }, []],
      400,
      'storyTextTooLong',
    ],
    [
      'a caption over 200 characters',
      async () => [{ caption: 'x'.repeat(LIMITS.storyCaptionMax + 1) }, [await photoPart()]],
      400,
      'captionTooLong',
    ],
    ['an unknown privacy', async () => [{ ...text, privacy: 'private' }, []], 400, 'invalidInput'],
    ['a file that is not an image', async () => [{}, [notAnImage()]], 415, 'notAnImage'],
    [
      'an image over 5 MB',
      async () => [
        {},
        [{ name: 'image', filename: 'big.jpg', contentType: 'image/jpeg', data: oversizedFile() }],
      ],
      413,
      'imageTooLarge',
    ],
    [
      'the photo under another field name',
      async () => [{}, [{ ...(await photoPart()), name: 'file' }]],
      400,
      'invalidInput',
    ],
    ['two photos', async () => [{}, [await photoPart(), await photoPart()]], 400, 'tooManyImages'],
  ];

  it.each(cases)('%s', async (_, input, status, code) => {
    const before = await stored(t);
    const [fields, files] = await input();
    const res = await postStory(t, ana, fields, files);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toMatchObject({ success: false, code });
    expect(await stored(t)).toEqual(before);
  });

  it('JSON instead of multipart (415) and a visitor (401)', async () => {
    const before = await stored(t);
    const json = await api(t, 'POST', '/api/v1/stories', ana, text);
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ code: 'unsupportedMediaType' });
    const visitor = await postStory(t, undefined, text);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ code: 'notSignedIn' });
    expect(await stored(t)).toEqual(before);
  });
});

describe('at most 30 live stories per member', () => {
  it('refuses the 31st with 400 tooManyStories, file removed; counts only live ones', async () => {
    const ben = await memberWithToken(t, 'Ben');
    const posted: TStory[] = [];
    for (let i = 0; i < LIMITS.storiesLiveMax; i++) {
      posted.push(await textStory(t, ben, { text: `Story ${i + 1}` }));
    }
    const before = await stored(t);
    const text = await postStory(t, ben, { text: 'One too many', background: 'gold' });
    expect(text.statusCode, text.body).toBe(400);
    expect(text.json()).toMatchObject({ success: false, code: 'tooManyStories' });
    const photo = await postStory(t, ben, {}, [await photoPart()]);
    expect(photo.statusCode, photo.body).toBe(400);
    expect(photo.json()).toMatchObject({ code: 'tooManyStories' });
    expect(await stored(t)).toEqual(before);

    // Deleting one frees a place.
    const del = await api(t, 'DELETE', `/api/v1/stories/${posted[0]!._id}`, ben);
    expect(del.statusCode, del.body).toBe(200);
    await textStory(t, ben);

    // Expired stories no longer count, even before the sweep has removed them.
    clock.advance(25 * HOUR_MS);
    try {
      await textStory(t, ben, { text: 'A new day' });
    } finally {
      clock.reset();
    }
  });

  it('lets only one of several simultaneous uploads take the 30th place', async () => {
    const cho = await memberWithToken(t, 'Cho');
    for (let i = 0; i < LIMITS.storiesLiveMax - 1; i++) await textStory(t, cho);
    const before = await stored(t);
    const photo = await photoPart();
    const answers = await Promise.all([
      postStory(t, cho, {}, [photo]),
      ...Array.from({ length: 5 }, (_, i) =>
        postStory(t, cho, { text: `first? ${i}`, background: 'rose' }),
      ),
    ]);
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    const after = await stored(t);
    expect(after.rows).toBe(before.rows + 1);
    // A file is left only when the photo won the place.
    expect(after.files).toBe(before.files + (statuses[0] === 201 ? 1 : 0));
    const mine = await api(t, 'GET', '/api/v1/stories/my-stories', cho);
    expect(mine.json<{ count: number }>().count).toBe(LIMITS.storiesLiveMax);
  });
});

describe('a refused upload on a keep-alive connection', () => {
  it('answers the next request on the same connection', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const upload = multipart({}, [
      {
        name: 'image',
        filename: 'notes.png',
        contentType: 'image/png',
        data: randomBytes(200_000),
      },
      { name: 'image', filename: 'me.png', contentType: 'image/png', data: await pngImage() },
    ]);
    const connection = await keepAliveConnection(port);
    try {
      const refused = await connection.send(
        'POST',
        '/api/v1/stories',
        { ...upload.headers, authorization: `Bearer ${ana.token}` },
        upload.payload,
      );
      expect(refused.status).toBe(415);
      expect(JSON.parse(refused.body)).toMatchObject({ success: false, code: 'notAnImage' });
      const next = await connection.send('GET', '/api/health', {});
      expect(next.status).toBe(200);
    } finally {
      connection.close();
    }
  });
});
