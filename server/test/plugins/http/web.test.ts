import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';

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
  // The landing prerendered per language (web/vite-prerender.ts, decision 030).
  fs.writeFileSync(path.join(webDist, 'landing-en.html'), '<html lang="en">Meet language partners');
  fs.writeFileSync(path.join(webDist, 'landing-ko.html'), '<html lang="ko">언어 파트너를 만나세요');
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

describe('the prerendered landing at / (decision 030)', () => {
  const landing = (headers: Record<string, string>) => t.app.inject({ url: '/', headers });

  it('is sent in the language saved in the preferredLanguage cookie, whatever the browser asks', async () => {
    const response = await landing({
      cookie: 'theme=x; preferredLanguage=ko',
      'accept-language': 'en-US,en;q=0.9',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<html lang="ko">');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toContain('Cookie');
    expect(response.headers.vary).toContain('Accept-Language');
    const en = await landing({ cookie: 'preferredLanguage=en', 'accept-language': 'ko-KR' });
    expect(en.body).toContain('<html lang="en">');
  });

  it("follows the browser's languages by weight without a cookie", async () => {
    expect((await landing({ 'accept-language': 'ko-KR,ko;q=0.9,en;q=0.8' })).body).toContain(
      'lang="ko"',
    );
    expect((await landing({ 'accept-language': 'fr-FR, en;q=0.5, ko;q=0.7' })).body).toContain(
      'lang="ko"',
    );
    expect((await landing({ 'accept-language': 'ja, en-GB;q=0.9' })).body).toContain('lang="en"');
  });

  it('is English for an unknown cookie value or language, and without headers', async () => {
    expect(
      (await landing({ cookie: 'preferredLanguage=xx', 'accept-language': 'de' })).body,
    ).toContain('lang="en"');
    expect((await landing({})).body).toContain('lang="en"');
  });

  it("is the app's shell for a browser with a member signed in (decision 054)", async () => {
    const member = await landing({ cookie: 'preferredLanguage=ko; signedIn=1' });
    expect(member.statusCode).toBe(200);
    expect(member.body).toBe('<!doctype html><div id="root"></div>');
    expect(member.headers.vary).toContain('Cookie');
    // Only the hint's own value counts; a signed-out browser gets the landing again.
    for (const cookie of ['signedIn=', 'signedIn=0', 'xsignedIn=1', 'signedIn=10']) {
      expect((await landing({ cookie })).body, cookie).toContain('<html lang="en">');
    }
  });

  it('leaves every other page on the SPA shell', async () => {
    const response = await t.app.inject({
      url: '/login',
      headers: { cookie: 'preferredLanguage=ko' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('<!doctype html><div id="root"></div>');
  });
});
