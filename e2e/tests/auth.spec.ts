import { expect, test } from '@playwright/test';
import { PHOTO, pickOption, typeCode, uniqueEmail } from './helpers.ts';
import { latestCode } from './mail.ts';

const PASSWORD = 'a long enough secret';

test('a visitor signs up in three steps, is signed in at once, switches to Korean for good, signs out and in', async ({
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
  // One press: verifying the code creates the account and signs in (PRODUCT §9.4), no /login.
  await page.getByRole('button', { name: 'Verify Email' }).click();
  await expect(page.getByText('Registration successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome to Chingu, Dana!' }),
  ).toBeVisible();
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

  // Signs in again with the new account (the address in any case).
  await page.getByRole('banner').getByRole('link', { name: '로그인' }).click();
  await page.getByLabel(/^이메일/).fill(email.toUpperCase());
  await page.locator('input[type="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    'Dana님, 다시 오신 걸 환영해요!',
  );
});

for (const language of ['en', 'ko'] as const) {
  test(`a visitor signs up on a phone without a photo and lands signed in on the home's welcome (${language})`, async ({
    page,
  }) => {
    const ko = language === 'ko';
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript((lang) => localStorage.setItem('preferredLanguage', lang), language);
    const email = uniqueEmail(`phone-${language}`);
    await page.goto('/register');

    await page.getByLabel(ko ? /^이름/ : /^Name/).fill('Noa Photo');
    await page.getByLabel(ko ? /^이메일/ : /^Email/).fill(email);
    await page.locator('input[type="password"]').nth(0).fill(PASSWORD);
    await page.locator('input[type="password"]').nth(1).fill(PASSWORD);
    await page.getByRole('button', { name: ko ? '계속' : 'Continue' }).click();

    await pickOption(page, ko ? /^성별/ : /^Gender/, ko ? '기타' : 'Other');
    // The empty picker opens among an adult's birth years (~25 years ago), not on today.
    const birth = page.getByRole('textbox', { name: ko ? /^생년월일/ : /^Birth date/ });
    await birth.click();
    const year = new Date().getFullYear() - 25;
    await expect(page.getByRole('button', { name: String(year), exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await birth.fill(ko ? '1999.04.02' : '02/04/1999');
    await birth.press('Tab');
    await pickOption(
      page,
      ko ? /^모국어/ : /^Native language/,
      /English|영어/,
      ko ? '영어' : 'Engl',
    );
    await pickOption(
      page,
      ko ? /^배우고 싶은 언어/ : /^Language to learn/,
      /Korean|한국어/,
      ko ? '한국어' : 'Kore',
    );
    // No photo: Continue goes on to the verification.
    const sentAt = Date.now();
    await page.getByRole('button', { name: ko ? '계속' : 'Continue' }).click();
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');

    // The step's buttons fit the phone: no label is cut off.
    const back = page.getByRole('button', { name: ko ? '프로필로 돌아가기' : 'Back to Profile' });
    await expect(back).toBeVisible();
    for (const button of await page.getByTestId('verify-actions').getByRole('button').all()) {
      const fits = await button.evaluate((el) => {
        const label = el.querySelector('.mantine-Button-label') ?? el;
        return (
          label.scrollWidth <= label.clientWidth + 1 && el.getBoundingClientRect().right <= 390
        );
      });
      expect(fits).toBe(true);
    }

    const code = await latestCode(email, sentAt - 1000);
    await typeCode(page, code);
    await page.getByRole('button', { name: ko ? '이메일 인증' : 'Verify Email' }).click();

    await expect(page).toHaveURL(/\/$/);
    const welcome = page.getByRole('region', {
      name: ko ? 'Chingu에 오신 걸 환영해요, Noa님!' : 'Welcome to Chingu, Noa!',
    });
    await expect(welcome).toBeVisible();
    await expect(welcome.getByRole('listitem')).toHaveCount(4);
    await expect(
      welcome.getByRole('link', { name: ko ? '사진 추가하기' : 'Add a photo' }),
    ).toBeVisible();
    const box = (await welcome.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    // Signed in with the session the registration answered.
    const stored = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('userInfo') ?? 'null'),
    );
    expect(stored?.user?.email).toBe(email);
    const me = await page.request.get('/api/v1/auth/me', {
      headers: { authorization: `Bearer ${stored.token}` },
    });
    expect(me.ok()).toBe(true);
    // A drawn avatar (initials) stands in for the photo in the header.
    await expect(page.locator('[data-initials="NP"]').first()).toBeVisible();
  });
}

test('a member resets a forgotten password in three steps', async ({ page, request }) => {
  // An account made through the API, the same way the wizard makes one.
  const email = uniqueEmail('reset');
  const since = Date.now() - 1000;
  await request.post('/api/v1/auth/registerCodeEmail', { data: { email } });
  const code = await latestCode(email, since);
  const checked = await request.post('/api/v1/auth/checkEmailCode', { data: { email, code } });
  const { registrationToken } = (await checked.json()) as { registrationToken: string };
  const registered = await request.post('/api/v1/auth/register', {
    multipart: {
      name: 'Reset Me',
      email,
      registrationToken,
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
