import { expect, test } from '@playwright/test';
import { createMember, signInAs } from './helpers.ts';
import { latestCode } from './mail.ts';

// Issue 32: on phones the bell's panel is the wider screens' popover across the screen's width
// (not a drawer, whose code every phone downloaded), and the menu's language switch is two buttons
// (not SegmentedControl): their first use must work as before.

test('on a phone a member opens the bell across the screen and switches the language in the menu', async ({
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
  const panel = page.getByRole('dialog');
  await expect(panel.getByText(/Phone Fan.*started following you/)).toBeVisible();
  // As wide as the screen, less its margins.
  expect((await panel.boundingBox())?.width).toBeGreaterThan(360);
  await panel.getByRole('button', { name: 'Close notifications' }).click();
  await expect(panel).toHaveCount(0);

  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  const menu = page.locator('#mobile-navigation');
  await expect(menu.getByRole('button', { name: 'English', pressed: true })).toBeVisible();
  await menu.getByRole('button', { name: '한국어' }).click();
  await expect(page.getByRole('button', { name: '메뉴 닫기' })).toBeVisible();
  await expect(menu.getByRole('button', { name: '한국어', pressed: true })).toBeVisible();
});
