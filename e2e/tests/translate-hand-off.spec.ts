import { expect, test, type BrowserContext } from '@playwright/test';
import { messages, openChat, sendText } from './chat-helpers.ts';
import { createMember, signInAs } from './helpers.ts';
import { latestCode } from './mail.ts';

/**
 * PRODUCT §9.4: Translate works on a default install. The e2e server has a loopback translator
 * (TRANSLATE_URL), so this journey makes Ben's browser hear what a default install says (only
 * the capabilities answer is replaced, "translation: false") and takes away the browser's own
 * Translator API: Translate then hands the text off to a web translator in a new tab, saying that
 * the text leaves Chingu, in chat and on a moment, and never asks the server.
 */

/** A browser without the server's translation and without an on-device Translator. */
async function withoutTranslators(context: BrowserContext) {
  await context.addInitScript(() => {
    delete (globalThis as { Translator?: unknown }).Translator;
  });
  await context.route('**/api/v1/features', (route) =>
    route.fulfill({
      json: { success: true, data: { translation: false, push: false, turn: false } },
    }),
  );
  const asked: string[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/translate') asked.push(request.url());
  });
  return asked;
}

const handOffOf = (text: string) =>
  `https://translate.google.com/?sl=auto&tl=en&text=${encodeURIComponent(text)}&op=translate`;

test('without a translator, Translate hands off to a new tab in chat and on a moment', async ({
  browser,
  request,
}) => {
  const ana = await createMember(request, latestCode, {
    messagePolicy: 'everyone',
    name: 'Ana Handoff',
    native_language: 'Korean',
    language_to_learn: 'English',
  });
  const ben = await createMember(request, latestCode, {
    name: 'Ben Handoff',
    messagePolicy: 'everyone',
  });
  const a = await browser.newContext();
  const aPage = await a.newPage();
  await signInAs(aPage, ana);
  const b = await browser.newContext();
  const asked = await withoutTranslators(b);
  const bPage = await b.newPage();
  await signInAs(bPage, ben);
  await openChat(aPage, ben.user._id);
  await openChat(bPage, ana.user._id);

  // Chat: the message's actions offer Translate, which shows the hand-off under the text.
  const text = '커피 한 잔 & 케이크? 100% 좋아요!';
  await sendText(aPage, text);
  const message = messages(bPage).filter({ hasText: '커피 한 잔' });
  await expect(message).toHaveCount(1);
  await message.hover();
  await message.getByRole('button', { name: 'More actions' }).click();
  await bPage.getByRole('menuitem', { name: 'Translate' }).click();
  const chatLink = message.getByRole('link', { name: 'Translate in a new tab' });
  await expect(chatLink).toHaveAttribute('href', handOffOf(text));
  await expect(chatLink).toHaveAttribute('target', '_blank');
  await expect(chatLink).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(message).toContainText('the text leaves Chingu');

  // A moment, in its detail: the same hand-off for its title and description. Ben's own private
  // one, so the public feed other journeys read stays as it was.
  const res = await request.post('/api/v1/moments', {
    headers: { Authorization: `Bearer ${ben.token}` },
    data: {
      title: '한강 소풍',
      description: '강가에서 친구들과 한국어를 연습했어요.',
      privacy: 'private',
      tags: [],
      category: 'general',
      language: 'ko',
    },
  });
  expect(res.status()).toBe(201);
  const momentId = ((await res.json()) as { data: { _id: string } }).data._id;
  await bPage.goto(`/moment/${momentId}`);
  await bPage.getByRole('button', { name: 'Translate', exact: true }).click();
  const momentLink = bPage.getByRole('link', { name: 'Translate in a new tab' });
  await expect(momentLink).toHaveAttribute(
    'href',
    handOffOf('한강 소풍\n\n강가에서 친구들과 한국어를 연습했어요.'),
  );
  await expect(momentLink).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(bPage.getByText(/the text leaves Chingu/)).toBeVisible();

  expect(asked).toEqual([]);
  await a.close();
  await b.close();
});
