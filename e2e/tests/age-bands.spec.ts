import { expect, test, type Page } from '@playwright/test';
import { bornYearsAgo, createMember, signInAs } from './helpers.ts';
import { latestCode } from './mail.ts';

// Age bands (PRODUCT §9.1): a member under 18 and an adult do not find each other anywhere.

async function searchDirectory(page: Page, name: string) {
  await page.goto('/communities');
  await page.getByRole('textbox', { name: 'Search members' }).fill(name);
  // The search is applied (after its pause): the list below is the search's, not the whole
  // directory's, which on a fresh database may hold just the one member looked for.
  await expect(page).toHaveURL(
    new RegExp(`[?&]q=${encodeURIComponent(name).replace(/%20/g, '\\+')}`),
  );
  await expect(page.getByRole('main').locator('[aria-busy]')).toHaveCount(0);
}

test('a minor and an adult cannot find each other; two minors can', async ({ page, request }) => {
  const tag = String(Date.now()).slice(-6);
  const minor = await createMember(request, latestCode, {
    name: `Mina Teen ${tag}`,
    birth: bornYearsAgo(15),
  });
  const otherMinor = await createMember(request, latestCode, {
    name: `Toby Teen ${tag}`,
    birth: bornYearsAgo(16),
  });
  const adult = await createMember(request, latestCode, { name: `Adam Adult ${tag}` });

  // The adult searches for the minor by name: nobody; the minor's page is "not found".
  await signInAs(page, adult);
  await searchDirectory(page, minor.user.name);
  await expect(page.getByText('No members found').first()).toBeVisible();
  await expect(page.getByText(minor.user.name)).toHaveCount(0);
  await page.goto(`/community/${minor.user._id}`);
  await expect(page.getByText('Profile Not Found')).toBeVisible();
  await expect(page.getByRole('heading', { name: minor.user.name })).toHaveCount(0);

  // The minor: no adult by name or by page, the other minor is there.
  await signInAs(page, minor);
  await searchDirectory(page, adult.user.name);
  await expect(page.getByText('No members found').first()).toBeVisible();
  await page.goto(`/community/${adult.user._id}`);
  await expect(page.getByText('Profile Not Found')).toBeVisible();
  await searchDirectory(page, otherMinor.user.name);
  await expect(page.getByText('1 member found')).toBeVisible();
  await page.getByText(otherMinor.user.name).first().click();
  await expect(page.getByRole('heading', { name: otherMinor.user.name })).toBeVisible();
});
