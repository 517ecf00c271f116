import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRange } from '../../../src/plugins/infra/storage.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { startS3Server, type TestS3Server } from '../../helpers/s3-server.ts';

/** GET /uploads/<name> answers the same on both storage drivers (decision 026). */
let s3: TestS3Server;
const apps: Record<'local' | 's3', TestApp> = {} as Record<'local' | 's3', TestApp>;

beforeAll(async () => {
  s3 = await startS3Server();
  apps.local = await createTestApp();
  apps.s3 = await createTestApp({ S3_URL: s3.url });
});
afterAll(async () => {
  await apps.local?.close();
  await apps.s3?.close();
  await s3?.close();
});

const data = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));

describe.each(['local', 's3'] as const)('uploads served from the %s driver', (driver) => {
  const t = () => apps[driver];
  const stored = async () => {
    const [name] = await t().app.images.save([{ data, extension: 'webp', variants: [] }]);
    return `/uploads/${name}`;
  };

  it('sends the file with its type, length and a year of immutable caching', async () => {
    const res = await t().app.inject({ url: await stored() });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(data)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': '1000',
      'cache-control': 'public, max-age=31536000, immutable',
      'accept-ranges': 'bytes',
    });
    expect(res.headers.etag).toMatch(/^"[^"]+"$/);
    expect(Date.parse(String(res.headers['last-modified']))).not.toBeNaN();
  });

  it('answers 304 to a browser that holds the current copy', async () => {
    const url = await stored();
    const first = await t().app.inject({ url });
    const again = await t().app.inject({
      url,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
    const since = await t().app.inject({
      url,
      headers: { 'if-modified-since': String(first.headers['last-modified']) },
    });
    expect(since.statusCode).toBe(304);
    const stale = await t().app.inject({ url, headers: { 'if-none-match': '"an-old-one"' } });
    expect(stale.statusCode).toBe(200);
  });

  it('sends one byte range as 206, a range past the end as 416', async () => {
    const url = await stored();
    const part = await t().app.inject({ url, headers: { range: 'bytes=10-19' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 10-19/1000');
    expect(part.headers['content-length']).toBe('10');
    expect(part.rawPayload.equals(data.subarray(10, 20))).toBe(true);
    const last = await t().app.inject({ url, headers: { range: 'bytes=-5' } });
    expect(last.statusCode).toBe(206);
    expect(last.rawPayload.equals(data.subarray(995))).toBe(true);
    const past = await t().app.inject({ url, headers: { range: 'bytes=1000-' } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe('bytes */1000');
    // Several ranges, or a range with If-Range: the whole file, as RFC 9110 allows.
    const several = await t().app.inject({ url, headers: { range: 'bytes=0-1,5-6' } });
    expect(several.statusCode).toBe(200);
    expect(several.rawPayload.equals(data)).toBe(true);
  });

  it('answers HEAD with the headers only', async () => {
    const res = await t().app.inject({ method: 'HEAD', url: await stored() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe('1000');
    expect(res.rawPayload).toHaveLength(0);
  });

  it('404s in the JSON envelope for a missing, removed or unsafe name', async () => {
    const url = await stored();
    await t().app.images.remove([url.replace('/uploads/', '')]);
    const voice = await t().app.attachmentFiles.save(data, 'webm');
    for (const missing of [
      url,
      '/uploads/never-stored.webp',
      '/uploads/..%2Fattachments%2F' + voice,
      '/uploads/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd',
      `/uploads/../attachments/${voice}`,
      '/uploads/a/b.webp',
    ]) {
      const res = await t().app.inject({ url: missing });
      expect(res.statusCode, missing).toBe(404);
      expect(res.json(), missing).toMatchObject({ success: false, code: 'routeNotFound' });
    }
  });
});

describe('the Range header', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100 }],
    ['bytes=-20', { suffix: 20 }],
    ['bytes=5-1', undefined],
    ['bytes=0-1,4-5', undefined],
    ['items=0-1', undefined],
    ['bytes=-', undefined],
    [undefined, undefined],
  ])('%s reads as %j', (header, range) => {
    expect(parseRange(header)).toEqual(range);
  });
});
