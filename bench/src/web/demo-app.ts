import fs from 'node:fs';
import path from 'node:path';
import { SIGNED_IN_COOKIE } from '@chingu/contract/constants';
import type { Browser, BrowserContextOptions } from 'playwright';
import { fromCallerDirectory } from '../lib/args.ts';
import { startAppServer, type RunningServer } from '../lib/server.ts';
import { repoRoot } from '../lib/target.ts';

/** A demo member of server/src/demo/seed-demo.ts (the demo password is the README's). */
export const DEMO_MEMBER = { email: 'james@demo.chingu.app', password: 'chingu-demo' };

/**
 * The built server as `npm start` gives it to a newcomer: a fresh embedded database with the demo
 * community, in `.tmp/<name>`. `env` adds to the server's environment (e.g. WEB_DIST, another
 * build of the web app).
 */
export function startDemoApp(
  name: string,
  port: number,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const dataDir = path.join(repoRoot, `.tmp/${name}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  return startAppServer({
    name,
    port,
    env: { DATA_DIR: dataDir, DEMO_DATA: 'on', DATABASE_URL: '', ...env },
  });
}

/**
 * The browser state of a signed-in demo member (the session the app keeps in localStorage, its
 * signed-in hint cookie and the session cookie the server keeps beside it), for
 * `browser.newContext({ storageState })`: every page opened with it starts signed in, with an
 * empty cache.
 */
export async function demoMemberState(
  browser: Browser,
  baseURL: string,
): Promise<BrowserContextOptions['storageState']> {
  const context = await browser.newContext({ baseURL });
  try {
    const login = await context.request.post('/api/v1/auth/login', { data: DEMO_MEMBER });
    if (!login.ok()) throw new Error(`demo sign-in failed: ${login.status()}`);
    const session = (await login.json()) as { token: string; user: { _id: string } };
    const page = await context.newPage();
    await page.goto('/api/health');
    // The time zone an earlier visit sent (use-time-zone-sync.ts): without it every measured load
    // sent it again, and its answer re-rendered the whole home and refetched the streak.
    session.user = await page.evaluate(async (s) => {
      const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      const response = await fetch(`/api/v1/auth/users/${s.user._id}/time-zone`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${s.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ timeZone }),
      });
      if (!response.ok) throw new Error(`time zone refused: ${response.status}`);
      return { ...s.user, timeZone };
    }, session);
    await page.evaluate(
      ({ s, cookie }) => {
        localStorage.setItem('preferredLanguage', 'en');
        localStorage.setItem('userInfo', JSON.stringify({ token: s.token, user: s.user }));
        // The hint the app keeps beside the session (decision 054): a member's return visit.
        document.cookie = `${cookie}=1; path=/; samesite=lax`;
      },
      { s: session, cookie: SIGNED_IN_COOKIE },
    );
    // The app's first signed-in request, as on any earlier visit: its answer sets the session
    // cookie that lets the server render the member's home (decision 056).
    await page.evaluate(async (token) => {
      await fetch('/api/v1/auth/me', { headers: { authorization: `Bearer ${token}` } });
    }, session.token);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/**
 * The server's environment for `--web-dist <dir>` (another build of the web app, e.g. a copy of
 * web/dist from before a change), resolved from the caller's directory. The copy must be inside
 * the repository: the server imports the build's page renderer, whose packages resolve from the
 * node_modules above it. Elsewhere every server-rendered page silently fell back to the app
 * rendering in the browser (a signed-in home's LCP 4.7 s instead of 1.8 s).
 */
export function webDistEnv(given: string | undefined): Record<string, string> {
  if (given === undefined) return {};
  const dir = fromCallerDirectory(given);
  const inside = path.relative(repoRoot, dir);
  if (inside.startsWith('..') || path.isAbsolute(inside)) {
    throw new Error(
      `--web-dist ${dir} is outside the repository: copy it under web/.tmp/ (the server's page ` +
        'renderer needs the packages in node_modules)',
    );
  }
  return { WEB_DIST: dir };
}
