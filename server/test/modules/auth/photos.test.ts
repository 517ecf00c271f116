import type { TAuthResponse } from '@chingu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import {
  jpegImage,
  multipart,
  oversizedFile,
  pngImage,
  type FilePart,
} from '../../helpers/fixtures.ts';
import { registerMember } from '../../helpers/members.ts';

let t: TestApp;
let ana: TAuthResponse;
let ben: TAuthResponse;

beforeAll(async () => {
  t = await createTestApp();
  ana = await registerMember(t, 'ana@example.com');
  ben = await registerMember(t, 'ben@example.com');
});
afterAll(async () => t.close());

const auth = (who: TAuthResponse) => ({ authorization: `Bearer ${who.token}` });
async function gallery(who: TAuthResponse): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: auth(who) });
  return res.json().data.imageUrls;
}
async function upload(who: TAuthResponse, userId: string, files: FilePart[]) {
  const body = multipart({}, files);
  return t.app.inject({
    method: 'PUT',
    url: `/api/v1/auth/users/${userId}/photo`,
    payload: body.payload,
    headers: { ...body.headers, ...auth(who) },
  });
}
const png = async (name = 'a.png'): Promise<FilePart> => ({
  filename: name,
  contentType: 'image/png',
  data: await pngImage(),
});

describe('own photo gallery', () => {
  it('appends photos in order after the avatar', async () => {
    const res = await upload(ana, ana.user._id, [
      await png('one.png'),
      { filename: 'two.jpg', contentType: 'image/jpeg', data: await jpegImage() },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const urls = res.json().data.imageUrls;
    expect(urls).toHaveLength(3);
    expect(urls[0]).toBe(ana.user.imageUrls[0]);
  });

  it('refuses images beyond ten in all and keeps the gallery as it was', async () => {
    const before = await gallery(ana);
    const files = await Promise.all(
      Array.from({ length: 11 - before.length }, (_, i) => png(`x${i}.png`)),
    );
    const res = await upload(ana, ana.user._id, files);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'tooManyImages',
      error: 'Maximum 10 images allowed',
    });
    expect(await gallery(ana)).toEqual(before);
    // The refused files were not left behind in storage.
    // (Each image is stored in three sizes: the full one and two variants.)
    const stored = t.uploadedFiles().length;
    expect(stored).toBe(3 * (before.length + (await gallery(ben)).length));
  });

  it('refuses uploads into another member’s gallery', async () => {
    const res = await upload(ben, ana.user._id, [await png()]);
    expect(res.statusCode).toBe(403);
    expect(res.json().success).toBe(false);
  });

  it('refuses non-images and oversized files', async () => {
    const before = await gallery(ben);
    const text = await upload(ben, ben.user._id, [
      { filename: 'notes.jpg', contentType: 'image/jpeg', data: Buffer.from('just text') },
    ]);
    expect(text.statusCode).toBe(415);
    const big = await upload(ben, ben.user._id, [
      { filename: 'big.jpg', contentType: 'image/jpeg', data: oversizedFile() },
    ]);
    expect(big.statusCode).toBe(413);
    expect(await gallery(ben)).toEqual(before);
  });

  it('refuses deleting another member’s photo and leaves it in place', async () => {
    const before = await gallery(ana);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/auth/users/${ana.user._id}/photo/0`,
      headers: auth(ben),
    });
    expect(res.statusCode).toBe(403);
    expect(await gallery(ana)).toEqual(before);
  });

  it('deletes the photo at a 0-based position and its file', async () => {
    const before = await gallery(ana);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/auth/users/${ana.user._id}/photo/1`,
      headers: auth(ana),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.imageUrls).toEqual([before[0], ...before.slice(2)]);
    const gone = await t.app.inject({ method: 'GET', url: before[1]! });
    expect(gone.statusCode).toBe(404);
  });

  it('replaces one photo in place and refuses replacing in another member’s gallery', async () => {
    const before = await gallery(ana);
    const body = multipart({}, [
      { filename: 'new.jpg', contentType: 'image/jpeg', data: await jpegImage(80, 80) },
    ]);
    const denied = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/auth/users/${ana.user._id}/photo/0`,
      payload: body.payload,
      headers: { ...body.headers, ...auth(ben) },
    });
    expect(denied.statusCode).toBe(403);
    expect(await gallery(ana)).toEqual(before);

    const again = multipart({}, [
      { filename: 'new.jpg', contentType: 'image/jpeg', data: await jpegImage(80, 80) },
    ]);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/auth/users/${ana.user._id}/photo/0`,
      payload: again.payload,
      headers: { ...again.headers, ...auth(ana) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after: string[] = res.json().data.imageUrls;
    expect(after).toHaveLength(before.length);
    expect(after[0]).not.toBe(before[0]);
    expect(after.slice(1)).toEqual(before.slice(1));
    expect((await t.app.inject({ method: 'GET', url: before[0]! })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: after[0]! })).statusCode).toBe(200);
  });

  it('answers 404 for a position with no photo and 400 for a malformed id', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/auth/users/${ana.user._id}/photo/42`,
      headers: auth(ana),
    });
    expect(res.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/auth/users/nope/photo/0',
      headers: auth(ana),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('invalidId');
  });
});
