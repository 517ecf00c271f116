import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  IMAGE_WIDTHS,
  imageVariantName,
  imageVariantUrl,
  type TAuthResponse,
} from '@chingu/contract';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { appSecrets } from '../../../src/db/schema/index.ts';
import {
  VARIANTS_MARKER,
  convertOldUploads,
  variantsMarkerIn,
} from '../../../src/plugins/infra/image-variants-migration.ts';
import { makeImageVariants } from '../../../src/plugins/infra/images.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { jpegImage, multipart } from '../../helpers/fixtures.ts';
import { registerMember } from '../../helpers/members.ts';

const auth = (who: TAuthResponse) => ({ authorization: `Bearer ${who.token}` });
const sizeOf = async (file: string) => sharp(fs.readFileSync(file)).metadata();

describe('uploads in the sizes the app shows', () => {
  let t: TestApp;
  let ana: TAuthResponse;
  beforeAll(async () => {
    t = await createTestApp();
    ana = await registerMember(t, 'ana@example.com');
  });
  afterAll(async () => t.close());

  it('stores a thumbnail, a card and the full size as WebP, each served at its URL', async () => {
    const body = multipart({}, [
      { filename: 'big.jpg', contentType: 'image/jpeg', data: await jpegImage(2400, 1800) },
    ]);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/auth/users/${ana.user._id}/photo`,
      payload: body.payload,
      headers: { ...body.headers, ...auth(ana) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const url: string = res.json().data.imageUrls.at(-1);
    const base = url.replace('/uploads/', '');
    for (const size of ['thumb', 'card', 'full'] as const) {
      const meta = await sizeOf(path.join(t.uploadsDir, imageVariantName(base, size)!));
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(IMAGE_WIDTHS[size]);
      expect(meta.height).toBe(IMAGE_WIDTHS[size] * 0.75);
      const served = await t.app.inject({ method: 'GET', url: imageVariantUrl(url, size) });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
    }
    // The thumbnail an avatar loads is a small fraction of the full file.
    const thumb = fs.statSync(path.join(t.uploadsDir, imageVariantName(base, 'thumb')!)).size;
    expect(thumb).toBeLessThan(fs.statSync(path.join(t.uploadsDir, base)).size / 5);
  });

  it('removes every variant with the image', async () => {
    const before = (
      await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: auth(ana) })
    ).json().data.imageUrls as string[];
    const base = before.at(-1)!.replace('/uploads/', '');
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/auth/users/${ana.user._id}/photo/${before.length - 1}`,
      headers: auth(ana),
    });
    expect(res.statusCode, res.body).toBe(200);
    const stem = base.replace(/\.webp$/, '');
    expect(fs.readdirSync(t.uploadsDir).filter((n) => n.startsWith(stem))).toEqual([]);
  });

  it('keeps the conversion marker in the database, not among the served files', async () => {
    await vi.waitFor(async () => expect(await variantsMarkerIn(t.app.db).isSet()).toBe(true));
    expect(t.uploadedFiles().filter((name) => !name.endsWith('.webp'))).toEqual([]);
  });
});

describe('old uploads get their variants at start-up', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chingu-old-uploads-'));
  const uploadsDir = path.join(dataDir, 'uploads');
  const warnings: unknown[] = [];
  const log = {
    info: () => {},
    warn: (obj: unknown) => warnings.push(obj),
    error: () => {},
  } as unknown as FastifyBaseLogger;
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('converts every single-file upload in the background, skipping a corrupt one', async () => {
    fs.mkdirSync(uploadsDir, { recursive: true });
    // As the previous version stored them: one WebP of at most 1600 px, no variants.
    const old = ['0a.webp', '0b.webp'];
    for (const [i, name] of old.entries()) {
      const data = await sharp(await jpegImage(1600 - i * 400, 1000))
        .webp()
        .toBuffer();
      fs.writeFileSync(path.join(uploadsDir, name), data);
    }
    fs.writeFileSync(path.join(uploadsDir, 'broken.webp'), Buffer.from('RIFF....WEBPnot really'));

    const t = await createTestApp({ DATA_DIR: dataDir });
    try {
      // /api/health answers at once, whatever the backlog.
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      const markerValue = async () =>
        (
          await t.app.db
            .select({ value: appSecrets.value })
            .from(appSecrets)
            .where(eq(appSecrets.name, VARIANTS_MARKER))
        )[0]?.value;
      await vi.waitFor(async () => expect(await markerValue()).toBeDefined(), { timeout: 30_000 });
      expect(JSON.parse((await markerValue())!)).toMatchObject({
        found: 3,
        converted: 2,
        failed: 1,
      });
      for (const name of old) {
        const thumb = await sizeOf(path.join(uploadsDir, imageVariantName(name, 'thumb')!));
        expect(thumb).toMatchObject({ format: 'webp', width: IMAGE_WIDTHS.thumb });
        const card = await sizeOf(path.join(uploadsDir, imageVariantName(name, 'card')!));
        expect(card).toMatchObject({ format: 'webp', width: IMAGE_WIDTHS.card });
      }
      // The broken file is left as it was; no half-written files are left behind.
      expect(fs.readdirSync(uploadsDir).filter((n) => n.startsWith('broken'))).toEqual([
        'broken.webp',
      ]);
      expect(fs.readdirSync(uploadsDir).filter((n) => n.startsWith('.tmp'))).toEqual([]);

      // The next start reads the marker and does nothing.
      const before = fs
        .readdirSync(uploadsDir)
        .map((n) => [n, fs.statSync(path.join(uploadsDir, n)).mtimeMs]);
      const again = await convertOldUploads(
        t.app.images,
        makeImageVariants,
        log,
        new AbortController().signal,
        variantsMarkerIn(t.app.db),
      );
      expect(again).toBeUndefined();
      expect(
        fs.readdirSync(uploadsDir).map((n) => [n, fs.statSync(path.join(uploadsDir, n)).mtimeMs]),
      ).toEqual(before);
    } finally {
      await t.close();
    }
  });

  it('is idempotent and safe when two nodes run it at once; logs what it skips', async () => {
    const card = path.join(uploadsDir, imageVariantName('0a.webp', 'card')!);
    const t = await createTestApp({ DATA_DIR: dataDir });
    try {
      // The app's own start-up run finishes first (it sets the marker): on a busy machine it
      // could otherwise end before the two runs below start, and they would find nothing to do.
      const marker = variantsMarkerIn(t.app.db);
      await vi.waitFor(async () => expect(await marker.isSet()).toBe(true), { timeout: 30_000 });
      // Then the state of nodes whose conversion never finished: no marker, a variant missing.
      await t.app.db.delete(appSecrets).where(eq(appSecrets.name, VARIANTS_MARKER));
      fs.rmSync(card);
      // Two runs at once, as two nodes starting together.
      const runs = await Promise.all(
        [1, 2].map(() =>
          convertOldUploads(
            t.app.images,
            makeImageVariants,
            log,
            new AbortController().signal,
            variantsMarkerIn(t.app.db),
          ),
        ),
      );
      for (const run of runs) expect(run).toMatchObject({ found: 2, failed: 1 });
      expect(warnings).toEqual(
        expect.arrayContaining([expect.objectContaining({ image: 'broken.webp' })]),
      );
      expect((await sizeOf(card)).width).toBe(IMAGE_WIDTHS.card);
    } finally {
      await t.close();
    }
    expect(fs.readdirSync(uploadsDir).filter((n) => n.startsWith('.tmp'))).toEqual([]);
  });
});
