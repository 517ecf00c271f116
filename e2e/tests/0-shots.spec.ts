import { expect, test } from '@playwright/test';

const SHOTS = '/tmp/finish-shots';
const CASES = [
  { path: '/', w: 1280, lang: 'en', scheme: 'light' },
  { path: '/', w: 390, lang: 'ko', scheme: 'dark' },
  { path: '/moments', w: 1280, lang: 'en', scheme: 'dark' },
  { path: '/moments', w: 390, lang: 'ko', scheme: 'light' },
  { path: '/communities', w: 1280, lang: 'ko', scheme: 'light' },
  { path: '/communities', w: 390, lang: 'en', scheme: 'dark' },
] as const;

test('shots', async ({ browser }) => {
  test.setTimeout(600_000);
  for (const c of CASES) {
    const context = await browser.newContext({ viewport: { width: c.w, height: 900 }, colorScheme: c.scheme });
    await context.addInitScript(({ lang, scheme }) => {
      localStorage.setItem('preferredLanguage', lang);
      localStorage.setItem('mantine-color-scheme-value', scheme);
    }, c);
    const page = await context.newPage();
    await page.goto(c.path);
    await expect(page.locator('#main-content').getByRole('heading').first()).toBeVisible();
    await expect(page.locator('#main-content .mantine-Skeleton-root')).toHaveCount(0);
    console.log('TITLE', c.path, c.lang, await page.title());
    await page.screenshot({ path: `${SHOTS}/${c.path.replace(/\//g, '_')}-${c.w}-${c.lang}-${c.scheme}.png` });
    await context.close();
  }
});
