import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * The moments feed uses a desktop's width (issue 28 item 23) and stays one column on a phone; its
 * headings and a moment's go down one level at a time (item 25, axe heading-order).
 */

const cards = (page: Page) => page.getByTestId('moment-card');

async function box(page: Page, selector: string) {
  const found = await page.locator(selector).first().boundingBox();
  expect(found, selector).not.toBeNull();
  return found!;
}

async function headingOrder(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withRules(['heading-order']).analyze();
  return violations.flatMap((v) => v.nodes.map((n) => `${page.url()} ${n.target.join(' ')}`));
}

for (const lang of ['en', 'ko'] as const) {
  test(`the feed fills a desktop and fits a phone (${lang})`, async ({ page }) => {
    await page.addInitScript((l) => localStorage.setItem('preferredLanguage', l), lang);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/moments');
    await expect(cards(page).first()).toBeVisible();

    // 1280: a feed column over 700 px (688 before), and with the side column most of the width in use.
    const feed = await box(page, '[data-testid="moments-feed"]');
    expect(feed.width).toBeGreaterThan(700);
    const browse = page.getByRole('region', {
      name: lang === 'en' ? 'Browse by language' : '언어별로 보기',
    });
    await expect(browse).toBeVisible();
    const side = (await browse.boundingBox())!;
    expect(side.x).toBeGreaterThan(feed.x + feed.width);
    expect((side.x + side.width - feed.x) / 1280).toBeGreaterThanOrEqual(0.6);
    expect(await headingOrder(page)).toEqual([]);

    // One press on a language shows that language's moments.
    const korean = browse.getByRole('button', { name: lang === 'en' ? 'Korean' : '한국어' });
    await korean.click();
    await expect(page).toHaveURL(/[?&]language=ko\b/);
    await expect(korean).toHaveAttribute('aria-pressed', 'true');

    // 390: one column, nothing wider than the screen, the side column out of the way.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/moments');
    await expect(cards(page).first()).toBeVisible();
    const phoneFeed = await box(page, '[data-testid="moments-feed"]');
    expect(phoneFeed.width).toBeGreaterThan(340);
    expect(phoneFeed.x + phoneFeed.width).toBeLessThanOrEqual(390);
    await expect(browse).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    expect(await headingOrder(page)).toEqual([]);

    // A moment's own page: h1, its title and its comments as h2.
    await cards(page).first().getByRole('heading').getByRole('link').click();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    expect(await headingOrder(page)).toEqual([]);
  });
}
