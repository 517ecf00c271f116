import { expect, test, type Page } from '@playwright/test';
import { createMember, signInAs } from './helpers.ts';
import { latestCode } from './mail.ts';

// Decision 030: `/` is prerendered at build time in English and Korean; the app's JavaScript
// waits for the visitor's first interaction, and a click made before it arrived still happens.

/** Every script the page has requested so far. */
function scriptsOf(page: Page) {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

const prerendered = (page: Page) => page.locator('#root[data-prerendered]');

for (const { name, locale, cookie, lang, heading } of [
  {
    name: 'English for an English browser',
    locale: 'en-US',
    lang: 'en',
    heading: 'Learn a language',
  },
  { name: 'Korean for a Korean browser', locale: 'ko-KR', lang: 'ko', heading: '그 언어를 쓰는' },
  {
    name: 'Korean once chosen, whatever the browser',
    locale: 'en-US',
    cookie: 'ko',
    lang: 'ko',
    heading: '그 언어를 쓰는',
  },
]) {
  test(`the landing shows before the app's JavaScript: ${name}`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale });
    if (cookie) {
      await context.addCookies([{ name: 'preferredLanguage', value: cookie, url: baseURL! }]);
    }
    const page = await context.newPage();
    const scripts = scriptsOf(page);
    await page.goto('/');
    await page.waitForLoadState('load');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
    await expect(page.locator('header').first()).toBeVisible();
    // Only the boot script: the app (entry chunk, route chunks, route hints) has not loaded.
    expect(scripts).toEqual(['/landing-boot.js']);
    await expect(prerendered(page)).toHaveCount(1);
    await context.close();
  });
}

test('a click on "Get started" before the app loaded is replayed by the app', async ({ page }) => {
  const scripts = scriptsOf(page);
  await page.goto('/');
  await expect(prerendered(page)).toHaveCount(1);
  // A marker that a full page load would wipe: the app's router must do this navigation.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('link', { name: 'Get started' }).first().click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  expect(scripts.length).toBeGreaterThan(1);
  await expect(prerendered(page)).toHaveCount(0);
});

test('the app takes over the landing on interaction without changing what is shown', async ({
  page,
}) => {
  await page.goto('/');
  const before = await page.getByRole('heading', { level: 1 }).boundingBox();
  await page.keyboard.press('Shift');
  await expect(prerendered(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Learn a language');
  expect(await page.getByRole('heading', { level: 1 }).boundingBox()).toEqual(before);
});

/** Where each part of the landing is: its top and height in the document. */
const layoutOf = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('#root header, #root section, #root footer'), (part) => {
      const box = part.getBoundingClientRect();
      return { part: part.id || part.tagName, top: box.top + window.scrollY, height: box.height };
    }),
  );

test("the landing keeps its layout while the app's stylesheets arrive one by one", async ({
  page,
}) => {
  await page.goto('/');
  const [first, ...rest] = (
    (await page.locator('meta[name="chingu-styles"]').getAttribute('content')) ?? ''
  )
    .split(' ')
    .filter(Boolean);
  expect(first).toBeDefined();
  // The entry's stylesheet arrives; the others are held until the page has been measured (CDP's
  // Fetch: page.route would turn the HTTP cache off, which the page's fonts are in).
  const cdp = await page.context().newCDPSession(page);
  const paused: string[] = [];
  cdp.on('Fetch.requestPaused', ({ requestId }) => paused.push(requestId));
  await cdp.send('Fetch.enable', { patterns: rest.map((href) => ({ urlPattern: `*${href}` })) });
  await page.evaluate(() => document.fonts.ready);
  const before = await layoutOf(page);
  await page.keyboard.press('Shift');
  await page.waitForFunction(
    (href) =>
      Array.from(document.querySelectorAll<HTMLLinkElement>('link[data-app-style]')).some(
        (link) => link.getAttribute('href') === href && link.sheet !== null,
      ),
    first,
  );
  // Applied now, Mantine's rules (in the entry's sheet) would override the landing's title sizes.
  expect(await layoutOf(page)).toEqual(before);
  await expect.poll(() => paused.length).toBe(rest.length);
  for (const requestId of paused) await cdp.send('Fetch.continueRequest', { requestId });
  await expect(prerendered(page)).toHaveCount(0);
  expect(await layoutOf(page)).toEqual(before);
});

test('scrolling to the forms loads the app where the visitor is, with the contact form', async ({
  page,
}) => {
  await page.goto('/');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  await expect(prerendered(page)).toHaveCount(0);
  // The app's first render must not put the visitor back at the top of the page.
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await expect(page.getByRole('form', { name: "We'd love to hear from you" })).toBeInViewport();
});

test('a saved session gets the member home at /, not the landing', async ({ page, request }) => {
  const me = await createMember(request, latestCode, { name: 'Prerender Member' });
  await signInAs(page, me);
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Partners for you' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Get started/ })).toHaveCount(0);
  await expect(prerendered(page)).toHaveCount(0);

  // The app left its signed-in hint (decision 054) and the server its session cookie (decision
  // 056): the next visit of / is the member's own home, rendered for them, with no landing to
  // download and hide; /moments is their feed rendered for them, not the visitors' page.
  const home = await (await page.goto('/'))!.text();
  expect(home).toContain('data-prerendered="member"');
  expect(home).not.toContain('landing-boot.js');
  const moments = await (await page.goto('/moments'))!.text();
  expect(moments).toContain('data-prerendered="member"');
  expect(moments).not.toContain('landing-boot.js');
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Partners for you' })).toBeVisible();
  // Signed out, the browser is a visitor's again.
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: /Get started/ }).first()).toBeVisible();
  expect(await (await page.goto('/'))!.text()).toContain('data-prerendered');
});
