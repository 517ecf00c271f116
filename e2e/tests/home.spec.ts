import { expect, test, type Page } from '@playwright/test';
import { openAs, openChat, sendText } from './chat-helpers.ts';
import { createMember, signInAs } from './helpers.ts';
import { latestCode } from './mail.ts';

// PRODUCT §8.4: the signed-in home and unread everywhere. Needs the notifications and
// suggestions API of the same issue.

test('the home suggests a member whose languages complement mine', async ({ page, request }) => {
  const me = await createMember(request, latestCode, {
    name: 'Home Learner',
    messagePolicy: 'everyone',
  });
  // Speaks what I learn (Korean) and learns what I speak (English).
  const partner = await createMember(request, latestCode, {
    messagePolicy: 'everyone',
    name: 'Seoyeon Home',
    native_language: 'Korean',
    language_to_learn: 'English',
  });
  await signInAs(page, me);
  await page.goto('/');

  const partners = page.getByRole('region', { name: 'Partners for you' });
  const card = partners.getByRole('article', { name: 'Seoyeon Home' });
  await expect(card).toBeVisible();
  await expect(card.getByText(/Perfect exchange/)).toBeVisible();
  // No sign-up buttons for a member.
  await expect(page.getByRole('link', { name: /Get started/ })).toHaveCount(0);

  // The name is the card's one link to the member, in the theme's text colour, not link blue.
  const name = card.getByRole('link', { name: 'Seoyeon Home', exact: true });
  const colours = await name.evaluate((link) => ({
    link: getComputedStyle(link).color,
    text: getComputedStyle(document.body).color,
  }));
  expect(colours.link).toBe(colours.text);
  await expect(card.locator(`a[href="/community/${partner.user._id}"]`)).toHaveCount(1);

  await card.getByRole('link', { name: 'Say hi to Seoyeon Home' }).click();
  await expect(page).toHaveURL(new RegExp(`/chat/${partner.user._id}$`));
});

test('a message arriving on /moments: toast with the sender, Chat badge, (1) in the title', async ({
  page,
  browser,
  request,
}) => {
  const me = await createMember(request, latestCode, {
    name: 'Toast Reader',
    messagePolicy: 'everyone',
  });
  const sender = await createMember(request, latestCode, {
    name: 'Toast Writer',
    messagePolicy: 'everyone',
  });
  await signInAs(page, me);
  await page.goto('/moments');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const chat = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', {
    name: /^Chat/,
  });
  await expect(chat).toHaveAccessibleName('Chat');

  const writer = await openAs(browser, sender);
  await openChat(writer.page, me.user._id);
  await sendText(writer.page, 'Hello from the other side');

  await expect(page.getByText('Hello from the other side')).toBeVisible();
  await expect(page.getByText('Toast Writer')).toBeVisible();
  await expect(chat).toHaveAccessibleName(/^Chat\s*1 unread conversation$/);
  await expect(page).toHaveTitle(/^\(1\) /);
  await writer.context.close();
});

test('the home title is in the same typeface as the landing title', async ({ page, request }) => {
  const fontOfTitle = () =>
    page.getByRole('heading', { level: 1 }).evaluate((h1) => getComputedStyle(h1).fontFamily);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const landing = await fontOfTitle();
  expect(landing).toMatch(/^"Noto Sans KR Variable"/);

  const me = await createMember(request, latestCode, {
    name: 'Typeface Reader',
    messagePolicy: 'everyone',
  });
  await signInAs(page, me);
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Partners for you' })).toBeVisible();
  expect(await fontOfTitle()).toBe(landing);
  // Every heading of the app, not only the landing's.
  const families = await page
    .getByRole('heading')
    .evaluateAll((headings) => headings.map((h) => getComputedStyle(h).fontFamily));
  expect(new Set(families)).toEqual(new Set([landing]));
});

/** The paths of the scripts the page has fetched, from the Resource Timing buffer. */
function loadedScripts(page: Page) {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name).pathname)
      .filter((p) => p.endsWith('.js')),
  );
}

test("a member's home downloads neither the visitor landing nor the call code, which a call loads", async ({
  page,
  request,
}) => {
  const me = await createMember(request, latestCode, { name: 'Light Home' });
  await signInAs(page, me);
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Partners for you' })).toBeVisible();
  // Past the first paint and the idle-time loads.
  await page.waitForLoadState('networkidle');
  const scripts = () => loadedScripts(page);
  const loaded = await scripts();
  expect(loaded.some((p) => /\/assets\/home-screen-/.test(p))).toBe(true);
  expect(loaded.filter((p) => /\/assets\/(landing-page|call-host)-/.test(p))).toEqual([]);
  // Nor the chat's outbox runner: it loads when a message waits to be sent (offline.spec.ts).
  expect(loaded.filter((p) => /\/assets\/message-sender-/.test(p))).toEqual([]);
  // Nor the first-run welcome: it loads after registering (member-home-render.spec.ts).
  expect(loaded.filter((p) => /\/assets\/welcome-panel-/.test(p))).toEqual([]);
  // react-router's production build (decision 067): none of its development warnings ship.
  for (const script of loaded) {
    const source = await (await page.request.get(script)).text();
    expect(source, script).not.toContain('You rendered descendant <Routes>');
  }

  // Signing out on the home shows the landing, which loads then.
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: /Get started/ }).first()).toBeVisible();
  expect((await scripts()).some((p) => /\/assets\/landing-page-/.test(p))).toBe(true);
});

// Decision 068: a hint's tooltip mounts when the mouse first rests on its button, in place of
// the button; the button under it keeps working, even when pressed before the hint shows.
test('a hint shows where the mouse rests, and the button under it still opens its menu', async ({
  page,
  request,
}) => {
  const me = await createMember(request, latestCode, { name: 'Hint Reader' });
  await signInAs(page, me);
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Partners for you' })).toBeVisible();
  const language = page
    .getByRole('banner')
    .getByRole('button', { name: /Change language/ })
    .first();
  // Pressed at once: the menu opens, and no hint is left over it.
  await language.click();
  await expect(page.getByRole('menuitem', { name: '한국어' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: '한국어' })).toHaveCount(0);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  // Resting on it: the hint, then a press still opens the menu.
  await page.mouse.move(0, 300);
  await language.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Language');
  await language.click();
  await expect(page.getByRole('menuitem', { name: '한국어' })).toBeVisible();
});

// The contract's schemas (zod, ~34 KiB gzip and ~80 ms of a phone's main thread to build) come
// with the forms that validate, not with a member's first pages (issue 32, target 3).
test("a member's home, chat and moments start without the contract's schemas", async ({
  page,
  request,
}) => {
  const me = await createMember(request, latestCode, { name: 'Schema Free' });
  await signInAs(page, me);
  for (const { path, ready } of [
    { path: '/', ready: page.getByRole('region', { name: 'Partners for you' }) },
    { path: '/chat', ready: page.locator('[data-connected="true"]') },
    { path: '/moments', ready: page.getByTestId('moment-card').first() },
  ]) {
    await page.goto(path);
    await expect(ready).toBeVisible();
    await page.waitForLoadState('networkidle');
    const scripts = await loadedScripts(page);
    expect(scripts.length, path).toBeGreaterThan(1);
    for (const script of scripts) {
      const body = await (await request.get(script)).text();
      expect(body.includes('$ZodType'), `${path} loads ${script}`).toBe(false);
    }
  }
});
