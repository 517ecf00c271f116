import { expect, test, type Locator } from '@playwright/test';

// Issue 28 item 24: on a phone the "Language changed" toast covered the open navigation menu,
// right under the burger that closes it.

const overlaps = async (a: Locator, b: Locator) => {
  const [x, y] = [(await a.boundingBox())!, (await b.boundingBox())!];
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
};

test('on a phone the language toast leaves the burger and the menu usable', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/communities');
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  const menu = page.locator('#mobile-navigation');
  const firstEntry = menu.getByRole('link').first();
  await expect(firstEntry).toBeVisible();
  await menu.getByText('한국어').click();

  const toast = page.locator('.mantine-Notification-root');
  await expect(toast).toBeVisible();
  const burger = page.getByRole('button', { name: '메뉴 닫기' });
  expect(await overlaps(toast, burger)).toBe(false);
  expect(await overlaps(toast, page.getByRole('banner'))).toBe(false);
  expect(await overlaps(toast, firstEntry)).toBe(false);
  // Below the page's content, not off screen.
  const box = (await toast.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(844);

  // The burger answers while the toast is still up.
  await burger.click();
  await expect(toast).toBeVisible();
  await expect(page.getByRole('button', { name: '메뉴 열기' })).toBeVisible();
});

test('on a desktop the toast stays at the top right, under the header', async ({ page }) => {
  await page.goto('/communities');
  await page.getByRole('button', { name: /Change language/ }).click();
  await page.getByRole('menuitem', { name: '한국어' }).click();
  const toast = page.locator('.mantine-Notification-root');
  await expect(toast).toBeVisible();
  expect(await overlaps(toast, page.getByRole('banner'))).toBe(false);
  const box = (await toast.boundingBox())!;
  expect(box.x + box.width).toBeGreaterThan(1280 - 40);
  expect(box.y).toBeLessThan(200);
});
