import { expect, test } from '@playwright/test';
import { createMember, signInAs } from './helpers.ts';
import { latestCode } from './mail.ts';

// Issue 32: the bell's drawer and the menu's language switch are phones' only, and load there
// (when the page is idle, or at once on a tap before that): their first use must still work.

test('on a phone a member opens the bell in a drawer and switches the language in the menu', async ({
  page,
  request,
}) => {
  const member = await createMember(request, latestCode, { name: 'Phone Pia' });
  const fan = await createMember(request, latestCode, { name: 'Phone Fan' });
  const followed = await request.put(
    `/api/v1/auth/users/${fan.user._id}/follow/${member.user._id}`,
    { headers: { authorization: `Bearer ${fan.token}` } },
  );
  expect(followed.ok()).toBe(true);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, member);

  // A tap as soon as the bell shows, before the page has gone idle.
  await page.goto('/');
  await page.getByRole('button', { name: /^Notifications, 1 unread/ }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText(/Phone Fan.*started following you/)).toBeVisible();
  await drawer.getByRole('button', { name: 'Close notifications' }).click();
  await expect(drawer).toHaveCount(0);

  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  const menu = page.locator('#mobile-navigation');
  await menu.getByText('한국어').click();
  await expect(page.getByRole('button', { name: '메뉴 닫기' })).toBeVisible();
});
