import fs from 'node:fs';
import path from 'node:path';
import type { TMoment } from '@chingu/contract';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moments, users } from '../../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { multipart, pngImage, type FilePart } from '../../helpers/fixtures.ts';
import { api, auth, createMoment, memberWithToken, type Member } from './helpers.ts';

let t: TestApp;
let owner: Member;
let other: Member;

beforeAll(async () => {
  t = await createTestApp();
  owner = await memberWithToken(t, 'Owner');
  other = await memberWithToken(t, 'Other');
});
afterAll(async () => t.close());

const momentRows = async () => (await t.db.select({ n: count() }).from(moments))[0]!.n;
const storedFiles = () => t.uploadedFiles();
const png = async (color = '#f76707'): Promise<FilePart> => ({
  filename: 'photo.png',
  contentType: 'image/png',
  data: await pngImage(32, 24, color),
});
const uploadPhotos = async (momentId: string, files: FilePart[], who: Member = owner) => {
  const body = multipart({}, files);
  return t.app.inject({
    method: 'PUT',
    url: `/api/v1/moments/${momentId}/photo`,
    payload: body.payload,
    headers: { ...body.headers, ...auth(who) },
  });
};
const fetchMoment = async (id: string) =>
  (await api(t, 'GET', `/api/v1/moments/${id}`, owner)).json<{ data: TMoment }>().data;
const fileOf = (url: string) => path.join(t.uploadsDir, url.replace('/uploads/', ''));

describe('creating a moment', () => {
  const cases: [string, Record<string, unknown>, string | undefined][] = [
    ['no description', { title: 'x' }, 'descriptionRequired'],
    ['a blank description', { description: '   ' }, 'descriptionRequired'],
    ['a description over 2000', { description: 'd'.repeat(2001) }, 'descriptionTooLong'],
    ['a title over 100', { description: 'ok', title: 't'.repeat(101) }, 'titleTooLong'],
    ['six tags', { description: 'ok', tags: ['a', 'b', 'c', 'd', 'e', 'f'] }, 'tooManyTags'],
    ['a tag over 20', { description: 'ok', tags: ['x'.repeat(21)] }, 'tagTooLong'],
    ['an empty tag', { description: 'ok', tags: ['  '] }, 'tagRequired'],
    ['duplicate tags', { description: 'ok', tags: ['Seoul', ' seoul '] }, 'duplicateTag'],
    ['an unknown mood', { description: 'ok', mood: 'sad' }, undefined],
    ['an unknown category', { description: 'ok', category: 'cars' }, undefined],
    ['an unknown language', { description: 'ok', language: 'xx' }, undefined],
    ['an unknown privacy', { description: 'ok', privacy: 'everyone' }, undefined],
    [
      'a schedule in the past',
      { description: 'ok', scheduledDate: new Date(Date.now() - 3_600_000).toISOString() },
      'scheduleInPast',
    ],
    ['a schedule that is not a date', { description: 'ok', scheduledDate: 'soon' }, 'invalidDate'],
    // Found by the fuzz suite: the offset puts the instant in year 10000, which was a 500.
    [
      'a schedule past year 9999',
      { description: 'ok', scheduledDate: '9999-12-31T23:59:59-23:59' },
      'invalidDate',
    ],
    [
      'a location out of range',
      {
        description: 'ok',
        location: { formattedAddress: 'Nowhere', type: 'Point', coordinates: [200, 10] },
      },
      undefined,
    ],
  ];
  it.each(cases)('refuses %s with 400 and stores nothing', async (_name, body, code) => {
    const res = await api(t, 'POST', '/api/v1/moments', owner, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: expect.any(String) });
    if (code) expect(res.json().code).toBe(code);
    expect(await momentRows()).toBe(0);
  });

  it('requires sign-in', async () => {
    const res = await api(t, 'POST', '/api/v1/moments', undefined, { description: 'hi' });
    expect(res.statusCode).toBe(401);
    expect(await momentRows()).toBe(0);
  });

  it('accepts the limits exactly, trims tags and takes the author from the token', async () => {
    const moment = await createMoment(t, owner, {
      title: 't'.repeat(100),
      description: 'd'.repeat(2000),
      tags: ['a'.repeat(20), ' b ', 'c', 'd', 'e'],
      mood: 'grateful',
      privacy: 'friends',
      category: 'music',
      language: 'ja',
      user: other.id,
    });
    expect(moment.user._id).toBe(owner.id);
    expect(moment.tags).toEqual(['a'.repeat(20), 'b', 'c', 'd', 'e']);
    expect(moment).toMatchObject({ mood: 'grateful', privacy: 'friends', language: 'ja' });
    const [row] = await t.db.select().from(users).where(eq(users.id, owner.id));
    expect(row!.momentsCount).toBe(1);
    await api(t, 'DELETE', `/api/v1/moments/${moment._id}`, owner);
  });

  it('keeps a schedule at the end of year 9999', async () => {
    const moment = await createMoment(t, owner, { scheduledDate: '9999-12-31T23:59:59Z' });
    expect(moment.scheduledDate).toBe('9999-12-31T23:59:59.000Z');
    await api(t, 'DELETE', `/api/v1/moments/${moment._id}`, owner);
  });

  it('keeps a future schedule', async () => {
    const when = new Date(Date.now() + 86_400_000).toISOString();
    const moment = await createMoment(t, owner, { scheduledDate: when });
    expect(moment.scheduledDate).toBe(when);
    expect(moment.createdAt).toBe(when);
    await api(t, 'DELETE', `/api/v1/moments/${moment._id}`, owner);
  });
});

describe('images, editing and deleting', () => {
  let moment: TMoment;
  beforeAll(async () => {
    moment = await createMoment(t, owner, { title: 'Original', description: 'Original text' });
  });

  it('uploads real images under `file`, re-encoded and stored', async () => {
    const res = await uploadPhotos(moment._id, [await png('#ff0000'), await png('#00ff00')]);
    expect(res.statusCode, res.body).toBe(200);
    const urls = res.json<{ data: TMoment }>().data.imageUrls;
    expect(urls).toHaveLength(2);
    for (const url of urls) {
      expect(url).toMatch(/^\/uploads\/[\w-]+\.webp$/);
      expect((await sharp(fileOf(url)).metadata()).format).toBe('webp');
    }
  });

  it('refuses a file that is not an image and stores nothing', async () => {
    const before = storedFiles().length;
    const res = await uploadPhotos(moment._id, [
      { filename: 'fake.png', contentType: 'image/png', data: Buffer.from('not an image at all') },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, code: 'notAnImage' });
    expect(storedFiles()).toHaveLength(before);
    expect((await fetchMoment(moment._id)).imageUrls).toHaveLength(2);
  });

  it('allows 10 images in total and refuses the 11th', async () => {
    const eight = await Promise.all(Array.from({ length: 8 }, () => png()));
    expect((await uploadPhotos(moment._id, eight)).statusCode).toBe(200);
    expect((await fetchMoment(moment._id)).imageUrls).toHaveLength(10);
    const before = storedFiles().length;
    const res = await uploadPhotos(moment._id, [await png()]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'tooManyImages' });
    expect(storedFiles()).toHaveLength(before);
    expect((await fetchMoment(moment._id)).imageUrls).toHaveLength(10);
  });

  it("refuses someone else's edit, upload and delete with 403 and changes nothing", async () => {
    const before = await fetchMoment(moment._id);
    const files = storedFiles().length;
    const edit = await api(t, 'PUT', `/api/v1/moments/${moment._id}`, other, {
      title: 'Hacked',
      description: 'Hacked',
      existingImages: [],
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toMatchObject({ success: false, code: 'forbidden' });
    expect((await uploadPhotos(moment._id, [await png()], other)).statusCode).toBe(403);
    expect((await api(t, 'DELETE', `/api/v1/moments/${moment._id}`, other)).statusCode).toBe(403);
    expect(await fetchMoment(moment._id)).toEqual(before);
    expect(storedFiles()).toHaveLength(files);
  });

  it('refuses to keep an image that is not part of the moment', async () => {
    const res = await api(t, 'PUT', `/api/v1/moments/${moment._id}`, owner, {
      title: 'New',
      description: 'New',
      existingImages: ['/uploads/someone-else.webp'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('unknownExistingImage');
    expect((await fetchMoment(moment._id)).title).toBe('Original');
  });

  it('requires a title and a description when editing', async () => {
    for (const body of [
      { title: '', description: 'x', existingImages: [] },
      { title: 'x', description: ' ', existingImages: [] },
    ]) {
      const res = await api(t, 'PUT', `/api/v1/moments/${moment._id}`, owner, body);
      expect(res.statusCode).toBe(400);
    }
  });

  it('updates the text and keeps only the listed images, deleting the others', async () => {
    const before = await fetchMoment(moment._id);
    const keep = [before.imageUrls[3]!, before.imageUrls[0]!];
    const dropped = before.imageUrls.filter((url) => !keep.includes(url));
    const res = await api(t, 'PUT', `/api/v1/moments/${moment._id}`, owner, {
      title: 'Edited',
      description: 'Edited text',
      existingImages: [`http://localhost:3000${keep[0]}`, keep[1]],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: TMoment }>().data).toMatchObject({
      title: 'Edited',
      description: 'Edited text',
      imageUrls: keep,
    });
    for (const url of dropped) expect(fs.existsSync(fileOf(url))).toBe(false);
    for (const url of keep) expect(fs.existsSync(fileOf(url))).toBe(true);
  });

  it('deletes the moment with its images for the owner', async () => {
    const { imageUrls } = await fetchMoment(moment._id);
    const res = await api(t, 'DELETE', `/api/v1/moments/${moment._id}`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await api(t, 'GET', `/api/v1/moments/${moment._id}`, owner)).statusCode).toBe(404);
    for (const url of imageUrls) expect(fs.existsSync(fileOf(url))).toBe(false);
    const [row] = await t.db.select().from(users).where(eq(users.id, owner.id));
    expect(row!.momentsCount).toBe(0);
    expect((await api(t, 'DELETE', `/api/v1/moments/${moment._id}`, owner)).statusCode).toBe(404);
  });
});
