import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { messages, sendText, twoInConversation, type Session } from './chat-helpers.ts';

/**
 * PRODUCT §9.2 journey in two browser contexts: Ana corrects Ben's sentence in chat, Ben saves the
 * correction to his notebook from the chat, reviews it at /notebook/review with the keyboard only
 * (Space flips, 3 rates Good) and is done for today.
 */

async function follow(request: APIRequestContext, who: Session, target: Session) {
  const res = await request.put(`/api/v1/auth/users/${who.user._id}/follow/${target.user._id}`, {
    headers: { authorization: `Bearer ${who.token}` },
  });
  expect(res.ok()).toBe(true);
}

async function actionsOf(page: Page, text: string) {
  const message = messages(page).filter({ hasText: text }).first();
  await message.hover();
  await message.getByRole('button', { name: 'More actions' }).click();
  return page.getByRole('menu');
}

test('a correction saved from the chat is reviewed with Space and 3 until done for today', async ({
  browser,
  request,
}) => {
  const { ana, ben, a, b, close } = await twoInConversation(browser, request, [
    'Ana Native',
    'Ben Learner',
  ]);
  // Friends, not strangers: no message request stands between them.
  await follow(request, ana, ben);
  await follow(request, ben, ana);

  await sendText(b.page, 'I goed to the market yesterday');
  await expect(messages(a.page).filter({ hasText: 'I goed to the market' })).toHaveCount(1);
  await sendText(a.page, 'Nice! One small fix:');

  const menu = await actionsOf(a.page, 'I goed to the market');
  await menu.getByRole('menuitem', { name: 'Correct' }).click();
  const form = a.page.getByRole('form', { name: 'Correction' });
  await form
    .getByRole('textbox', { name: 'Corrected text' })
    .fill('I went to the market yesterday');
  await form.getByRole('textbox', { name: 'Note (optional)' }).fill('"go" is irregular');
  await form.getByRole('button', { name: 'Send correction' }).click();

  // Ben saves the correction from its actions menu.
  await expect(messages(b.page).filter({ hasText: '"go" is irregular' })).toHaveCount(1);
  const saveMenu = await actionsOf(b.page, '"go" is irregular');
  await saveMenu.getByRole('menuitem', { name: 'Save to notebook' }).click();
  await expect(b.page.getByText('Saved to your notebook')).toBeVisible();

  // The notebook lists it; the review shows the original first.
  await b.page.goto('/notebook');
  const card = b.page.getByTestId('notebook-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('I goed to the market yesterday');
  await expect(card).toContainText('I went to the market yesterday');
  await b.page.getByRole('link', { name: '1 card to review' }).click();
  await expect(b.page).toHaveURL(/\/notebook\/review$/);
  await expect(b.page.getByTestId('review-front')).toHaveText('I goed to the market yesterday');
  await expect(b.page.getByTestId('review-progress')).toHaveText('Card 1 of 1');
  await expect(b.page.getByTestId('review-back')).toHaveCount(0);

  await b.page.keyboard.press('Space');
  await expect(b.page.getByTestId('review-back')).toContainText('I went to the market yesterday');
  await expect(b.page.getByTestId('review-back')).toContainText('"go" is irregular');
  await b.page.keyboard.press('3');
  await expect(b.page.getByRole('heading', { name: 'Done for today' })).toBeVisible();

  // The card is no longer due: the notebook has nothing to review.
  await b.page.getByRole('link', { name: 'Back to the notebook' }).click();
  await expect(b.page.getByTestId('notebook-card')).toHaveCount(1);
  await expect(b.page.getByRole('link', { name: 'Review', exact: true })).toBeVisible();
  await close();
});
