import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { createMember, signInAs } from './helpers.ts';
import { latestCode } from './mail.ts';

const SHOTS = '/tmp/shots-reports';
/** ADMIN_EMAILS in global-setup.ts. */
const MODERATOR = { email: 'anna@demo.chingu.app', password: 'chingu-demo' };

async function postMoment(request: APIRequestContext, token: string, title: string) {
  const res = await request.post('/api/v1/moments', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title,
      description: `${title}: limited offer, send me your card number.`,
      privacy: 'public',
      tags: [],
      category: 'general',
      language: 'en',
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { data: { _id: string } }).data._id;
}

/** A page of its own, signed in as the demo moderator through the real sign-in API. */
async function moderatorPage(browser: Browser, request: APIRequestContext, lang = 'en') {
  const login = await request.post('/api/v1/auth/login', { data: MODERATOR });
  expect(login.ok()).toBe(true);
  const session = (await login.json()) as { token: string; user: { isModerator: boolean } };
  expect(session.user.isModerator).toBe(true);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signInAs(page, session);
  await page.evaluate((l) => localStorage.setItem('preferredLanguage', l), lang);
  return page;
}

async function reportMoment(page: Page, id: string, details: string) {
  await page.goto(`/moment/${id}`);
  await page.getByRole('button', { name: 'Report this moment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this moment' });
  await dialog.getByRole('radio', { name: /Spam/ }).check();
  await dialog.getByRole('textbox', { name: 'Details (optional)' }).fill(details);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Thanks — our moderators will review this.')).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('a member reports a moment, a moderator hides it, and the reporter no longer sees it', async ({
  page,
  request,
  browser,
}) => {
  const author = await createMember(request, latestCode, {
    name: 'Spammy Sam',
    messagePolicy: 'everyone',
  });
  const reporter = await createMember(request, latestCode, {
    name: 'Careful Cara',
    messagePolicy: 'everyone',
  });
  const title = `Cheap visas ${Date.now()}`;
  const id = await postMoment(request, author.token, title);

  await signInAs(page, reporter);
  await reportMoment(page, id, 'Asks for card numbers');

  const mod = await moderatorPage(browser, request);
  await mod.goto('/moments');
  // The queue is in the moderator's account menu.
  await mod.getByRole('button', { name: 'Account menu' }).click();
  await mod.getByRole('menuitem', { name: 'Reports' }).click();
  await expect(mod).toHaveURL(/\/admin\/reports$/);
  const group = mod.getByTestId('report-group').filter({ hasText: title });
  await expect(group).toBeVisible();
  await expect(group.getByText('Asks for card numbers')).toBeVisible();
  await expect(group.getByText('Spam · 1')).toBeVisible();

  await group.getByRole('button', { name: 'Hide content' }).click();
  const confirm = mod.getByRole('dialog', { name: 'Hide this content?' });
  await confirm.getByRole('button', { name: 'Hide content' }).click();
  await expect(mod.getByText('Content hidden.')).toBeVisible();
  await expect(group).toHaveCount(0);

  // The reporter: the moment is gone from its page and from the feed.
  await page.goto(`/moment/${id}`);
  await expect(page.getByRole('heading', { name: 'Moment not found' })).toBeVisible();
  await page.goto('/moments');
  await expect(page.getByTestId('moment-card').first()).toBeVisible();
  await expect(page.getByTestId('moment-card').filter({ hasText: title })).toHaveCount(0);

  // Its author still sees it.
  const own = await request.get(`/api/v1/moments/${id}`, {
    headers: { Authorization: `Bearer ${author.token}` },
  });
  expect(own.status()).toBe(200);
  await mod.context().close();
});

test('screenshots of the report dialog and the moderators’ queue, 390 and 1280 px, en and ko', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  fs.mkdirSync(SHOTS, { recursive: true });
  const author = await createMember(request, latestCode, {
    name: 'Loud Louis',
    messagePolicy: 'everyone',
  });
  const reporter = await createMember(request, latestCode, {
    name: 'Quiet Quinn',
    messagePolicy: 'everyone',
  });
  const id = await postMoment(request, author.token, `Screenshot offer ${Date.now()}`);
  await signInAs(page, reporter);
  await reportMoment(page, id, 'Spam in every comment, and now a whole moment of it.');
  const mod = await moderatorPage(browser, request);

  for (const lang of ['en', 'ko'] as const) {
    await page.evaluate((l) => localStorage.setItem('preferredLanguage', l), lang);
    await mod.evaluate((l) => localStorage.setItem('preferredLanguage', l), lang);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/moment/${id}`);
      const flag = page.getByRole('button', {
        name: lang === 'en' ? 'Report this moment' : '이 모먼트 신고하기',
      });
      await flag.click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('radio').nth(1).check();
      await expect(dialog).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/dialog-${width}-${lang}.png` });
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      await mod.setViewportSize({ width, height: 900 });
      await mod.goto('/admin/reports');
      await expect(mod.getByTestId('report-group').first()).toBeVisible();
      await expect(mod.locator('[aria-busy="true"], .mantine-Skeleton-root')).toHaveCount(0);
      // Nothing sticks out sideways at 390 px.
      const overflow = await mod.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `horizontal overflow at ${width} px (${lang})`).toBeLessThanOrEqual(0);
      await mod.screenshot({ path: `${SHOTS}/queue-${width}-${lang}.png`, fullPage: true });
    }
  }
  await mod.context().close();
});
