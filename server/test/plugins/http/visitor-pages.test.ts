import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGES_DIR as VISITOR_PAGES_DIR } from '../../../src/plugins/http/page-renderer.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { createMoment, memberWithToken, type Member } from '../../modules/moments/helpers.ts';

// Visitor pages rendered at request time (decision 035), with a stand-in for the web build's SSR
// bundle (web/src/prerender/render-visitor-page.tsx): it lists the moments' titles it was given and
// counts its renders, so the tests see what the HTML is built from and when it is built again.
const FEED = '/api/v1/moments?page=1&limit=10';
const renderer = `
export const PAGE_DATA_ID = 'chingu-page-data';
export const VISITOR_PAGES = { '/moments': { api: [${JSON.stringify(FEED)}] } };
export async function initVisitorPages() {}
export async function renderVisitorPage({ lng, narrow, answers }) {
  globalThis.visitorPageRenders = (globalThis.visitorPageRenders ?? 0) + 1;
  const titles = answers[${JSON.stringify(FEED)}].data.map((m) => m.title).join(' | ');
  const extra = titles.includes('Unstyled') ? ' never-cut' : '';
  return { html: '<p class="card' + extra + '">' + lng + ' narrow=' + narrow + ' ' + titles + '</p>', title: 'Moments' };
}`;
const template = (lng: string) =>
  `<html lang="${lng}"><head><title>__T__</title><link rel="stylesheet" crossorigin href="/assets/cut.css">` +
  `<meta name="chingu-styles" content="/assets/full.css /assets/route.css"></head>` +
  `<body><div id="root" data-prerendered><!--P--></div></body></html>`;

let webDist: string;
let t: TestApp;
let author: Member;
const renders = () => (globalThis as { visitorPageRenders?: number }).visitorPageRenders ?? 0;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'chingu-visitor-pages-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.mkdirSync(path.join(webDist, 'locales/en'), { recursive: true });
  const dir = path.join(webDist, VISITOR_PAGES_DIR);
  fs.mkdirSync(dir);
  fs.writeFileSync(path.join(dir, 'render.mjs'), renderer);
  for (const lng of ['en', 'ko'])
    fs.writeFileSync(path.join(dir, `moments-${lng}.html`), template(lng));
  fs.writeFileSync(
    path.join(dir, 'manifest.json'),
    JSON.stringify({
      module: 'render.mjs',
      paths: ['/moments'],
      slots: { title: '__T__', page: '<!--P-->' },
      classes: ['card'],
      cutLink: '<link rel="stylesheet" crossorigin href="/assets/cut.css">',
    }),
  );
  t = await createTestApp({ WEB_DIST: webDist });
  author = await memberWithToken(t, 'Author');
});

afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const visit = (headers: Record<string, string> = {}, url = '/moments') =>
  t.app.inject({ url, headers: { 'accept-encoding': 'identity', ...headers } });

describe('visitor pages', () => {
  it("are built from the feed's visitor answer and built again only after a write", async () => {
    await createMoment(t, author, { title: 'First light' });
    const first = await visit();
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('text/html');
    expect(first.body).toContain('First light');
    expect(first.body).toContain('<title>Moments</title>');
    // The answers go with the page for the app to start from.
    expect(first.body).toMatch(
      /<script type="application\/json" id="chingu-page-data">\{.*First light/,
    );
    const rendered = renders();
    expect((await visit()).body).toBe(first.body);
    expect(renders()).toBe(rendered);

    await createMoment(t, author, { title: 'Second wind' });
    const next = await visit();
    expect(next.body).toContain('Second wind');
    expect(renders()).toBe(rendered + 1);
  });

  it("is built again when another node's write moves the generation", async () => {
    await visit();
    const rendered = renders();
    // What a broadcast from another node does here (plugins/cache-invalidation.ts).
    t.app.cacheInvalidation.invalidate('members');
    await visit();
    expect(renders()).toBe(rendered + 1);
  });

  it('is in the language and layout the request asks for; a query string gets the app', async () => {
    const korean = await visit({ 'accept-language': 'ko-KR,ko;q=0.9,en;q=0.5' });
    expect(korean.body).toContain('<html lang="ko">');
    expect(korean.body).toContain('ko narrow=false');
    expect(korean.headers.vary).toContain('Accept-Language');
    const cookie = await visit({ 'accept-language': 'ko', cookie: 'preferredLanguage=en' });
    expect(cookie.body).toContain('<html lang="en">');
    const phone = await visit({
      'user-agent': 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) Mobile Safari/537.36',
    });
    expect(phone.body).toContain('en narrow=true');
    const filtered = await visit({}, '/moments?page=2');
    expect(filtered.body).toBe('<!doctype html><div id="root"></div>');
  });

  it("is the app's shell for a browser with a member signed in, which would hide it (decision 054)", async () => {
    const member = await visit({ cookie: 'preferredLanguage=en; signedIn=1' });
    expect(member.statusCode).toBe(200);
    expect(member.body).toBe('<!doctype html><div id="root"></div>');
    expect(member.headers.vary).toContain('Cookie');
    expect((await visit({ cookie: 'signedIn=0' })).body).toContain('<html lang="en">');
  });

  it('answers 304 to a browser whose copy is current, and compresses for those that accept it', async () => {
    const first = await visit();
    const again = await visit({ 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    const gzipped = await visit({ 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
  });

  it('links the full stylesheets when the page has a class the cut one was not made for', async () => {
    await createMoment(t, author, { title: 'Unstyled' });
    const page = await visit();
    expect(page.body).toContain('Unstyled');
    expect(page.body).not.toContain('/assets/cut.css');
    expect(page.body).toContain('<link rel="stylesheet" crossorigin href="/assets/full.css">');
    expect(page.body).toContain('<link rel="stylesheet" crossorigin href="/assets/route.css">');
  });
});
