import { expect, test } from '@playwright/test';
import { createMember, PHOTO, pickOption, signInAs } from './helpers.ts';
import { latestCode } from './mail.ts';

test('a member edits each profile card, cancels one edit, and manages photos', async ({
  page,
  request,
}) => {
  const member = await createMember(request, latestCode, { name: 'Pat Lee', bio: 'First bio' });
  await signInAs(page, member);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Pat Lee' })).toBeVisible();

  const personal = page.getByRole('region', { name: 'Personal information' });
  const about = page.getByRole('region', { name: 'About me' });
  const languages = page.getByRole('region', { name: 'Languages' });

  // Personal: rename, and the header follows.
  await page.getByRole('button', { name: 'Edit Personal information' }).click();
  await expect(personal.getByLabel(/^Email/)).toBeDisabled();
  await personal.getByLabel(/^Name/).fill('Pat Lee-Park');
  await personal.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pat Lee-Park' })).toBeVisible();
  await expect(personal.getByText('22nd of March, 1995')).toBeVisible();

  // Bio: a cancelled edit keeps the saved text; a saved one replaces it.
  await page.getByRole('button', { name: 'Edit About me' }).click();
  await about.getByLabel(/^Bio/).fill('Text I will throw away');
  await about.getByRole('button', { name: 'Cancel' }).click();
  await expect(about.getByText('First bio')).toBeVisible();
  await page.getByRole('button', { name: 'Edit About me' }).click();
  await about.getByLabel(/^Bio/).fill('I practise Korean every morning.');
  await about.getByRole('button', { name: 'Save' }).click();
  await expect(about.getByText('I practise Korean every morning.')).toBeVisible();

  // Languages.
  await page.getByRole('button', { name: 'Edit Languages' }).click();
  await pickOption(page, /^Learning/, /Japanese/, 'Japa');
  await languages.getByRole('button', { name: 'Save' }).click();
  await expect(languages.getByText(/Japanese/)).toBeVisible();

  // Everything saved survives a reload.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Pat Lee-Park' })).toBeVisible();
  await expect(page.getByText('I practise Korean every morning.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Languages' }).getByText(/Japanese/)).toBeVisible();

  // Photos: upload one, replace it, delete it.
  await page.getByRole('button', { name: 'Edit photos' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('current-photo')).toHaveCount(0);
  await dialog.getByLabel('Drag images here or click to select files').setInputFiles(PHOTO);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your photos have been updated').first()).toBeVisible();

  await page.getByRole('button', { name: 'Edit photos' }).click();
  const photos = page.getByRole('dialog').getByTestId('current-photo');
  await expect(photos).toHaveCount(1);
  const before = await photos.first().locator('img').getAttribute('src');
  const chooser = page.waitForEvent('filechooser');
  await photos.first().getByRole('button', { name: 'Replace photo 1' }).click();
  await (await chooser).setFiles(PHOTO);
  await expect(page.getByText('Photo replaced').first()).toBeVisible();
  await expect(photos.first().locator('img')).not.toHaveAttribute('src', before ?? '');

  await photos.first().getByRole('button', { name: 'Delete photo 1' }).click();
  await expect(page.getByText('Photo deleted').first()).toBeVisible();
  await expect(photos).toHaveCount(0);
});
