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

/** The route chunk files index.html lists for a path (web/vite-route-hints.ts). */
async function routeChunks(page: Page, path: string): Promise<string[]> {
  return page.evaluate(
    (p) =>
      (
        JSON.parse(document.getElementById('route-hints')!.textContent!) as Record<
          string,
          { js: string[] }
        >
      )[p]!.js,
    path,
  );
}

// Decision 028: a visitor's first screen asks for its data while its code downloads, and the
// app's own request takes that answer instead of asking again.
for (const { path, api, ready } of [
  { path: '/moments', api: ['/api/v1/moments?page=1&limit=10'], ready: 'moment-card' },
  {
    path: '/communities',
    api: ['/api/v1/stats', '/api/v1/auth/users?page=1&limit=20'],
    ready: 'member-card',
  },
]) {
  test(`a visitor's ${path} fetches its first data once, alongside the route code`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByTestId(ready).first()).toBeVisible();
    const entries = await resources(page);
    const chunks = await routeChunks(page, path);
    const chunkEnd = Math.max(
      ...entries.filter((e) => chunks.includes(e.name)).map((e) => e.responseEnd),
    );
    expect(chunkEnd).toBeGreaterThan(0);
    for (const url of api) {
      const requests = entries.filter((e) => e.name === url);
      // One request, made by the preload link: RTK Query's fetch reused its answer.
      expect(requests.map((e) => e.initiatorType)).toEqual(['link']);
      expect(requests[0]!.startTime).toBeLessThan(chunkEnd);
    }
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
