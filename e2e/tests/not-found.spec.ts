import { expect, test } from '@playwright/test';

test('an unknown route shows the friendly not-found page', async ({ page }) => {
  await page.goto('/this/page/does-not-exist');
  await expect(page.getByRole('heading', { name: /page not found/i })).toBeVisible();
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
});

test('the API health check answers through the same server', async ({ request }) => {
  const res = await request.get('/api/health');
  expect(await res.json()).toEqual({
    success: true,
    data: { status: 'ok', database: 'reachable' },
  });
});
