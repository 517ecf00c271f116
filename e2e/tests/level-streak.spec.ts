import { expect, test } from '@playwright/test';
import { expectConnected, sendText } from './chat-helpers.ts';
import { createMember, pickOption, typeCode, uniqueEmail } from './helpers.ts';
import { latestCode } from './mail.ts';

const PASSWORD = 'a long enough secret';

/**
 * PRODUCT §9.2: a new member says their level at registration, others find them by it in the
 * directory, and their first message starts a streak on the home.
 */
test('a level chosen at registration shows on the directory card and its filter finds the member; a message starts the streak', async ({
  page,
  browser,
  request,
}) => {
  // Registration in the browser, a second browser for the directory, then the chat.
  test.setTimeout(120_000);
  const email = uniqueEmail('level');
  // A name the directory search finds alone.
  const name = `Lev${Date.now().toString(36)}`;
  const partner = await createMember(request, latestCode, {
    name: 'Streak Partner',
    native_language: 'Korean',
    language_to_learn: 'English',
    messagePolicy: 'everyone',
  });

  await page.goto('/register');
  await page.getByLabel(/^Name/).fill(name);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel(/^Confirm password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 2: the level, named after the language to learn.
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '66');
  await pickOption(page, /^Gender/, 'Female');
  const birth = page.getByRole('textbox', { name: /^Birth date/ });
  await birth.pressSequentially('17/05/1999');
  await birth.press('Tab');
  await pickOption(page, /^Native language/, /English/, 'Engl');
  await pickOption(page, /^Language to learn/, /Korean/, 'Kore');
  await pickOption(page, /^Level in Korean/, 'B2 · Upper intermediate');
  const sentAt = Date.now();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Verification code sent successfully!')).toBeVisible();
  await typeCode(page, await latestCode(email, sentAt - 1000));
  await page.getByRole('button', { name: 'Verify Email' }).click();
  await expect(page.getByText('Registration successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // No day counts yet.
  const streak = page.getByTestId('streak-card');
  await expect(streak.getByTestId('streak-current')).toHaveText('Start a streak today');
  await expect(streak.getByTestId('streak-today')).toContainText('Today does not count yet');

  // A visitor finds the member by the level, with its badge on the card.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/communities?q=${name}`);
  const card = visitor.getByTestId('member-card').filter({ hasText: name });
  // A fresh browser loads the whole app first (a search is not a server-rendered page).
  await expect(visitor.getByText('1 member found')).toBeVisible({ timeout: 30_000 });
  await expect(card.getByRole('img', { name: 'Level B2 in Korean' })).toHaveText('B2');
  await visitor.getByRole('combobox', { name: 'Level' }).click();
  await visitor.getByRole('option', { name: 'B2 · Upper intermediate' }).click();
  await expect(visitor).toHaveURL(/level=B2/);
  await expect(visitor.getByText('1 member found')).toBeVisible();
  await expect(card).toBeVisible();
  await visitor.getByRole('combobox', { name: 'Level' }).click();
  await visitor.getByRole('option', { name: 'A1 · Beginner' }).click();
  await expect(visitor).toHaveURL(/level=A1/);
  await expect(visitor.getByText('No members found')).toBeVisible();
  await visitor.context().close();

  // A message makes today count; the home shows the streak.
  await page.goto(`/chat/${partner.user._id}`);
  await expectConnected(page);
  await sendText(page, '안녕하세요! 반가워요.');
  await expect(page.getByTestId('message').filter({ hasText: '안녕하세요' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Chingu home' }).click();
  await expect(streak.getByTestId('streak-current')).toHaveText('1-day streak');
  await expect(streak.getByTestId('streak-today')).toHaveText('Today counts');
  await expect(streak.getByTestId('streak-freezes')).toContainText('2 freezes left this month');
});
