import { expect, test } from '@playwright/test';

/** The stored full-size file (variants are named 'x.160w.webp', decision 027). */
const isFullSize = (url: string) => /\/uploads\/[\w-]+\.webp$/.test(url);

// A phone's screen is as wide as its viewport: Chromium's preload scanner picks a server-rendered
// image's srcset candidate from the screen size, so a 1920 px "screen" would fetch the full file.
test.use({
  viewport: { width: 390, height: 844 },
  screen: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
});

test('a phone loads avatars and feed photos in the stored size their slot needs, never the 1600 px file', async ({
  page,
}) => {
  const uploads: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/uploads/')) uploads.push(response.url());
  });
  await page.goto('/moments');
  const card = page.getByTestId('moment-card').first();
  await expect(card).toBeVisible();

  // The first card's author avatar (38 px) shows the 160 px thumbnail.
  const avatar = card.locator('.mantine-Avatar-image').first();
  await expect(avatar).toHaveJSProperty('complete', true);
  expect(await avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await avatar.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.160w\.webp$/);

  // The first photo is fetched at once, in a stored size (not the full file).
  const photo = card.getByRole('img', { name: /^Photo 1 of/ });
  await expect(photo).toHaveJSProperty('complete', true);
  expect(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.720w\.webp$/);

  expect(uploads.length).toBeGreaterThan(0);
  expect(uploads.filter(isFullSize)).toEqual([]);
});
