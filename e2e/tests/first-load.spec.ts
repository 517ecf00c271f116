import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './helpers.ts';

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
