import { expect, test } from '@playwright/test';
import { createMember, signInAs } from './helpers.ts';
import { latestCode } from './mail.ts';

// The off-app warning (PRODUCT §9.1): the receiver of an early message with contact details sees
// a calm banner under it, with Report and Block; the sender sees none.

const BANNER =
  'Stay on Chingu until you trust someone. Never send money or codes to someone you met here.';

test('the receiver sees the off-app banner under a flagged first message, the sender does not', async ({
  page,
  request,
}) => {
  const tag = String(Date.now()).slice(-6);
  const sender = await createMember(request, latestCode, { name: `Sly Sender ${tag}` });
  const receiver = await createMember(request, latestCode, { name: `Rita Receiver ${tag}` });
  const sent = await request.post('/api/v1/messages', {
    headers: { authorization: `Bearer ${sender.token}` },
    data: { receiver: receiver.user._id, message: 'add me on telegram, 010-1234-5678' },
  });
  expect(sent.status()).toBe(201);
  expect(((await sent.json()) as { data: { flags?: string[] } }).data.flags).toEqual(['contact']);

  await signInAs(page, receiver);
  await page.goto(`/chat/${sender.user._id}`);
  await expect(
    page.getByTestId('message-bubble').getByText('add me on telegram, 010-1234-5678'),
  ).toBeVisible();
  const banner = page.getByTestId('off-app-warning');
  await expect(banner).toContainText(BANNER);
  await expect(banner.getByRole('button', { name: 'Report' })).toBeVisible();
  await banner.getByRole('button', { name: `Block ${sender.user.name}` }).click();
  await expect(page.getByRole('dialog', { name: `Block ${sender.user.name}?` })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  await signInAs(page, sender);
  await page.goto(`/chat/${receiver.user._id}`);
  await expect(
    page.getByTestId('message-bubble').getByText('add me on telegram, 010-1234-5678'),
  ).toBeVisible();
  await expect(page.getByTestId('off-app-warning')).toHaveCount(0);
});
