import { expect, test } from '@playwright/test';
import { PHOTO, pickOption, typeCode, uniqueEmail } from './helpers.ts';
import { latestCode } from './mail.ts';

const PASSWORD = 'a long enough secret';

test('a visitor signs up in three steps, signs in, switches to Korean for good and signs out', async ({
  page,
}) => {
  const email = uniqueEmail('journey');

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Learn a language');
  await page.getByRole('link', { name: 'Get started' }).first().click();
  await expect(page).toHaveURL(/\/register/);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();

  // Step 1: account.
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
  await page.getByLabel(/^Name/).fill('Dana Kim');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel(/^Confirm password/).fill(PASSWORD + 'x');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel(/^Confirm password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 2: profile.
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '66');
  await page.getByLabel(/^Bio/).fill('I want to talk about films in Korean.');
  await pickOption(page, /^Gender/, 'Female');
  // The birth date is typed, in the format its placeholder shows.
  const birth = page.getByRole('textbox', { name: /^Birth date/ });
  await expect(birth).toHaveAttribute('placeholder', 'DD/MM/YYYY');
  await birth.pressSequentially('17/05/2001');
  await birth.press('Tab');
  await expect(birth).toHaveValue('17/05/2001');
  await pickOption(page, /^Native language/, /English/, 'Engl');
  await pickOption(page, /^Language to learn/, /Korean/, 'Kore');
  // A document renamed .png is refused here, by name, by the browser's own decoder.
  await page.getByLabel('Choose profile photos').setInputFiles({
    name: 'scan.png',
    mimeType: 'image/png',
    buffer: Buffer.from('%PDF-1.7 this is not a picture'),
  });
  await expect(page.getByText('scan.png: Please upload only image files')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Remove scan\.png/ })).toHaveCount(0);
  await page.getByLabel('Choose profile photos').setInputFiles(PHOTO);
  await expect(page.getByRole('button', { name: /^Remove default-avatar\.png/ })).toBeVisible();
  const sentAt = Date.now();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 3: the code from the real mail.
  await expect(page.getByText('Verification code sent successfully!')).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  const code = await latestCode(email, sentAt - 1000);
  await typeCode(page, code);
  await page.getByRole('button', { name: 'Verify Email' }).click();
  await expect(page.getByText('Email verified', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(page.getByText('Registration successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();

  // Sign in.
  await page.getByLabel(/^Email/).fill(email.toUpperCase());
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);
  const nav = page.getByRole('banner');
  await expect(nav.getByRole('link', { name: 'Chat' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Moments' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Sign In' })).toHaveCount(0);

  // Korean, kept across a reload.
  await nav.getByRole('button', { name: /Change language/ }).click();
  await page.getByRole('menuitem', { name: '한국어' }).click();
  await expect(nav.getByRole('link', { name: '채팅' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: '채팅' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');

  // Sign out from the user menu.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /계정|Dana Kim/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: '로그아웃' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: '로그인' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('preferredLanguage'))).toBe('ko');
});

test('a member resets a forgotten password in three steps', async ({ page, request }) => {
  // An account made through the API, the same way the wizard makes one.
  const email = uniqueEmail('reset');
  const since = Date.now() - 1000;
  await request.post('/api/v1/auth/registerCodeEmail', { data: { email } });
  const code = await latestCode(email, since);
  await request.post('/api/v1/auth/checkEmailCode', { data: { email, code } });
  const registered = await request.post('/api/v1/auth/register', {
    multipart: {
      name: 'Reset Me',
      email,
      password: 'the old password',
      gender: 'Male',
      native_language: 'Korean',
      language_to_learn: 'English',
      birth_year: '1990',
      birth_month: '5',
      birth_day: '1',
    },
  });
  expect(registered.status()).toBe(201);

  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password/);
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel(/^Email/).fill(email);
  const sentAt = Date.now();
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(
    page.getByText('If an account exists for this address, we sent a code to it.'),
  ).toBeVisible();

  const resetCode = await latestCode(email, sentAt - 1000);
  await typeCode(page, resetCode);
  await page.getByRole('button', { name: 'Verify code' }).click();
  await expect(page.getByText('Verification code successfully verified!')).toBeVisible();

  await page.getByLabel(/^New password/).fill('my brand new secret');
  await page.getByLabel(/^Confirm new password/).fill('my brand new secret');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Your password has been reset. You can now sign in.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();

  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill('the old password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid credentials')).toBeVisible();
  await page.getByLabel(/^Password/).fill('my brand new secret');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Chat' })).toBeVisible();
});
