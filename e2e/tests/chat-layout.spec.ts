import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectConnected, messages, sendText, twoInConversation } from './chat-helpers.ts';

/**
 * Issue 28 in a real browser, measured: every bubble holds its photo, voice clip, call record and
 * text at 390 and 1280 px in English and Korean, on both sides; a phone's open conversation has
 * the whole height (no tab bar); opening a conversation puts the cursor in the composer; a new
 * reaction on the newest message stays in view; the conversation has an h1.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const photo = (color: string, width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();

async function sendPhoto(page: Page, color: string, caption: string) {
  await page
    .getByTestId('attachment-input')
    .setInputFiles([
      { name: 'wide.png', mimeType: 'image/png', buffer: await photo(color, 900, 400) },
    ]);
  await expect(page.getByRole('group', { name: 'Photos to send' })).toBeVisible();
  await sendText(page, caption);
}

async function sendVoice(page: Page) {
  await page.getByRole('button', { name: 'Record a voice message' }).click();
  const recording = page.getByRole('group', { name: 'Recording voice message' });
  await expect(recording.getByTestId('recording-time')).toHaveText(/0:0[1-9]/);
  await recording.getByRole('button', { name: 'Send voice message' }).click();
  await expect(recording).toHaveCount(0);
}

/** Each part of a bubble that reaches outside it (or a bubble outside the screen), described. */
function overflows(page: Page) {
  return page.getByTestId('message-bubble').evaluateAll((bubbles) =>
    bubbles.flatMap((bubble) => {
      const box = bubble.getBoundingClientRect();
      const own = bubble.closest('[data-own]') ? 'own' : 'received';
      const name = `${own} "${(bubble.textContent ?? '').slice(0, 30)}"`;
      const found: string[] = [];
      if (box.left < -0.5 || box.right > window.innerWidth + 0.5) {
        found.push(`${name}: bubble ${box.left}–${box.right} off a ${window.innerWidth} px screen`);
      }
      if (bubble.scrollWidth > bubble.clientWidth + 1) {
        found.push(
          `${name}: content ${bubble.scrollWidth} px in a ${bubble.clientWidth} px bubble`,
        );
      }
      for (const part of Array.from(bubble.querySelectorAll<HTMLElement>('*'))) {
        const r = part.getBoundingClientRect();
        if (r.width === 0) continue;
        if (r.left < box.left - 0.5 || r.right > box.right + 0.5) {
          const tag = part.dataset.testid ?? part.tagName.toLowerCase();
          found.push(`${name}: ${tag} ${r.left}–${r.right} outside ${box.left}–${box.right}`);
        }
      }
      return found;
    }),
  );
}

test('no bubble content is wider than its bubble, own and received, at 390 and 1280 in en and ko', async ({
  browser,
  request,
}) => {
  // Two browsers, two photos, two voice clips and two calls: over 120 s beside another worker.
  test.setTimeout(240_000);
  const { a, b, ben, close } = await twoInConversation(browser, request, [
    'Ana Bubbles',
    'Ben Bubbles',
  ]);

  await sendPhoto(a.page, '#e03131', 'From Ana');
  await sendPhoto(b.page, '#1971c2', 'From Ben');
  await sendVoice(a.page);
  await sendVoice(b.page);
  await sendText(a.page, 'A long word: Donaudampfschifffahrtsgesellschaftskapitänswitwe ok');
  await sendText(b.page, 'See https://example.com/a/very/long/path/that/goes/on/and/on?x=1');

  // A video call each way, declined: a call record from each side.
  for (const [caller, callee, name] of [
    [a.page, b.page, 'Ben Bubbles'],
    [b.page, a.page, 'Ana Bubbles'],
  ] as const) {
    await caller.getByRole('button', { name: 'Video call', exact: true }).click();
    const ringing = callee.getByRole('dialog', { name: 'Incoming video call' });
    await ringing.getByRole('button', { name: 'Decline' }).click();
    await expect(ringing).toHaveCount(0);
    const refused = caller.getByRole('dialog', { name: `Video call · ${name}` });
    await refused.getByRole('button', { name: 'Close' }).click();
    await expect(refused).toHaveCount(0);
  }

  const page = a.page;
  const own = messages(page).and(page.locator('[data-own]'));
  const received = messages(page).and(page.locator(':not([data-own])'));
  for (const side of [own, received]) {
    await expect(side.getByTestId('message-photo')).toHaveCount(1);
    await expect(side.getByTestId('voice-player')).toHaveCount(1);
    await expect(side.getByTestId('call-message')).toHaveCount(1);
  }

  // One page load per language; the width changes on the open page (a phone turned, a window
  // resized), which reflows without a reload.
  for (const lang of ['en', 'ko'] as const) {
    await page.evaluate((l) => localStorage.setItem('preferredLanguage', l), lang);
    await page.goto(`/chat/${ben.user._id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(messages(page)).toHaveCount(8);
    await expect
      .poll(() =>
        page
          .getByTestId('message-photo')
          .evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0)),
      )
      .toBe(true);
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(viewport.width);
      const found = await overflows(page);
      expect(found, `${lang} ${viewport.width} px:\n${found.join('\n')}`).toEqual([]);
    }
  }
  await close();
});

test('on a phone the open conversation has the whole height, without the tab bar', async ({
  browser,
  request,
}) => {
  const { a, ben, close } = await twoInConversation(browser, request, ['Ana Phone', 'Ben Phone']);
  const page = a.page;
  await page.setViewportSize(PHONE);
  await sendText(page, 'Hello on a phone');

  const tabs = page.getByRole('navigation', { name: 'Tabs' });
  await expect(tabs).toBeHidden();
  const log = page.getByRole('log');
  const logBox = (await log.boundingBox())!;
  expect(logBox.height, 'the messages get most of the 844 px').toBeGreaterThan(0.7 * PHONE.height);
  const composer = page
    .locator('form')
    .filter({ has: page.getByRole('textbox', { name: 'Message' }) });
  const composerBox = (await composer.boundingBox())!;
  expect(composerBox.height).toBeLessThan(80);
  // The composer sits at the bottom of the screen, under the messages.
  expect(composerBox.y + composerBox.height).toBeGreaterThan(PHONE.height - 2);

  // The header leads back to the list, which has the tab bar.
  await page.getByRole('link', { name: 'Back to conversations' }).click();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(tabs).toBeVisible();
  await expect(page.getByTestId('conversation-row')).toHaveCount(1);
  await page.goto(`/chat/${ben.user._id}`);
  await expect(tabs).toBeHidden();
  await close();
});

test('opening a conversation puts the cursor in the composer; the name is the h1', async ({
  browser,
  request,
}) => {
  const { a, ben, close } = await twoInConversation(browser, request, ['Ana Focus', 'Ben Focus']);
  const page = a.page;
  await sendText(page, 'Hello');
  const input = page.getByRole('textbox', { name: 'Message' });

  // 1280: from the list.
  await page.goto('/chat');
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await page.getByTestId('conversation-row').getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/chat/${ben.user._id}$`));
  await expect(input).toBeFocused();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ben Focus');

  // 390: straight to the conversation.
  await page.setViewportSize(PHONE);
  await page.goto(`/chat/${ben.user._id}`);
  await expect(input).toBeFocused();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ben Focus');
  await page.keyboard.type('Typed at once');
  await expect(input).toHaveValue('Typed at once');
  await close();
});

test('a new reaction on the newest message stays above the composer', async ({
  browser,
  request,
}) => {
  const { a, b, close } = await twoInConversation(browser, request, ['Ana React', 'Ben React']);
  for (const page of [a.page, b.page]) await page.setViewportSize(PHONE);
  for (let i = 1; i <= 8; i++) await sendText(b.page, `Line ${i} of a long enough conversation`);
  const last = messages(a.page).filter({ hasText: 'Line 8 of' });
  await expect(last).toHaveCount(1);

  await last.hover();
  await last.getByRole('button', { name: 'More actions' }).click();
  await a.page.getByRole('menu').getByRole('button', { name: 'React with 👍' }).click();
  const chip = last.getByRole('button', { name: /👍: 1 reaction/ });
  await expect(chip).toBeVisible();
  const log = a.page.getByRole('log');
  await expect
    .poll(async () => {
      const [chipBox, logBox] = [(await chip.boundingBox())!, (await log.boundingBox())!];
      return chipBox.y + chipBox.height <= logBox.y + logBox.height;
    })
    .toBe(true);

  // Ben sees Ana's reaction arrive on his own newest message, in view too.
  await expectConnected(b.page);
  const benChip = messages(b.page)
    .filter({ hasText: 'Line 8 of' })
    .getByRole('button', { name: /👍: 1 reaction/ });
  await expect(benChip).toBeVisible();
  const benLog = b.page.getByRole('log');
  await expect
    .poll(async () => {
      const [chipBox, logBox] = [(await benChip.boundingBox())!, (await benLog.boundingBox())!];
      return chipBox.y + chipBox.height <= logBox.y + logBox.height;
    })
    .toBe(true);
  await close();
});

test('"Say hi" opens a conversation with starters; a tap puts one in the composer', async ({
  browser,
  request,
}) => {
  const { a, close } = await twoInConversation(browser, request, ['Ana Hi', 'Ben Hi']);
  const starters = a.page.getByTestId('chat-starters');
  await expect(starters.getByText('Speaks 🇬🇧 English')).toBeVisible();
  const items = starters.getByRole('listitem');
  await expect(items).toHaveCount(3);
  // Ana (English → Korean) practises Korean, with her English under each.
  await expect(items.first()).toContainText('안녕하세요! 주말에는 보통 뭐 하면서 지내세요?');
  await expect(items.first()).toContainText('Hi! What do you like to do on weekends?');
  await items.first().click();
  await expect(a.page.getByRole('textbox', { name: 'Message' })).toHaveValue(
    '안녕하세요! 주말에는 보통 뭐 하면서 지내세요?',
  );
  await close();
});
