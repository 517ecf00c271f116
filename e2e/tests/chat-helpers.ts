import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { createMember, signInAs } from './helpers.ts';
import { latestCode } from './mail.ts';

export type Session = Awaited<ReturnType<typeof createMember>>;

/** A signed-in member in a browser context of their own (their own storage and socket). */
export async function openAs(browser: Browser, session: Session) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, session);
  return { context, page };
}

export const messages = (page: Page) => page.getByTestId('message');

/**
 * A fresh chat page loads the app, its chat chunks and texts, then connects its socket: a few
 * seconds on a quiet machine, but over 15 s on a 2-core CI machine running two journeys with four
 * browsers (the state is still waited for, not a time).
 */
const CONNECT_TIMEOUT_MS = 30_000;

/**
 * Waits for the chat's live connection (the screen shows it only when something is wrong: the
 * journeys read the state it keeps on its root).
 */
export async function expectConnected(page: Page, timeout = CONNECT_TIMEOUT_MS) {
  await expect(page.locator('[data-connected]')).toHaveAttribute('data-connected', 'true', {
    timeout,
  });
}

/** What the chat shows while its live connection is lost (offline or reconnecting). */
export const CONNECTION_LOST = /Reconnecting…|You're offline/;

/** The conversation with a member, once the socket is connected. */
export async function openChat(page: Page, partnerId: string) {
  await page.goto(`/chat/${partnerId}`);
  await expectConnected(page);
}

/** Types a message and sends it with Enter, as a member does. */
export async function sendText(page: Page, text: string) {
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill(text);
  // Sending waits for the socket (the button is disabled until it is connected).
  await expect(page.getByRole('button', { name: 'Send message' })).toBeEnabled();
  await input.press('Enter');
  await expect(input).toHaveValue('');
}

/** Two new members who take messages from everyone, each in their own browser with their conversation open. */
export async function twoInConversation(
  browser: Browser,
  request: APIRequestContext,
  names: [string, string],
) {
  // Not about message requests (message-requests.spec.ts is): either may write first.
  const ana = await createMember(request, latestCode, {
    name: names[0],
    messagePolicy: 'everyone',
  });
  const ben = await createMember(request, latestCode, {
    name: names[1],
    messagePolicy: 'everyone',
  });
  const a = await openAs(browser, ana);
  const b = await openAs(browser, ben);
  await openChat(a.page, ben.user._id);
  await openChat(b.page, ana.user._id);
  return {
    ana,
    ben,
    a,
    b,
    async close() {
      await a.context.close();
      await b.context.close();
    },
  };
}
