import { expect, test, type Page } from '@playwright/test';
import { createMember, signInAs } from './helpers.ts';
import { latestCode } from './mail.ts';

type Entry = { name: string; initiatorType: string; startTime: number; responseEnd: number };

/** What the browser fetched for this page, from the Resource Timing buffer. */
async function resources(page: Page): Promise<Entry[]> {
  return page.evaluate(() =>
    performance.getEntriesByType('resource').map((e) => {
      const r = e as PerformanceResourceTiming;
      return {
        name: new URL(r.name).pathname + new URL(r.name).search,
        initiatorType: r.initiatorType,
        startTime: r.startTime,
        responseEnd: r.responseEnd,
      };
    }),
  );
}

// Decisions 028 and 035: a visitor's first screen comes with its data (rendered by the server,
// the answers in the page), and the app that takes over starts from them instead of asking again.
for (const { path, api, ready } of [
  { path: '/moments', api: ['/api/v1/moments?page=1&limit=10'], ready: 'moment-card' },
  {
    path: '/communities',
    api: ['/api/v1/stats', '/api/v1/auth/users?page=1&limit=20'],
    ready: 'member-card',
  },
]) {
  test(`a visitor's ${path} comes with its first data, and the app asks for none of it again`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByTestId(ready).first()).toBeVisible();
    await expect(page.locator('#root[data-prerendered]')).toHaveCount(1);
    // Any key loads the app (public/landing-boot.js); it replaces the server's page.
    await page.keyboard.press('Shift');
    await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
    await expect(page.getByTestId(ready).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const entries = await resources(page);
    expect(entries.some((e) => e.name.startsWith('/assets/'))).toBe(true);
    for (const url of api) expect(entries.filter((e) => e.name === url)).toEqual([]);
  });
}

test('a member and a filtered feed get no preloaded data (their requests differ)', async ({
  page,
  request,
}) => {
  const login = await request.post('/api/v1/auth/login', {
    data: { email: 'anna@demo.chingu.app', password: 'chingu-demo' },
  });
  expect(login.ok()).toBe(true);
  await signInAs(page, (await login.json()) as { token: string; user: unknown });
  await page.goto('/moments');
  await expect(page.getByTestId('moment-card').first()).toBeVisible();
  const member = (await resources(page)).filter((e) => e.name.startsWith('/api/v1/moments'));
  expect(member.map((e) => e.initiatorType)).not.toContain('link');

  await page.evaluate(() => localStorage.removeItem('userInfo'));
  await page.goto('/communities?sort=new');
  await expect(page.getByTestId('member-card').first()).toBeVisible();
  const filtered = (await resources(page)).filter((e) => e.name.startsWith('/api/'));
  expect(filtered.map((e) => e.initiatorType)).not.toContain('link');
});

/** Every API request of the page: its path and query, and the script that sent it. */
async function apiRequestsWithInitiator(page: Page) {
  const sent: { url: string; method: string; by: string }[] = [];
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Network.requestWillBeSent', (event) => {
    const url = new URL(event.request.url);
    if (!url.pathname.startsWith('/api/')) return;
    const frames = event.initiator.stack?.callFrames ?? [];
    sent.push({
      url: url.pathname + url.search,
      method: event.request.method,
      by: new URL(frames.at(-1)?.url || event.initiator.url || 'http://x/unknown').pathname,
    });
  });
  await cdp.send('Network.enable');
  return sent;
}

// Issue 32: a member's page asks for its first answers while the app's code downloads
// (public/route-hints.js, with the member's token), and the app takes those answers instead of
// asking again: each is asked for once, by the hints.
for (const { path, api, ready } of [
  {
    path: '/',
    api: (me: string) => [
      '/api/v1/notifications/unread-count',
      '/api/v1/stories/feed',
      `/api/v1/auth/users/${me}/streak`,
      '/api/v1/notebook?page=1&due=true&limit=1',
      '/api/v1/rooms?page=1&status=live&limit=1',
      '/api/v1/auth/users/suggestions?limit=6',
      '/api/v1/moments?helpWanted=true&limit=4',
      '/api/v1/messages/conversations',
      '/api/v1/moments?following=true&limit=4',
    ],
    ready: (page: Page) => page.getByRole('region', { name: 'Partners for you' }),
  },
  {
    path: '/chat',
    api: () => [
      '/api/v1/notifications/unread-count',
      '/api/v1/messages/conversations?requests=true',
      '/api/v1/messages/conversations',
    ],
    ready: (page: Page) => page.getByRole('heading', { level: 1, name: 'Messages' }),
  },
  {
    path: '/moments',
    api: () => [
      '/api/v1/notifications/unread-count',
      '/api/v1/stories/feed',
      '/api/v1/moments?page=1&limit=10',
      '/api/v1/features',
    ],
    ready: (page: Page) => page.getByTestId('moment-card').first(),
  },
]) {
  test(`a member's ${path} asks for its first data with its code, once`, async ({
    page,
    request,
  }) => {
    const me = await createMember(request, latestCode, { name: 'Early Answers' });
    await signInAs(page, me);
    const sent = await apiRequestsWithInitiator(page);
    await page.goto(path);
    await expect(ready(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Up to the first write (the new member's time zone), after which a refetch is news.
    const firstWrite = sent.findIndex((r) => r.method !== 'GET');
    const beforeWrite = firstWrite === -1 ? sent : sent.slice(0, firstWrite);
    for (const url of api((me.user as { _id: string })._id)) {
      const asked = beforeWrite.filter((r) => r.method === 'GET' && r.url === url);
      expect(asked, url).toEqual([{ url, method: 'GET', by: '/route-hints.js' }]);
    }
  });
}
