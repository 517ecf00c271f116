import { expect, test, type Page } from '@playwright/test';
import { expectConnected, messages, openAs, openChat, sendText } from './chat-helpers.ts';
import { createMember } from './helpers.ts';
import { latestCode } from './mail.ts';

/**
 * PRODUCT §9.1 message requests: a stranger's first message waits under the receiver's Requests
 * (not in their chats, no toast); the receiver accepts and the conversation goes on both ways.
 */
const rowOf = (page: Page, name: string) =>
  page.getByTestId('conversation-row').filter({ hasText: name });

/** The page is no wider than its viewport (nothing pushed off a phone screen). */
async function expectNoSideScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const width of [1280, 390] as const) {
  test(`a stranger's first message waits under Requests until it is accepted (${width}px)`, async ({
    browser,
    request,
  }) => {
    // Both keep the new members' default policy, message requests.
    const ana = await createMember(request, latestCode, { name: `Ana Receiver ${width}` });
    const ben = await createMember(request, latestCode, { name: `Ben Stranger ${width}` });
    const a = await openAs(browser, ana);
    const b = await openAs(browser, ben);
    await a.page.setViewportSize({ width, height: 844 });
    await b.page.setViewportSize({ width, height: 844 });

    await a.page.goto('/chat');
    await expectConnected(a.page);

    // Ben writes first: his side says calmly that it is a request.
    await openChat(b.page, ana.user._id);
    await sendText(b.page, 'Hi Ana, shall we practise Korean?');
    await expect(b.page.getByTestId('request-pending')).toContainText(
      `waiting for ${ana.user.name} to accept it`,
    );
    await expect(b.page.getByRole('button', { name: 'Voice call' })).toBeDisabled();

    // Ana: nothing in her chats, no toast; the Requests tab counts it.
    await expect(a.page.getByTestId('requests-count')).toHaveText('1');
    await expect(rowOf(a.page, ben.user.name)).toHaveCount(0);
    await expect(a.page.getByText('Hi Ana, shall we practise Korean?')).toHaveCount(0);
    await a.page.getByText('Requests', { exact: true }).click();
    const request_ = rowOf(a.page, ben.user.name);
    await expect(request_).toContainText('Hi Ana, shall we practise Korean?');
    await request_.getByRole('link').click();
    await expect(a.page).toHaveURL(new RegExp(`/chat/${ben.user._id}$`));
    await expect(
      messages(a.page).filter({ hasText: 'Hi Ana, shall we practise Korean?' }),
    ).toHaveCount(1);
    const bar = a.page.getByTestId('request-bar');
    await expect(bar).toContainText(`${ben.user.name} wants to chat with you.`);
    await expect(bar.getByRole('button', { name: 'Report' })).toBeVisible();
    await expect(a.page.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
    await expectNoSideScroll(a.page);

    await bar.getByRole('button', { name: 'Accept' }).click();
    await expect(a.page.getByTestId('request-bar')).toHaveCount(0);
    await expect(b.page.getByTestId('request-pending')).toHaveCount(0);

    // The conversation goes on both ways.
    await sendText(a.page, 'Sure Ben, 반가워요!');
    await expect(messages(b.page).filter({ hasText: 'Sure Ben, 반가워요!' })).toHaveCount(1);
    await sendText(b.page, 'Great, thank you!');
    await expect(messages(a.page).filter({ hasText: 'Great, thank you!' })).toHaveCount(1);
    await expect(b.page.getByRole('button', { name: 'Voice call' })).toBeEnabled();
    await expectNoSideScroll(b.page);

    await a.context.close();
    await b.context.close();
  });
}
