import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SESSION_COOKIE } from '@chingu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_PAGE_RENDERS_PER_MINUTE } from '../../../src/plugins/http/member-pages.ts';
import { PAGES_DIR } from '../../../src/plugins/http/page-renderer.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { keepAliveConnection } from '../../helpers/keep-alive.ts';
import { api, createMoment, memberWithToken, type Member } from '../../modules/moments/helpers.ts';

// A member's home rendered for their first request (decision 056), with a stand-in for the web
// build's SSR bundle (web/src/prerender/render-visitor-page.tsx): it writes the member it was
// given and what their answers say, so the tests see whose page was built from whose answers.
const UNREAD = '/api/v1/notifications/unread-count';
const FEED = '/api/v1/moments?page=1&limit=10';
const renderer = `
export const PAGE_DATA_ID = 'chingu-page-data';
export const VISITOR_PAGES = {};
export const MEMBER_PAGES = {
  '/': { api: (me) => [${JSON.stringify(UNREAD)}, '/api/v1/auth/users/' + me + '/streak'] },
  '/moments': { api: () => [${JSON.stringify(UNREAD)}, ${JSON.stringify(FEED)}] },
  '/chat': { api: () => [${JSON.stringify(UNREAD)}] },
};
export async function initVisitorPages() {}
export async function renderVisitorPage() { throw new Error('no visitor pages here'); }
export async function renderMemberPage({ path, lng, narrow, member, answers }) {
  if (globalThis.failMemberRender) throw new Error('the render failed');
  const unread = answers[${JSON.stringify(UNREAD)}].data;
  if (path === '/chat') return { html: '<p>chats of ' + member.name + '</p>', title: 'Chat' };
  if (path === '/moments') {
    const titles = answers[${JSON.stringify(FEED)}].data.map((moment) => moment.title);
    return { html: '<p>feed of ' + member.name + ': ' + titles.join(', ') + '</p>', title: 'Feed' };
  }
  return {
    html: '<p>' + lng + ' narrow=' + narrow + ' ' + member.name + ' requests=' + unread.requests + '</p>',
    title: 'Home of ' + member.name,
  };
}`;
const template = (lng: string) =>
  `<html lang="${lng}"><head><meta name="chingu-rendered" content="__R__"><title>__T__</title>` +
  `</head><body><div id="root" data-prerendered="member"><!--P--></div></body></html>`;

let webDist: string;
let t: TestApp;
let ana: Member;
let ben: Member;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'chingu-member-pages-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root">shell</div>');
  fs.writeFileSync(path.join(webDist, 'landing-en.html'), '<!doctype html><p>landing</p>');
  fs.mkdirSync(path.join(webDist, 'locales/en'), { recursive: true });
  const dir = path.join(webDist, PAGES_DIR);
  fs.mkdirSync(dir);
  fs.writeFileSync(path.join(dir, 'render.mjs'), renderer);
  for (const lng of ['en', 'ko']) {
    fs.writeFileSync(path.join(dir, `member-home-${lng}.html`), template(lng));
    fs.writeFileSync(path.join(dir, `member-moments-${lng}.html`), template(lng));
    fs.writeFileSync(path.join(dir, `member-chat-${lng}.html`), template(lng));
  }
  fs.writeFileSync(
    path.join(dir, 'manifest.json'),
    JSON.stringify({
      module: 'render.mjs',
      // /moments for visitors renders nothing here (its render throws): the shell answers.
      paths: ['/moments'],
      memberPages: { '/': 'member-home', '/moments': 'member-moments', '/chat': 'member-chat' },
      slots: { title: '__T__', page: '<!--P-->', rendered: '__R__' },
      classes: [],
      cutLink: '',
    }),
  );
  t = await createTestApp({ WEB_DIST: webDist });
  ana = await memberWithToken(t, 'Ana Lim');
  ben = await memberWithToken(t, 'Ben Park');
});

afterAll(async () => {
  delete (globalThis as { failMemberRender?: boolean }).failMemberRender;
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const cookieOf = (who: Member) => `${SESSION_COOKIE}=${who.token}`;
const home = (cookie?: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    url: '/',
    headers: { 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}), ...headers },
  });
const setCookies = (response: { headers: Record<string, unknown> }) =>
  ([] as string[]).concat((response.headers['set-cookie'] as string | string[] | undefined) ?? []);

describe('the session cookie', () => {
  it("follows the member's token: set on the first signed-in answer, HttpOnly, kept by no cache", async () => {
    const first = await api(t, 'GET', '/api/v1/auth/me', ana);
    expect(first.statusCode).toBe(200);
    const [cookie] = setCookies(first).filter((c) => c.startsWith(`${SESSION_COOKIE}=`));
    expect(cookie).toBe(
      `${SESSION_COOKIE}=${ana.token}; Path=/; Max-Age=34560000; HttpOnly; SameSite=Lax`,
    );
    expect(first.headers['cache-control']).toBe('private, no-store');

    // A browser that has it gets no new one; a visitor and a refused token get none.
    const again = await t.app.inject({
      url: '/api/v1/auth/me',
      headers: { authorization: `Bearer ${ana.token}`, cookie: cookieOf(ana) },
    });
    expect(again.statusCode).toBe(200);
    expect(setCookies(again)).toEqual([]);
    expect(setCookies(await api(t, 'GET', '/api/v1/moments?page=1&limit=10'))).toEqual([]);
    const refused = await t.app.inject({
      url: '/api/v1/auth/me',
      headers: { authorization: 'Bearer not-a-session-token-at-all-00000' },
    });
    expect(refused.statusCode).toBe(401);
    expect(setCookies(refused)).toEqual([]);
  });

  it('is removed by signing out, and the home is then no longer rendered for that token', async () => {
    const leaving = await memberWithToken(t, 'Cho Leaving');
    const signOut = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { authorization: `Bearer ${leaving.token}`, cookie: cookieOf(leaving) },
    });
    expect(signOut.statusCode).toBe(200);
    expect(setCookies(signOut)).toEqual([
      `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`,
    ]);
    // A browser that kept it anyway (the answer was lost) gets the landing, and the cookie goes.
    const page = await home(cookieOf(leaving));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('landing');
    expect(page.body).not.toContain('Cho Leaving');
    expect(setCookies(page)).toEqual([
      `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`,
    ]);
  });
});

describe("a member's home", () => {
  it("is rendered for the cookie's member from their own answers, and kept by no cache", async () => {
    // Ben has a message request waiting: his page says so, Ana's does not.
    const sent = await api(t, 'POST', '/api/v1/messages', ana, {
      receiver: ben.id,
      message: 'Hello Ben!',
    });
    expect(sent.statusCode).toBe(201);

    const anaPage = await home(cookieOf(ana));
    expect(anaPage.statusCode).toBe(200);
    expect(anaPage.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(anaPage.headers['cache-control']).toBe('private, no-store');
    expect(String(anaPage.headers.vary)).toContain('Cookie');
    expect(anaPage.body).toContain('<p>en narrow=false Ana Lim requests=0</p>');
    expect(anaPage.body).toContain('<title>Home of Ana Lim</title>');
    expect(anaPage.body).toContain(`<meta name="chingu-rendered" content="member:${ana.id}">`);
    // The answers travel with the page for the app, the member's own and no one else's.
    const data = /<script type="application\/json" id="chingu-page-data">(.*?)<\/script>/.exec(
      anaPage.body,
    );
    const answers = JSON.parse(data![1]!) as Record<string, unknown>;
    expect(Object.keys(answers)).toEqual([UNREAD, `/api/v1/auth/users/${ana.id}/streak`]);

    const benPage = await home(cookieOf(ben), { 'user-agent': 'Mozilla/5.0 (iPhone) Mobile' });
    expect(benPage.body).toContain('<p>en narrow=true Ben Park requests=1</p>');
    expect(benPage.body).not.toContain('Ana Lim');
  });

  it('is in the language the browser asks for', async () => {
    const korean = await home(`${cookieOf(ana)}; preferredLanguage=ko`);
    expect(korean.body).toContain('<html lang="ko">');
    expect(korean.body).toContain('<p>ko narrow=false Ana Lim');
  });

  it("is the landing for a cookie that is no session's, whatever it holds", async () => {
    for (const value of [
      '',
      'x',
      'a'.repeat(500),
      '%00%00',
      '\u0000abc',
      '\ud800\udfff-ok',
      ben.id,
    ]) {
      const page = await home(`${SESSION_COOKIE}=${encodeURIComponent(value)}`);
      expect(page.statusCode, value).toBe(200);
      expect(page.body, value).toContain('landing');
    }
  });

  it("is the app's shell when the render fails, for a member whose browser says so", async () => {
    (globalThis as { failMemberRender?: boolean }).failMemberRender = true;
    try {
      const page = await home(`${cookieOf(ana)}; signedIn=1`);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('shell');
      expect(page.headers['cache-control']).toBe('no-cache');
    } finally {
      delete (globalThis as { failMemberRender?: boolean }).failMemberRender;
    }
  });

  it("is the app's shell for a session that reloads faster than a person does", async () => {
    const eager = await memberWithToken(t, 'Eager Reloader');
    const cookie = `${cookieOf(eager)}; signedIn=1`;
    for (let i = 0; i < MEMBER_PAGE_RENDERS_PER_MINUTE; i++) {
      expect((await home(cookie)).body).toContain('Eager Reloader');
    }
    const braked = await home(cookie);
    expect(braked.statusCode).toBe(200);
    expect(braked.body).toContain('shell');
    // Another member is not held up by it.
    expect((await home(cookieOf(ben))).body).toContain('Ben Park');
  });

  it('answers a member after a dead cookie on the same keep-alive connection', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const connection = await keepAliveConnection(port);
    try {
      const dead = await connection.send('GET', '/', {
        cookie: `${SESSION_COOKIE}=${'d'.repeat(43)}`,
        'accept-encoding': 'identity',
      });
      expect(dead.status).toBe(200);
      expect(dead.body).toContain('landing');
      const member = await connection.send('GET', '/', {
        cookie: cookieOf(ben),
        'accept-encoding': 'identity',
      });
      expect(member.status).toBe(200);
      expect(member.body).toContain('Ben Park');
    } finally {
      connection.close();
    }
  });
});

describe("a member's moments feed", () => {
  const feed = (cookie?: string, url = '/moments') =>
    t.app.inject({
      url,
      headers: { 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) },
    });

  it("is rendered from the cookie's member's own feed, with what only they may see", async () => {
    const title = `Ana's own notes ${Date.now()}`;
    await createMoment(t, ana, { title, privacy: 'private' });

    const anaPage = await feed(cookieOf(ana));
    expect(anaPage.statusCode).toBe(200);
    expect(anaPage.headers['cache-control']).toBe('private, no-store');
    expect(anaPage.body).toContain(`<meta name="chingu-rendered" content="member:${ana.id}">`);
    expect(anaPage.body).toMatch(new RegExp(`<p>feed of Ana Lim: [^<]*${title}`));

    const benPage = await feed(cookieOf(ben));
    expect(benPage.body).toContain('<p>feed of Ben Park: ');
    expect(benPage.body).not.toContain(title);
  });

  it('is not rendered for a visitor, a dead cookie or a filtered feed', async () => {
    for (const [cookie, url] of [
      [undefined, '/moments'],
      [`${SESSION_COOKIE}=not-a-session`, '/moments'],
      [cookieOf(ana), '/moments?q=notes'],
    ] as const) {
      const page = await feed(cookie, url);
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).not.toContain('feed of');
      expect(page.body, url).toContain('shell');
    }
  });
});

describe("a member's chat list", () => {
  it("is rendered for the cookie's member, and is the app's shell for anyone else", async () => {
    const chat = (cookie?: string, url = '/chat') =>
      t.app.inject({
        url,
        headers: { 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) },
      });
    const mine = await chat(cookieOf(ana));
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.body).toContain('<p>chats of Ana Lim</p>');
    for (const [cookie, url] of [
      [undefined, '/chat'],
      [`${SESSION_COOKIE}=not-a-session`, '/chat'],
      [cookieOf(ana), '/chat?with=someone'],
    ] as const) {
      const page = await chat(cookie, url);
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('shell');
      expect(page.headers['cache-control'], url).toBe('no-cache');
    }
  });
});
