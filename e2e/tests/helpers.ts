import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

/** A real image shipped with the app, used as a profile photo. */
export const PHOTO = path.resolve(import.meta.dirname, '../../web/public/default-avatar.png');

export function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Picks an option of a Mantine Select by its label, typing to filter when asked. */
export async function pickOption(
  page: Page,
  label: RegExp,
  option: string | RegExp,
  search?: string,
) {
  const input = page.getByRole('textbox', { name: label }).or(page.getByLabel(label)).first();
  await input.click();
  if (search) await input.fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

/** Types a code into Mantine's PinInput (the first box takes all digits). */
export async function typeCode(page: Page, code: string) {
  const first: Locator = page.locator('input[autocomplete="one-time-code"]').first();
  await first.click();
  await page.keyboard.type(code);
  await expect(page.locator('input[autocomplete="one-time-code"]').last()).toHaveValue(
    code.at(-1)!,
  );
}
