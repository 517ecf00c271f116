import { expect, test } from '@playwright/test';
import { createMember, signInAs } from './helpers.ts';
import { latestCode } from './mail.ts';

test('a visitor filters the directory by language and by search, then opens a member', async ({
  page,
}) => {
  await page.goto('/communities');
  await expect(page.getByRole('heading', { name: 'Find your language partner' })).toBeVisible();
  await expect(page.getByText(/\d+ members found/)).toBeVisible();

  // "Speaks" is the native language only: the demo's Korean learners are not native speakers.
  await page.getByRole('combobox', { name: 'Speaks' }).click();
  await page.getByRole('option', { name: /Korean/ }).click();
  await expect(page.getByRole('combobox', { name: 'Speaks' })).toHaveValue(/Korean/);
  await page.getByRole('tab', { name: 'Popular' }).click();
  await expect(page.getByText('Minji Kim')).toBeVisible();
  await expect(page.getByText('Lucas Martin')).toHaveCount(0);
  await expect(page).toHaveURL(/native_language=Korean/);
  for (const card of await page.getByTestId('member-card').all()) {
    await expect(card.getByRole('img', { name: /^Korean speaker learning/ })).toBeVisible();
  }

  await page.getByRole('textbox', { name: 'Search members' }).fill('minji');
  await expect(page.getByText('1 member found')).toBeVisible();
  await expect(page.getByText('Wei Chen')).toHaveCount(0);

  await page.getByText('Minji Kim').first().click();
  await expect(page).toHaveURL(/\/community\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Minji Kim' })).toBeVisible();
  await expect(page.getByText('About Minji')).toBeVisible();
  // Visitors see the sign-in message instead of following.
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(page.getByText('You need to be logged in to follow users')).toBeVisible();
});

test('a member follows and unfollows with confirmation, sees counts change and the lists', async ({
  page,
  request,
}) => {
  const host = await createMember(request, latestCode, { name: 'Hana Host' });
  const fan = await createMember(request, latestCode, { name: 'Felix Fan' });
  await signInAs(page, fan);

  await page.goto(`/community/${host.user._id}`);
  await expect(page.getByRole('heading', { name: 'Hana Host' })).toBeVisible();
  const followers = page.getByRole('group', { name: 'Followers' }).locator('p').first();
  await expect(followers).toHaveText('0');
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Following', exact: true })).toBeVisible();
  await expect(followers).toHaveText('1');

  await page.getByRole('button', { name: 'Following', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Are you sure you want to unfollow Hana Host?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(followers).toHaveText('1');
  await page.getByRole('button', { name: 'Following', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Unfollow' }).click();
  await expect(page.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
  await expect(followers).toHaveText('0');

  // Follow again and look at both sides' lists.
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(followers).toHaveText('1');
  await page.goto('/followingsList');
  await expect(page.getByText('Hana Host')).toBeVisible();

  await signInAs(page, host);
  await page.goto('/followersList');
  await expect(page.getByText('Felix Fan')).toBeVisible();
  await page.getByText('Felix Fan').click();
  await expect(page).toHaveURL(new RegExp(`/community/${fan.user._id}$`));
});

test('on a phone the first member shows above the fold, the filters behind a Filters button', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/communities?language_to_learn=Korean');
  const first = page.getByTestId('member-card').first();
  await expect(first).toBeVisible();
  const box = (await first.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeLessThan(844);

  // Closed: the count of active filters on the button, the selects hidden.
  const button = page.getByRole('button', { name: /^Filters/ });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button.getByTestId('active-filter-count')).toHaveText('1');
  await expect(page.getByRole('combobox', { name: 'Learns' })).toBeHidden();
  await button.click();
  await expect(page.getByRole('combobox', { name: 'Learns' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Learns' })).toHaveValue(/Korean/);
  await page.getByRole('switch', { name: 'Online now' }).click();
  await expect(page.getByRole('switch', { name: 'Online now' })).toBeChecked();
  await expect(button.getByTestId('active-filter-count')).toHaveText('2');
  await expect(page).toHaveURL(/online=true/);

  // On a desktop the filters are always open, with no button.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('combobox', { name: 'Speaks' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Filters/ })).toHaveCount(0);
});
