import { expect, test, type Page } from '@playwright/test';
import { CONNECTION_LOST, expectConnected, messages, openAs } from './chat-helpers.ts';
import { createMember } from './helpers.ts';
import { latestCode } from './mail.ts';

// The service worker is what these journeys test (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

test.describe.configure({ timeout: 120_000 });

/** PRODUCT §8.4 installable app: the shell opens offline; chat messages wait in an outbox. */

/**
 * The service worker of this page is installed and active (its precache is complete). The first
 * install downloads the whole app shell: on a busy CI machine that takes a while.
 */
async function serviceWorkerActive(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return registration?.active?.state ?? 'none';
        }),
      { timeout: 60_000 },
    )
    .toBe('activated');
}

/**
 * The conversation with a member, once the socket is connected. The first visit also installs
 * the service worker, whose downloads share the browser's connections with the socket's.
 */
async function openChat(page: Page, partnerId: string) {
  await page.goto(`/chat/${partnerId}`);
  await expectConnected(page, 30_000);
}

const shell = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const koreanShell = (page: Page) => page.getByRole('navigation', { name: '주 메뉴' });

/** The slices of the app's font this page asked for (by unicode range), and what became of each. */
const fontSlices = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    const slices: [string, FontFaceLoadStatus][] = [];
    document.fonts.forEach((face) => {
      if (face.family.includes('Noto Sans KR') && face.status !== 'unloaded')
        slices.push([face.unicodeRange, face.status]);
    });
    return Object.fromEntries(slices);
  });

test('after one visit the app opens without a network', async ({ browser }) => {
  // In Korean, so the page draws Hangul from the font's slices, which are not precached
  // (decision 065): those the visit used must come back offline.
  const context = await browser.newContext({ locale: 'ko-KR' });
  const page = await context.newPage();
  await page.goto('/moments');
  await expect(koreanShell(page)).toBeVisible();
  // A visitor's page is the server's until they interact (decision 035); the app, which
  // installs the service worker, loads then.
  await page.keyboard.press('Tab');
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  await serviceWorkerActive(page);
  const online = await fontSlices(page);

  // The first download is the app shell without the font (3.5 MB of slices a page mostly never
  // needs).
  const precached = await page.evaluate(async () => {
    const names = await caches.keys();
    const urls = await Promise.all(
      names
        .filter((name) => name.includes('precache'))
        .map(async (name) => (await (await caches.open(name)).keys()).map((r) => r.url)),
    );
    return urls.flat();
  });
  expect(precached.some((url) => url.includes('/assets/index-'))).toBe(true);
  expect(precached.filter((url) => url.endsWith('.woff2'))).toEqual([]);

  await context.setOffline(true);
  await page.reload();
  await expect(koreanShell(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Each slice the visit drew with comes back offline (one it never needed falls back to the
  // system font, as on a slow network: font-display is optional).
  const offline = await fontSlices(page);
  const seenBefore = Object.keys(offline).filter((range) => online[range] === 'loaded');
  expect(seenBefore.length).toBeGreaterThan(1);
  for (const range of seenBefore) expect(offline[range], range).toBe('loaded');
  // …and the worker keeps them, so they do not depend on the browser's HTTP cache.
  const keptFonts = await page.evaluate(
    async () => (await (await caches.open('fonts')).keys()).length,
  );
  expect(keptFonts).toBeGreaterThanOrEqual(seenBefore.length);

  // Another page of the app, never opened before, comes from the cache too.
  await page.goto('/chat');
  await expect(koreanShell(page)).toBeVisible();
  await context.close();
});

test('a message written offline is delivered once when the network returns', async ({
  browser,
  request,
}) => {
  const ana = await createMember(request, latestCode, {
    name: 'Ana Outbox',
    messagePolicy: 'everyone',
  });
  const ben = await createMember(request, latestCode, {
    name: 'Ben Outbox',
    messagePolicy: 'everyone',
  });
  const a = await openAs(browser, ana);
  const b = await openAs(browser, ben);
  await openChat(a.page, ben.user._id);
  await openChat(b.page, ana.user._id);
  await serviceWorkerActive(a.page);

  await a.context.setOffline(true);
  await expect(a.page.getByText(CONNECTION_LOST).first()).toBeVisible({
    timeout: 30_000,
  });
  const input = a.page.getByRole('textbox', { name: 'Message' });
  await input.fill('Written in the tunnel');
  await input.press('Enter');
  const pending = messages(a.page).filter({ hasText: 'Written in the tunnel' });
  await expect(pending.getByRole('img', { name: 'Sending' })).toBeVisible();

  // The page is reloaded while offline (the shell comes from the service worker): the message
  // waits in the outbox, not in the page.
  await a.page.reload();
  await expect(shell(a.page)).toBeVisible();
  await expect(messages(b.page)).toHaveCount(0);

  await a.context.setOffline(false);
  await expect(pending.getByRole('img', { name: /Delivered|Read/ })).toBeVisible({
    timeout: 30_000,
  });
  await expect(messages(b.page).filter({ hasText: 'Written in the tunnel' })).toHaveCount(1);

  // Stored once, however often the page tried.
  const response = await request.get(
    `/api/v1/messages/conversation/${ben.user._id}/${ana.user._id}`,
    { headers: { Authorization: `Bearer ${ben.token}` } },
  );
  expect(response.ok()).toBe(true);
  const page = (await response.json()) as { data: { message: string | null }[] };
  expect(page.data.filter((m) => m.message === 'Written in the tunnel')).toHaveLength(1);

  // And it does not come back: a reload of B's conversation still shows it once.
  await openChat(b.page, ana.user._id);
  await expect(messages(b.page)).toHaveCount(1);
  await a.context.close();
  await b.context.close();
});
