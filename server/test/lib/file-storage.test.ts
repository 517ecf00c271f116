import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  streamToBuffer,
  UnsafeKeyError,
  type FileStorage,
  type GetResult,
} from '../../src/lib/storage/file-storage.ts';
import { localStorage } from '../../src/lib/storage/local-storage.ts';
import { s3Storage } from '../../src/lib/storage/s3-storage.ts';
import { parseS3Url } from '../../src/lib/storage/s3-url.ts';
import { startS3Server, type TestS3Server } from '../helpers/s3-server.ts';

/** Both drivers behind one interface (decision 026), checked with the same cases. */
let s3Server: TestS3Server;
let dataDir: string;
const drivers: Record<'local' | 's3', FileStorage> = {} as Record<'local' | 's3', FileStorage>;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chingu-storage-'));
  drivers.local = localStorage({
    uploads: path.join(dataDir, 'uploads'),
    attachments: path.join(dataDir, 'attachments'),
  });
  s3Server = await startS3Server();
  drivers.s3 = s3Storage(s3Server.settings);
});

afterAll(async () => {
  await drivers.local?.close();
  await drivers.s3?.close();
  await s3Server?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const bytes = Buffer.from('0123456789abcdefghij');

async function body(result: GetResult): Promise<string> {
  expect(result.status).toBe('ok');
  return result.status === 'ok' ? (await streamToBuffer(result.body)).toString() : '';
}

describe.each(['local', 's3'] as const)('the %s driver', (name) => {
  const storage = () => drivers[name];

  it('gives back what was stored, with its type, size and validators', async () => {
    await storage().put('uploads/a.webp', bytes, 'image/webp');
    const found = await storage().get('uploads/a.webp');
    expect(await body(found)).toBe(bytes.toString());
    const info = found.status === 'ok' ? found.info : undefined;
    expect(info).toMatchObject({ size: 20, contentType: 'image/webp' });
    expect(info!.etag).toMatch(/^"[^"]+"$/);
    expect(Math.abs(info!.lastModified.getTime() - Date.now())).toBeLessThan(60_000);
    expect(await storage().head('uploads/a.webp')).toEqual(info);
    expect((await storage().read('uploads/a.webp'))?.toString()).toBe(bytes.toString());
  });

  it('serves byte ranges, and says when a range starts past the end', async () => {
    await storage().put('attachments/clip.webm', bytes, 'audio/webm');
    const middle = await storage().get('attachments/clip.webm', { range: { start: 2, end: 5 } });
    expect(await body(middle)).toBe('2345');
    expect(middle).toMatchObject({ range: { start: 2, end: 5 }, info: { size: 20 } });
    const tail = await storage().get('attachments/clip.webm', { range: { suffix: 3 } });
    expect(await body(tail)).toBe('hij');
    expect(tail).toMatchObject({ range: { start: 17, end: 19 } });
    const open = await storage().get('attachments/clip.webm', { range: { start: 15, end: 99 } });
    expect(await body(open)).toBe('fghij');
    expect(open).toMatchObject({ range: { start: 15, end: 19 } });
    expect(await storage().get('attachments/clip.webm', { range: { start: 20 } })).toEqual({
      status: 'unsatisfiable',
      size: 20,
    });
  });

  it('answers "not modified" to a client holding the current version only', async () => {
    await storage().put('uploads/c.webp', bytes, 'image/webp');
    const { etag, lastModified } = (await storage().head('uploads/c.webp'))!;
    expect(await storage().get('uploads/c.webp', { ifNoneMatch: etag })).toMatchObject({
      status: 'not-modified',
    });
    expect(await storage().get('uploads/c.webp', { ifModifiedSince: lastModified })).toMatchObject({
      status: 'not-modified',
    });
    await body(await storage().get('uploads/c.webp', { ifNoneMatch: '"something-else"' }));
    const earlier = new Date(lastModified.getTime() - 10_000);
    await body(await storage().get('uploads/c.webp', { ifModifiedSince: earlier }));
  });

  it('replaces a file whole when the same key is stored again', async () => {
    await storage().put('uploads/d.webp', bytes, 'image/webp');
    const before = (await storage().head('uploads/d.webp'))!;
    await storage().put('uploads/d.webp', Buffer.from('new'), 'image/webp');
    expect(await body(await storage().get('uploads/d.webp'))).toBe('new');
    expect((await storage().head('uploads/d.webp'))!.etag).not.toBe(before.etag);
  });

  it('reports a missing file as missing, everywhere', async () => {
    expect(await storage().get('uploads/nothing.webp')).toEqual({ status: 'missing' });
    expect(await storage().get('uploads/nothing.webp', { range: { start: 0 } })).toEqual({
      status: 'missing',
    });
    expect(await storage().head('uploads/nothing.webp')).toBeUndefined();
    expect(await storage().read('uploads/nothing.webp')).toBeUndefined();
  });

  it('removes files, missing ones included, and lists what is left by prefix', async () => {
    await storage().put('uploads/list-1.webp', bytes, 'image/webp');
    await storage().put('uploads/list-2.webp', bytes, 'image/webp');
    await storage().put('attachments/list-3.webm', bytes, 'audio/webm');
    const listed = async (prefix: string) => {
      const keys: string[] = [];
      for await (const key of storage().list(prefix)) keys.push(key);
      return keys.sort();
    };
    expect(await listed('uploads/list-')).toEqual(['uploads/list-1.webp', 'uploads/list-2.webp']);
    expect(await listed('attachments/')).toContain('attachments/list-3.webm');
    expect(await listed('attachments/')).not.toContain('uploads/list-1.webp');

    await storage().remove(['uploads/list-1.webp', 'uploads/never-was.webp']);
    await storage().remove([]);
    expect(await storage().head('uploads/list-1.webp')).toBeUndefined();
    expect(await listed('uploads/list-')).toEqual(['uploads/list-2.webp']);
  });

  it.each([
    '../escape.webp',
    'uploads/../../escape.webp',
    'uploads/..',
    '/etc/passwd',
    'uploads/.hidden',
    'uploads//x.webp',
    'uploads/a\\..\\b.webp',
    'uploads/x.webp/',
    'uploads',
    `uploads/${'a'.repeat(600)}`,
  ])('refuses the unsafe key %j on every operation', async (key) => {
    await expect(storage().put(key, bytes, 'image/webp')).rejects.toBeInstanceOf(UnsafeKeyError);
    await expect(storage().get(key)).rejects.toBeInstanceOf(UnsafeKeyError);
    await expect(storage().head(key)).rejects.toBeInstanceOf(UnsafeKeyError);
    await expect(storage().remove([key])).rejects.toBeInstanceOf(UnsafeKeyError);
  });
});

describe('the local driver', () => {
  it('keeps the layout of earlier versions: DATA_DIR/uploads/<name>, DATA_DIR/attachments/<name>', async () => {
    fs.writeFileSync(path.join(dataDir, 'uploads', 'old.webp'), 'from an earlier version');
    expect((await drivers.local.read('uploads/old.webp'))?.toString()).toBe(
      'from an earlier version',
    );
    await drivers.local.put('attachments/new.webm', bytes, 'audio/webm');
    expect(fs.readFileSync(path.join(dataDir, 'attachments', 'new.webm'))).toEqual(bytes);
  });

  it('writes nowhere but its areas: an unknown first segment is refused', async () => {
    await expect(drivers.local.put('pglite/base.webp', bytes, 'image/webp')).rejects.toBeInstanceOf(
      UnsafeKeyError,
    );
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(false);
    expect(fs.readdirSync(dataDir).sort()).toEqual(['attachments', 'uploads']);
  });

  it('leaves no temporary file behind and never lists one', async () => {
    await drivers.local.put('uploads/t.webp', bytes, 'image/webp');
    expect(fs.readdirSync(path.join(dataDir, 'uploads')).filter((f) => f.startsWith('.'))).toEqual(
      [],
    );
    fs.writeFileSync(path.join(dataDir, 'uploads', '.half-written.tmp'), 'x');
    const keys: string[] = [];
    for await (const key of drivers.local.list('uploads/')) keys.push(key);
    expect(keys).not.toContain('uploads/.half-written.tmp');
  });
});

describe('the S3 driver', () => {
  it('keeps every object under the key prefix of S3_URL', async () => {
    const prefixed = s3Storage(parseS3Url(s3Server.url.replace('?', '/site-a/files?')));
    try {
      await prefixed.put('uploads/p.webp', bytes, 'image/webp');
      expect(await drivers.s3.head('site-a/files/uploads/p.webp')).toMatchObject({ size: 20 });
      const keys: string[] = [];
      for await (const key of prefixed.list('uploads/')) keys.push(key);
      expect(keys).toEqual(['uploads/p.webp']);
    } finally {
      await prefixed.close();
    }
  });

  it('refuses to start with a bucket or a key the server does not know', async () => {
    await expect(s3Storage(s3Server.settings).checkBucket()).resolves.toBeUndefined();
    const wrongBucket = s3Storage(parseS3Url(s3Server.url.replace(/\/chingu-\w+/, '/nope')));
    await expect(wrongBucket.checkBucket()).rejects.toThrow(/not usable \(404\)/);
    const wrongKey = s3Storage(parseS3Url(s3Server.url.replace('S3RVER:', 'SOMEONE:')));
    await expect(wrongKey.checkBucket()).rejects.toThrow(/not usable \(403\)/);
    await wrongBucket.close();
    await wrongKey.close();
  });
});
