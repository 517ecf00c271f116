import { expect, test, type Page } from '@playwright/test';
import { messages, sendText, twoInConversation } from './chat-helpers.ts';

/**
 * PRODUCT §8.3 language tools between two members in their own browser contexts: a correction
 * seen as a word diff on both sides, a reaction seen live, a reply, and a translation through the
 * loopback translator that global-setup starts (TRANSLATE_URL).
 */

/** Opens a message's actions menu the way a keyboard user does: focus, then the button. */
async function actionsOf(page: Page, text: string) {
  const message = messages(page).filter({ hasText: text }).first();
  await message.hover();
  await message.getByRole('button', { name: 'More actions' }).click();
  return page.getByRole('menu');
}

test('a correction shows as a word diff on both sides, and reactions arrive live', async ({
  browser,
  request,
}) => {
  const { a, b, close } = await twoInConversation(browser, request, ['Ana Learner', 'Ben Native']);

  await sendText(a.page, 'I goed to the market yesterday');
  await expect(messages(b.page).filter({ hasText: 'I goed to the market' })).toHaveCount(1);

  // Ben corrects Ana's message, with a note.
  const menu = await actionsOf(b.page, 'I goed to the market');
  await menu.getByRole('menuitem', { name: 'Correct' }).click();
  const form = b.page.getByRole('form', { name: 'Correction' });
  const corrected = form.getByRole('textbox', { name: 'Corrected text' });
  await expect(corrected).toHaveValue('I goed to the market yesterday');
  await corrected.fill('I went to the market yesterday');
  await form.getByRole('textbox', { name: 'Note (optional)' }).fill('"go" is irregular');
  await form.getByRole('button', { name: 'Send correction' }).click();

  for (const page of [a.page, b.page]) {
    const correction = messages(page).filter({ hasText: '"go" is irregular' });
    await expect(correction).toHaveCount(1);
    await expect(correction.locator('del')).toHaveText(/goed/);
    await expect(correction.locator('ins')).toHaveText(/went/);
    // The original carries the "corrected" mark.
    await expect(
      messages(page).filter({ hasText: 'I goed to the market' }).first().getByText('Corrected'),
    ).toBeVisible();
  }

  // Ana reacts to the correction; Ben sees it without a reload, and it goes away live too.
  const thanks = await actionsOf(a.page, '"go" is irregular');
  await thanks.getByRole('button', { name: 'React with 👍' }).click();
  const benSide = messages(b.page).filter({ hasText: '"go" is irregular' });
  await expect(benSide.getByRole('button', { name: '👍: 1 reaction' })).toBeVisible();
  await messages(a.page)
    .filter({ hasText: '"go" is irregular' })
    .getByRole('button', { name: /👍: 1 reaction, yours/ })
    .click();
  await expect(benSide.getByRole('button', { name: /👍/ })).toHaveCount(0);

  // A reply quotes the message it answers, on both sides.
  const replyMenu = await actionsOf(b.page, 'I goed to the market');
  await replyMenu.getByRole('menuitem', { name: 'Reply' }).click();
  await expect(b.page.getByText('Replying to Ana Learner')).toBeVisible();
  await sendText(b.page, 'Which market?');
  const reply = messages(a.page).filter({ hasText: 'Which market?' });
  await expect(reply).toContainText('I goed to the market yesterday');
  await close();
});

test('translates a partner’s message into the interface language', async ({ browser, request }) => {
  const { a, b, close } = await twoInConversation(browser, request, ['Ana Korean', 'Ben English']);
  await sendText(a.page, '오늘 날씨가 정말 좋네요');

  const menu = await actionsOf(b.page, '오늘 날씨가');
  await menu.getByRole('menuitem', { name: 'Translate' }).click();
  const message = messages(b.page).filter({ hasText: '오늘 날씨가' });
  await expect(message).toContainText('The weather is really nice today');
  await expect(message).toContainText('Translated from Korean');

  // Romanization is offered for Hangul.
  const again = await actionsOf(b.page, '오늘 날씨가');
  await again.getByRole('menuitem', { name: 'Romanize' }).click();
  await expect(message).toContainText(/oneul/i);
  await close();
});
