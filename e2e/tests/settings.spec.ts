import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { createMember, signInAs } from './helpers.ts';
import { latestCode } from './mail.ts';

const SHOTS = '/tmp/shots-settings';

test('a member signs out a lost phone, changes the password and signs in with the new one', async ({
  page,
  request,
  browser,
}) => {
  const member = await createMember(request, latestCode, { name: 'Settings Sora' });

  // Signed in on a "phone" (a second browser) and here, through the real sign-in form.
  const phone = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  });
  const phonePage = await phone.newPage();
  for (const p of [phonePage, page]) {
    await p.goto('/login');
    await p.getByLabel(/^Email/).fill(member.email);
    await p.getByLabel(/^Password/).fill(member.password);
    await p.getByRole('button', { name: 'Sign In' }).click();
    await expect(p).toHaveURL(/\/$/);
  }

  // Settings from the user menu.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Settings Sora|Account/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByText('This device', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Sign out of Chrome on Android' }).click();
  await expect(page.getByText('The device was signed out')).toBeVisible();
  await expect(page.getByText('Chrome on Android')).toHaveCount(0);
  // The phone finds itself signed out at its next request.
  await phonePage.goto('/profile');
  await expect(phonePage).toHaveURL(/\/login/);
  await phone.close();

  // Only members I follow may write first.
  await page.getByRole('radio', { name: /Only members I follow/ }).check();
  await expect(page.getByText('Settings saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('radio', { name: /Only members I follow/ })).toBeChecked();

  // A new password; the old one no longer signs in.
  await page.getByLabel(/^Current password/).fill(member.password);
  await page.getByLabel(/^New password/).fill('a brand new secret');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(/Password changed\./)).toBeVisible();
  const old = await request.post('/api/v1/auth/login', {
    data: { email: member.email, password: member.password },
  });
  expect(old.status()).toBe(401);
  const fresh = await request.post('/api/v1/auth/login', {
    data: { email: member.email, password: 'a brand new secret' },
  });
  expect(fresh.status()).toBe(200);
});

test('a member downloads their data, then deletes the account with the password', async ({
  page,
  request,
}) => {
  const member = await createMember(request, latestCode, { name: 'Leaving Lee' });
  await page.goto('/login');
  await page.getByLabel(/^Email/).fill(member.email);
  await page.getByLabel(/^Password/).fill(member.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/settings');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^chingu-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const archive = JSON.parse(fs.readFileSync(await file.path(), 'utf8')) as {
    profile: { email: string; name: string };
  };
  expect(archive.profile).toMatchObject({ email: member.email, name: 'Leaving Lee' });

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel(/^Password/).fill('not my password');
  await dialog.getByRole('button', { name: 'Delete for good' }).click();
  await expect(dialog.getByText('The current password is not correct')).toBeVisible();
  await dialog.getByLabel(/^Password/).fill(member.password);
  await dialog.getByRole('button', { name: 'Delete for good' }).click();
  await expect(page.getByText('Your account has been deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  const login = await request.post('/api/v1/auth/login', {
    data: { email: member.email, password: member.password },
  });
  expect(login.status()).toBe(401);
});

test('a member switches new-follower notifications off in the app; a follow then leaves no notification', async ({
  page,
  request,
}) => {
  const member = await createMember(request, latestCode, { name: 'Quiet Min-ji' });
  const fan = await createMember(request, latestCode, { name: 'Eager Fan' });
  await signInAs(page, member);
  await page.goto('/settings');

  const followInApp = page.getByRole('switch', { name: 'New followers: In the app' });
  await expect(followInApp).toBeChecked();
  // Notices from the moderators always reach the app, and the screen says why.
  const moderation = page.getByRole('switch', { name: 'Notices from the moderators: In the app' });
  await expect(moderation).toBeChecked();
  await expect(moderation).toBeDisabled();
  await expect(
    page.getByText(/Notices from the moderators always appear in the app/),
  ).toBeVisible();

  await followInApp.click({ force: true });
  await expect(page.getByText('Notification settings saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'New followers: In the app' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'New followers: Push' })).toBeChecked();

  const followed = await request.put(
    `/api/v1/auth/users/${fan.user._id}/follow/${member.user._id}`,
    { headers: { authorization: `Bearer ${fan.token}` } },
  );
  expect(followed.ok()).toBe(true);
  // A like is still on: it arrives, so the follow's absence is not a matter of time.
  const moment = await request.post('/api/v1/moments', {
    headers: { authorization: `Bearer ${member.token}` },
    data: { description: 'Han river picnic' },
  });
  const { data } = (await moment.json()) as { data: { _id: string } };
  await request.post(`/api/v1/moments/${data._id}/like`, {
    headers: { authorization: `Bearer ${fan.token}` },
  });
  await page.goto('/');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByText(/liked your moment/)).toBeVisible();
  await expect(page.getByText(/started following you/)).toHaveCount(0);
});

test('screenshots of the settings screen, 390 and 1280 px, en and ko', async ({
  page,
  request,
}) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  const member = await createMember(request, latestCode, { name: 'Shot Seo-yeon' });
  await page.goto('/login');
  await page.getByLabel(/^Email/).fill(member.email);
  await page.getByLabel(/^Password/).fill(member.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);
  for (const lang of ['en', 'ko'] as const) {
    await page.evaluate((l) => localStorage.setItem('preferredLanguage', l), lang);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/settings');
      await expect(
        page.getByText(lang === 'en' ? 'This device' : '이 기기', { exact: true }),
      ).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `horizontal overflow at ${width} px (${lang})`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${SHOTS}/settings-${width}-${lang}.png`, fullPage: true });
    }
  }
});
