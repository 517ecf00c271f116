import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signInAs } from './helpers.ts';

/** A demo member's session (demo data: every password is chingu-demo). */
async function demoSession(request: APIRequestContext, email: string) {
  const res = await request.post('/api/v1/auth/login', {
    data: { email, password: 'chingu-demo' },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()) as { token: string; user: { _id: string } };
}

async function headerBottom(page: Page) {
  const box = await page.getByRole('banner').boundingBox();
  return (box?.y ?? 0) + (box?.height ?? 0);
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`toasts appear below the header, never over it (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/communities');
    await page
      .getByTestId('member-card')
      .first()
      .getByRole('button', { name: /^Follow / })
      .click();
    const toast = page.getByRole('alert').filter({ hasText: 'You need to be logged in' });
    await expect(toast).toBeVisible();
    const box = await toast.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(await headerBottom(page));
  });
}

test('a menu opened from the header stays above a toast and takes the click', async ({
  page,
  request,
}) => {
  // The page's clock is ours: the toast closes after 3 s of page time, which a busy machine could
  // spend before the menu opens again. Held still, the toast stays while the menu opens over it.
  await page.clock.install();
  await signInAs(page, await demoSession(request, 'minji@demo.chingu.app'));
  await page.goto('/moments');
  const languageButton = page
    .getByRole('banner')
    .getByRole('button', { name: /Change language|언어 변경/ });
  await languageButton.click();
  await page.getByRole('menuitem', { name: '한국어' }).click();
  // The confirmation toast sits right under the header, where the menu opens again.
  const toast = page.getByRole('alert');
  await expect(toast).toBeVisible();
  // A moment ahead of the page, which runs on while this is sent.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 250);
  await languageButton.click();
  // The menu's opening transition, in page time (well under the toast's 3 s).
  await page.clock.runFor(500);
  const english = page.getByRole('menuitem', { name: 'English' });
  const box = (await english.boundingBox())!;
  const reached = await page.evaluate(
    ({ x, y }) =>
      document.elementFromPoint(x, y)?.closest('[role="menuitem"]')?.textContent ?? null,
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  expect(reached).toBe('English');
  await expect(toast).toBeVisible();
});

test('a page loads without React Router warnings', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  await page.goto('/courses');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(warnings.filter((w) => w.includes('HydrateFallback'))).toEqual([]);
});

test('the follower list is one short row per member on a phone', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, await demoSession(request, 'minji@demo.chingu.app'));
  await page.goto('/followersList');
  const rows = page.getByTestId('follow-row');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThan(1);
  for (const row of await rows.all()) {
    const box = await row.boundingBox();
    expect(box!.height).toBeLessThan(90);
    await expect(row.getByRole('button', { name: /^(Follow|Following) / })).toBeVisible();
  }
});
