import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { expectConnected, messages, sendText, twoInConversation } from './chat-helpers.ts';

/**
 * PRODUCT §8.3 in a real browser: photos and voice messages between two members (Chromium's fake
 * microphone records a real stream), and Archive with a new message bringing a chat back.
 */

const photo = (color: string) =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: color } })
    .png()
    .toBuffer();

test('two photos with a caption reach the partner, who opens them full size', async ({
  browser,
  request,
}) => {
  const { a, b, close } = await twoInConversation(browser, request, ['Ana Photos', 'Ben Photos']);

  await a.page.getByTestId('attachment-input').setInputFiles([
    { name: 'red.png', mimeType: 'image/png', buffer: await photo('#e03131') },
    { name: 'blue.png', mimeType: 'image/png', buffer: await photo('#1971c2') },
  ]);
  const tray = a.page.getByRole('group', { name: 'Photos to send' });
  await expect(tray.getByRole('img', { name: /Photo \d to send/ })).toHaveCount(2);
  await sendText(a.page, 'Our trip to Busan');
  await expect(tray).toHaveCount(0);

  // The partner sees both photos, loaded through their signed links, under the caption.
  const received = messages(b.page).filter({ hasText: 'Our trip to Busan' });
  await expect(received).toHaveCount(1);
  const thumbs = received.getByRole('button', { name: /Open photo \d of 2/ });
  await expect(thumbs).toHaveCount(2);
  await expect
    .poll(() =>
      received
        .locator('img')
        .evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).naturalWidth > 0).length),
    )
    .toBe(2);
  await thumbs.nth(1).click();
  const viewer = b.page.getByRole('dialog');
  await expect(viewer.getByRole('img', { name: 'Photo 2 of 2' })).toBeVisible();
  await b.page.keyboard.press('ArrowLeft');
  await expect(viewer.getByRole('img', { name: 'Photo 1 of 2' })).toBeVisible();
  await b.page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);

  // The list previews it; the info panel lists the shared photos.
  await b.page.getByRole('button', { name: 'Conversation info' }).click();
  const info = b.page.getByRole('dialog', { name: 'Conversation info' });
  const shared = info.getByRole('region', { name: 'Shared photos' });
  await expect(shared.getByRole('button', { name: /Open photo \d of 2/ })).toHaveCount(2);
  await close();
});

test('a recorded voice message plays for the partner with its duration', async ({
  browser,
  request,
}) => {
  const { ana, a, b, close } = await twoInConversation(browser, request, [
    'Ana Voice',
    'Ben Voice',
  ]);

  // Tap to start, watch the timer pass one second, tap to send.
  await a.page.getByRole('button', { name: 'Record a voice message' }).click();
  const recording = a.page.getByRole('group', { name: 'Recording voice message' });
  await expect(recording.getByTestId('recording-time')).toHaveText(/0:0[2-9]/);
  await recording.getByRole('button', { name: 'Send voice message' }).click();
  await expect(recording).toHaveCount(0);

  const clip = messages(b.page).getByTestId('voice-player');
  await expect(clip).toHaveCount(1);
  await expect(clip.getByTestId('voice-time')).toHaveText(/0:0[2-9]/);
  await clip.getByRole('button', { name: 'Play voice message' }).click();
  // The position moves while it plays, without leaving the chat.
  await expect(clip.getByRole('slider', { name: 'Voice message position' })).toHaveAttribute(
    'aria-valuetext',
    /0:0[1-9] of/,
  );
  await expect(b.page).toHaveURL(new RegExp(`/chat/${ana.user._id}$`));
  await close();
});

test('an archived conversation leaves the list and comes back with a new message', async ({
  browser,
  request,
}) => {
  const { a, b, close } = await twoInConversation(browser, request, ['Ana Archive', 'Ben Archive']);
  await sendText(a.page, 'Hello from Ana');
  await expect(messages(b.page).filter({ hasText: 'Hello from Ana' })).toHaveCount(1);

  await b.page.goto('/chat');
  const row = b.page.getByTestId('conversation-row').filter({ hasText: 'Ana Archive' });
  await expect(row).toHaveCount(1);
  await b.page.getByRole('button', { name: 'Conversation options for Ana Archive' }).click();
  await b.page.getByRole('menuitem', { name: 'Archive conversation' }).click();
  await expect(row).toHaveCount(0);
  await b.page.getByRole('button', { name: 'Archived' }).click();
  await expect(row).toHaveCount(1);
  await b.page.getByRole('button', { name: 'Back to all conversations' }).click();
  await expect(row).toHaveCount(0);
  // After a reload it is still archived: the server keeps it.
  await b.page.reload();
  await expectConnected(b.page);
  await expect(row).toHaveCount(0);

  await sendText(a.page, 'Are you there?');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Are you there?');
  await close();
});
