import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createMember, signInAs } from './helpers.ts';
import { latestCode } from './mail.ts';

// Decision 035: a visitor's first page of /moments and /communities is rendered by the server with
// the app's components; the app's JavaScript waits for the visitor's first interaction.

const prerendered = (page: Page) => page.locator('#root[data-prerendered]');

/** Every script the page has requested so far. */
function scriptsOf(page: Page) {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

async function visitorHtml(request: APIRequestContext, path: string, language = 'en-US') {
  const response = await request.get(path, { headers: { 'Accept-Language': language } });
  expect(response.status()).toBe(200);
  return response.text();
}

async function postMoment(request: APIRequestContext, token: string, title: string) {
  const res = await request.post('/api/v1/moments', {
    headers: { Authorization: `Bearer ${token}` },
    data: { title, description: 'Seen by visitors at once.', tags: [], privacy: 'public' },
  });
  expect(res.status()).toBe(201);
}

test('a new moment is in the next visitor HTML of /moments, before any JavaScript', async ({
  request,
}) => {
  const author = await createMember(request, latestCode, { name: 'Prerender Author' });
  const title = `Fresh moment ${Date.now()}`;
  // The page is rendered (and cached) before the moment exists...
  expect(await visitorHtml(request, '/moments')).not.toContain(title);
  await postMoment(request, author.token, title);
  // ...and the write's new generation makes the next visitor get a page with it.
  const html = await visitorHtml(request, '/moments');
  expect(html).toContain('data-prerendered');
  expect(html).toContain(title);
  expect(html).toContain('Prerender Author');
});

test("the directory's first page is in the visitor HTML, in Korean for a Korean browser", async ({
  request,
}) => {
  const members = (await (await request.get('/api/v1/auth/users?page=1&limit=20')).json()) as {
    data: { name: string }[];
  };
  const html = await visitorHtml(request, '/communities', 'ko-KR,ko;q=0.9');
  expect(html).toContain('<html lang="ko">');
  expect(html).toContain('언어 교환 파트너를 찾아보세요');
  for (const member of members.data.slice(0, 3)) expect(html).toContain(member.name);
  // A query string (filters, later pages) gets the app instead.
  const filtered = await (await request.get('/communities?page=2')).text();
  expect(filtered).not.toContain('data-prerendered');
});

test('the feed shows its cards with only the boot script, and the first click opens a moment in the app', async ({
  page,
}) => {
  const scripts = scriptsOf(page);
  await page.goto('/moments');
  await page.waitForLoadState('load');
  // The first card's title: the link to the moment itself.
  const firstTitle = page.locator('article a[href^="/moment/"]').first();
  await expect(firstTitle).toBeVisible();
  expect(scripts).toEqual(['/landing-boot.js']);
  await expect(prerendered(page)).toHaveCount(1);
  const title = (await firstTitle.textContent())!;
  const href = (await firstTitle.getAttribute('href'))!;
  // A marker that a full page load would wipe: the app's router must do this navigation.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await firstTitle.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { name: title }).first()).toBeVisible();
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
});

for (const path of ['/moments', '/communities']) {
  test(`the app takes over ${path} where the visitor scrolled to, with the same layout`, async ({
    page,
  }) => {
    await page.goto(path);
    await page.evaluate(() => window.scrollTo(0, 600));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBe(600);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
    await page.keyboard.press('Shift');
    await expect(prerendered(page)).toHaveCount(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(height);
    expect(await page.getByRole('heading', { level: 1 }).boundingBox()).toEqual(heading);
  });
}

test('scrolling towards the end of the feed loads the app and its pagination', async ({ page }) => {
  await page.goto('/moments');
  await expect(prerendered(page)).toHaveCount(1);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(prerendered(page)).toHaveCount(0);
  // Each card's moment, from its link (titles may repeat).
  const shownIds = () =>
    page
      .getByTestId('moment-card')
      .evaluateAll((cards) =>
        cards.map((card) => card.querySelector('a[href^="/moment/"]')?.getAttribute('href')),
      );
  const firstPage = await shownIds();
  expect(firstPage.length).toBeGreaterThan(0);
  expect(firstPage).not.toContain(undefined);
  // Page 2 is asked for after page 1's last moment (decision 063), and shows the ones after it.
  const secondPage = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === '/api/v1/moments' && url.searchParams.get('page') === '2';
  });
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  const answer = await secondPage;
  expect(answer.status()).toBe(200);
  expect(`/moment/${new URL(answer.url()).searchParams.get('after')}`).toBe(firstPage.at(-1));
  await expect
    .poll(async () => {
      const shown = await shownIds();
      return { cards: shown.length > 0, repeated: shown.filter((id) => firstPage.includes(id)) };
    })
    .toEqual({ cards: true, repeated: [] });
});

/**
 * Whether the visitor page has started the app, once every intersection observer has had its say
 * on the current layout: a new observer's first report comes after the boot script's.
 */
async function appStartedAfterLayout(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(() => {
          observer.disconnect();
          resolve();
        });
        observer.observe(document.body);
      }),
  );
  return page.evaluate(() => document.querySelector('script[type="module"]') !== null);
}

for (const path of ['/moments', '/communities']) {
  test(`${path} whole in view loads the app for its next pages, and not when it has one page`, async ({
    page,
  }) => {
    // A one-page list is the server's page without its pagination (a young community's feed).
    let onePage = false;
    await page.route(
      (url) => url.pathname === path,
      async (route) => {
        const response = await route.fetch();
        const html = await response.text();
        expect(html).toContain('data-pagination');
        await route.fulfill({
          response,
          body: onePage ? html.replace(/<div[^>]*data-pagination[^>]*>/, '<div>') : html,
        });
      },
    );
    for (const withPagination of [true, false]) {
      onePage = !withPagination;
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(path);
      await page.waitForLoadState('load');
      if (onePage) expect(await appStartedAfterLayout(page)).toBe(false);
      // A window tall enough for the whole page: its end, and any pagination, in view.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      await page.setViewportSize({ width: 1280, height: height + 100 });
      if (withPagination) await expect(prerendered(page)).toHaveCount(0);
      else {
        expect(await appStartedAfterLayout(page)).toBe(false);
        await expect(prerendered(page)).toHaveCount(1);
        // Still the app on the visitor's first act.
        await page.keyboard.press('Shift');
        await expect(prerendered(page)).toHaveCount(0);
      }
    }
  });
}

test('a signed-in member gets their own feed from the app, not the visitor page', async ({
  page,
  request,
}) => {
  const me = await createMember(request, latestCode, { name: 'Feedreader Member' });
  await signInAs(page, me);
  await page.goto('/moments');
  await expect(page.getByText("What's on your mind, Feedreader?")).toBeVisible();
  await expect(page.getByText('Share a moment with the community…')).toHaveCount(0);
  await expect(prerendered(page)).toHaveCount(0);
});
