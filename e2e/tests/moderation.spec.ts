import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { createMember, signInAs } from './helpers.ts';
import { latestCode } from './mail.ts';

const SHOTS = '/tmp/shots-moderation';
/** ADMIN_EMAILS in global-setup.ts. */
const MODERATOR = { email: 'anna@demo.chingu.app', password: 'chingu-demo' };

async function moderatorSession(request: APIRequestContext) {
  const login = await request.post('/api/v1/auth/login', { data: MODERATOR });
  expect(login.ok()).toBe(true);
  return (await login.json()) as { token: string; user: { isModerator: boolean } };
}

async function moderatorPage(browser: Browser, request: APIRequestContext) {
  const session = await moderatorSession(request);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signInAs(page, session);
  return page;
}

async function postMoment(request: APIRequestContext, token: string, title: string) {
  const res = await request.post('/api/v1/moments', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title,
      description: `${title}: you are all idiots`,
      privacy: 'public',
      tags: [],
      category: 'general',
      language: 'en',
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { data: { _id: string } }).data._id;
}

test('a moderator warns, the member sees why and appeals, the moderator reverses (PRODUCT §9.1)', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  fs.mkdirSync(SHOTS, { recursive: true });
  const author = await createMember(request, latestCode, { name: 'Blunt Bora' });
  const reporter = await createMember(request, latestCode, { name: 'Hurt Hana' });
  const title = `Rude moment ${Date.now()}`;
  const id = await postMoment(request, author.token, title);
  const filed = await request.post('/api/v1/reports', {
    headers: { Authorization: `Bearer ${reporter.token}` },
    data: { targetType: 'moment', targetId: id, reason: 'harassment' },
  });
  expect(filed.status()).toBe(201);

  // The moderator warns from the queue.
  const mod = await moderatorPage(browser, request);
  await mod.goto('/admin/reports');
  const group = mod.getByTestId('report-group').filter({ hasText: title });
  await group.getByRole('button', { name: 'Warn member' }).click();
  await mod
    .getByRole('dialog', { name: /^Warn / })
    .getByRole('button', { name: 'Send warning' })
    .click();
  await expect(mod.getByText('Warning sent.')).toBeVisible();

  // The member: the bell names the action, rule and content, and leads to the appeal form.
  await signInAs(page, author);
  await page.goto('/moments');
  await page.getByRole('button', { name: /^Notifications, 1 unread/ }).click();
  const item = page.getByRole('button', { name: /Chingu moderators warned you about/ });
  await expect(item).toContainText('rule: harassment');
  await expect(item).toContainText(title);
  await item.click();
  await expect(page).toHaveURL(/\/appeal\//);
  await expect(page.getByText('Warning', { exact: true })).toBeVisible();
  const box = page.getByRole('textbox', { name: /Why is this decision wrong/ });
  await box.fill('It was a quote from a film we were discussing.');
  await page.getByRole('button', { name: 'Send appeal' }).click();
  await expect(page.getByText('Appeal sent')).toBeVisible();

  // The moderator reverses it in the appeals queue, with the keyboard.
  await mod.goto('/admin/reports');
  await mod.getByRole('tab', { name: 'Reports' }).focus();
  // Reports → Flagged messages → Appeals.
  await mod.keyboard.press('ArrowRight');
  await expect(mod).toHaveURL(/section=flagged/);
  await mod.keyboard.press('ArrowRight');
  await expect(mod).toHaveURL(/section=appeals/);
  const appeal = mod
    .getByRole('article', { name: 'Blunt Bora' })
    .filter({ hasText: title })
    .first();
  await expect(appeal.getByText('It was a quote from a film we were discussing.')).toBeVisible();
  await appeal.getByRole('textbox', { name: /Note/ }).fill('Film quote, in context');
  await appeal.getByRole('button', { name: 'Reverse decision' }).click();
  await expect(mod.getByText('Decision reversed. The member has been told.')).toBeVisible();

  // The audit log keeps both.
  await mod.getByRole('tab', { name: 'Audit log' }).click();
  await expect(mod.getByText('Appeal: reversed').first()).toBeVisible();
  await expect(mod.getByText('Note: Film quote, in context').first()).toBeVisible();

  for (const width of [390, 1280]) {
    await mod.setViewportSize({ width, height: 900 });
    for (const section of ['appeals', 'audit']) {
      await mod.goto(`/admin/reports?section=${section}`);
      await expect(mod.locator('[aria-busy="true"]')).toHaveCount(0);
      const overflow = await mod.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `horizontal overflow at ${width} px (${section})`).toBeLessThanOrEqual(0);
      await mod.screenshot({ path: `${SHOTS}/${section}-${width}.png`, fullPage: true });
    }
  }

  // The member is told of the decision.
  await page.goto('/moments');
  await page.getByRole('button', { name: /^Notifications, 1 unread/ }).click();
  await expect(
    page.getByRole('button', { name: /reviewed your appeal and reversed their decision/ }),
  ).toBeVisible();
  await mod.context().close();
});

test('a suspended member signing in sees the reason and appeals without a session', async ({
  page,
  request,
}) => {
  const member = await createMember(request, latestCode, { name: 'Shady Sol' });
  const reporter = await createMember(request, latestCode, { name: 'Wary Won' });
  const filed = await request.post('/api/v1/reports', {
    headers: { Authorization: `Bearer ${reporter.token}` },
    data: { targetType: 'user', targetId: member.user._id, reason: 'scam' },
  });
  expect(filed.status()).toBe(201);
  const mod = await moderatorSession(request);
  const reportId = ((await filed.json()) as { data: { _id: string } }).data._id;
  const suspended = await request.put(`/api/v1/admin/reports/${reportId}`, {
    headers: { Authorization: `Bearer ${mod.token}` },
    data: { action: 'suspend' },
  });
  expect(suspended.status()).toBe(200);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login');
  await page.getByLabel(/^email/i).fill(member.email);
  await page.getByLabel(/^password/i).fill(member.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Your account is suspended')).toBeVisible();
  await expect(page.getByText('Reason: scams')).toBeVisible();
  await page
    .getByRole('textbox', { name: /Why is this decision wrong/ })
    .fill('Not a scam, I sell my old books.');
  await page.getByRole('button', { name: 'Send appeal' }).click();
  await expect(page.getByText('Appeal sent')).toBeVisible();
});
