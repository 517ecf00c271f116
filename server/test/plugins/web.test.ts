import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';

// A built SPA as `vite build` leaves it: assets with .br/.gz beside them (web/vite.config.ts).
const script = `console.log(${JSON.stringify('chingu '.repeat(500))});`;
let webDist: string;
let t: TestApp;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'chingu-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  const asset = path.join(webDist, 'assets/index-abc123.js');
  fs.writeFileSync(asset, script);
  fs.writeFileSync(`${asset}.br`, brotliCompressSync(script));
  fs.writeFileSync(`${asset}.gz`, gzipSync(script));
  fs.writeFileSync(path.join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  fs.writeFileSync(path.join(webDist, 'manifest.webmanifest'), '{"name":"Chingu"}');
  t = await createTestApp({ WEB_DIST: webDist });
});

afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('built web assets', () => {
  it('are sent brotli-compressed to browsers that accept it, cached for good', async () => {
    const response = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('fall back to gzip, then to the plain file', async () => {
    const gzip = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });
});

describe('the installable app (PRODUCT §8.4)', () => {
  it('serves the service worker revalidated on every check, so an update is found at once', async () => {
    const response = await t.app.inject({ url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('lets pages register a worker and a manifest from this origin only', async () => {
    const response = await t.app.inject({ url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it('serves the web manifest as a manifest', async () => {
    const response = await t.app.inject({ url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('manifest+json');
  });
});
