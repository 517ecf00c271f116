import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { CONNECTION_LOST, expectConnected, messages, openAs, sendText } from './chat-helpers.ts';
import { chooseLanguage, createMember, steadyForScreenshot } from './helpers.ts';
import { latestCode } from './mail.ts';

const rowOf = (page: Page, name: string) =>
  page.getByTestId('conversation-row').filter({ hasText: name });

const send = sendText;

test('two members chat in real time: unread badge, presence, ticks, typing, no duplicates', async ({
  browser,
  request,
}) => {
  const ana = await createMember(request, latestCode, {
    name: 'Ana Sender',
    messagePolicy: 'everyone',
  });
  const ben = await createMember(request, latestCode, {
    name: 'Ben Receiver',
    messagePolicy: 'everyone',
  });
  const a = await openAs(browser, ana);
  const b = await openAs(browser, ben);

  await b.page.goto('/chat');
  await expect(b.page.getByRole('heading', { name: 'Welcome to Chat' })).toBeVisible();
  await expectConnected(b.page);

  // A starts the chat from B's member page.
  await a.page.goto(`/community/${ben.user._id}`);
  await a.page
    .getByRole('link', { name: 'Start chat' })
    .or(a.page.getByRole('button', { name: 'Start chat' }))
    .first()
    .click();
  await expect(a.page).toHaveURL(new RegExp(`/chat/${ben.user._id}$`));
  // A stranger's presence is not shown (issue 29); the first message shows each to the other.
  await expect(a.page.getByTestId('partner-presence')).not.toHaveText('Online');

  await send(a.page, 'Hello Ben, first message');
  const first = messages(a.page).filter({ hasText: 'Hello Ben, first message' });
  await expect(first).toHaveCount(1);
  await expect(a.page.getByTestId('partner-presence')).toHaveText('Online');
  await expect(first.getByRole('img', { name: /Delivered|Read/ })).toBeVisible();

  // B sees the conversation arrive with an unread badge, without a reload.
  const row = rowOf(b.page, 'Ana Sender');
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('unread-badge')).toHaveText('1');
  await expect(row).toContainText('Hello Ben, first message');

  await row.getByRole('link').click();
  await expect(b.page).toHaveURL(new RegExp(`/chat/${ana.user._id}$`));
  await expect(messages(b.page).filter({ hasText: 'Hello Ben, first message' })).toHaveCount(1);
  await expect(row.getByTestId('unread-badge')).toHaveCount(0);
  // Once B has read it, A's tick says so.
  await expect(first.getByRole('img', { name: 'Read' })).toBeVisible();

  // B types; A sees the indicator.
  await b.page.getByRole('textbox', { name: 'Message' }).pressSequentially('Hi An', { delay: 30 });
  await expect(a.page.getByText('Ben Receiver is typing...')).toBeVisible();
  await b.page.getByRole('textbox', { name: 'Message' }).fill('Hi Ana, got it');
  await b.page.getByRole('textbox', { name: 'Message' }).press('Enter');

  await expect(messages(a.page).filter({ hasText: 'Hi Ana, got it' })).toHaveCount(1);
  await expect(a.page.getByText('Ben Receiver is typing...')).toHaveCount(0);
  await expect(messages(a.page)).toHaveText([/Hello Ben, first message/, /Hi Ana, got it/]);
  await expect(messages(b.page)).toHaveText([/Hello Ben, first message/, /Hi Ana, got it/]);

  // A second exchange, still no duplicates on either side.
  await send(a.page, 'And a third one');
  await expect(messages(b.page)).toHaveText([
    /Hello Ben, first message/,
    /Hi Ana, got it/,
    /And a third one/,
  ]);
  await expect(messages(a.page)).toHaveCount(3);

  await a.context.close();
  await b.context.close();
});

test('messages sent while the receiver is offline arrive exactly once after reconnecting', async ({
  browser,
  request,
}) => {
  const ana = await createMember(request, latestCode, {
    name: 'Ana Away',
    messagePolicy: 'everyone',
  });
  const ben = await createMember(request, latestCode, {
    name: 'Ben Back',
    messagePolicy: 'everyone',
  });
  const a = await openAs(browser, ana);
  const b = await openAs(browser, ben);

  await a.page.goto(`/chat/${ben.user._id}`);
  await send(a.page, 'Before you left');
  await b.page.goto(`/chat/${ana.user._id}`);
  await expect(messages(b.page).filter({ hasText: 'Before you left' })).toHaveCount(1);
  await expect(a.page.getByTestId('partner-presence')).toHaveText('Online');

  // Variant 1: the network drops for longer than the socket's reconnection attempts last
  // (SPEC §7: five), and comes back. Each attempt is a WebSocket that fails while offline.
  let failedAttempts = 0;
  b.page.on('websocket', (socket) => socket.on('close', () => failedAttempts++));
  await b.context.setOffline(true);
  await expect(b.page.getByText(CONNECTION_LOST).first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(a.page.getByTestId('partner-presence')).toHaveText(/Last seen|Offline/, {
    timeout: 30_000,
  });
  await send(a.page, 'While you were away 1');
  await send(a.page, 'While you were away 2');
  // The client has given up (1 + 2 + 4 + 5 s between attempts): only the browser coming back
  // online starts it again.
  await expect.poll(() => failedAttempts, { timeout: 60_000 }).toBeGreaterThanOrEqual(5);
  await b.context.setOffline(false);
  await expect(messages(b.page)).toHaveText(
    [/Before you left/, /While you were away 1/, /While you were away 2/],
    { timeout: 30_000 },
  );
  await expect(a.page.getByTestId('partner-presence')).toHaveText('Online');
  // B has them on screen, so A's ticks turn to read.
  await expect(
    messages(a.page)
      .filter({ hasText: 'While you were away 2' })
      .getByRole('img', { name: 'Read' }),
  ).toBeVisible();

  // Variant 2: B closes the page, A writes, B opens the app again.
  await b.page.close();
  await expect(a.page.getByTestId('partner-presence')).toHaveText(/Last seen|Offline/);
  await send(a.page, 'Written after you closed the tab');
  const again = await b.context.newPage();
  await again.goto('/chat');
  const row = rowOf(again, 'Ana Away');
  await expect(row.getByTestId('unread-badge')).toHaveText('1');
  await row.getByRole('link').click();
  await expect(messages(again)).toHaveText([
    /Before you left/,
    /While you were away 1/,
    /While you were away 2/,
    /Written after you closed the tab/,
  ]);

  await a.context.close();
  await b.context.close();
});

test('the three-dot menu pins, deletes for one member only, and blocks', async ({
  browser,
  request,
}) => {
  const ana = await createMember(request, latestCode, {
    name: 'Ana Menu',
    messagePolicy: 'everyone',
  });
  const ben = await createMember(request, latestCode, {
    name: 'Ben Menu',
    messagePolicy: 'everyone',
  });
  const a = await openAs(browser, ana);
  const b = await openAs(browser, ben);

  await a.page.goto(`/chat/${ben.user._id}`);
  await send(a.page, 'A message to keep');
  await b.page.goto(`/chat/${ana.user._id}`);
  await expect(messages(b.page).filter({ hasText: 'A message to keep' })).toHaveCount(1);

  // Pin survives a reload.
  const menuOf = (page: Page, name: string) =>
    page.getByRole('button', { name: `Conversation options for ${name}` });
  await menuOf(a.page, 'Ben Menu').click();
  await a.page.getByRole('menuitem', { name: 'Pin conversation' }).click();
  await expect(rowOf(a.page, 'Ben Menu').getByRole('img', { name: 'Pinned' })).toBeVisible();
  await a.page.reload();
  await expect(rowOf(a.page, 'Ben Menu').getByRole('img', { name: 'Pinned' })).toBeVisible();

  // Delete: the exact dialog; Cancel keeps it, Delete removes it for A only.
  await menuOf(a.page, 'Ben Menu').click();
  await a.page.getByRole('menuitem', { name: 'Delete conversation' }).click();
  const dialog = a.page.getByRole('dialog');
  await expect(dialog.getByText('Delete Conversation')).toBeVisible();
  await expect(
    dialog.getByText('Are you sure you want to delete your conversation with Ben Menu?'),
  ).toBeVisible();
  await expect(
    dialog.getByText('This action cannot be undone. All messages will be permanently deleted.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(rowOf(a.page, 'Ben Menu')).toHaveCount(1);
  await menuOf(a.page, 'Ben Menu').click();
  await a.page.getByRole('menuitem', { name: 'Delete conversation' }).click();
  await a.page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(rowOf(a.page, 'Ben Menu')).toHaveCount(0);
  await a.page.reload();
  await expect(rowOf(a.page, 'Ben Menu')).toHaveCount(0);
  await b.page.reload();
  await expect(messages(b.page).filter({ hasText: 'A message to keep' })).toHaveCount(1);

  // B blocks A: A's next message is refused and shown as not sent.
  await menuOf(b.page, 'Ana Menu').click();
  await b.page.getByRole('menuitem', { name: 'Block user' }).click();
  await b.page.getByRole('dialog').getByRole('button', { name: 'Block', exact: true }).click();
  await expect(b.page.getByText('Ana Menu has been blocked')).toBeVisible();

  await a.page.goto(`/chat/${ben.user._id}`);
  await send(a.page, 'Can you still hear me?');
  const refused = messages(a.page).filter({ hasText: 'Can you still hear me?' });
  await expect(refused.getByRole('img', { name: 'Not sent' })).toBeVisible();
  await expect(refused.getByRole('button', { name: 'Retry' })).toBeVisible();
  await b.page.reload();
  await expect(messages(b.page).filter({ hasText: 'A message to keep' })).toHaveCount(1);
  await expect(b.page.getByText('Can you still hear me?')).toHaveCount(0);

  await a.context.close();
  await b.context.close();
});

test('Start New Chat opens the member picker and a picked member opens their chat', async ({
  browser,
  request,
}) => {
  const ana = await createMember(request, latestCode, {
    name: 'Ana Picker',
    messagePolicy: 'everyone',
  });
  const zed = await createMember(request, latestCode, {
    name: 'Zed Pickable',
    messagePolicy: 'everyone',
  });
  const a = await openAs(browser, ana);
  await a.page.goto('/chat');
  await a.page.getByRole('button', { name: 'Start New Chat' }).click();
  const dialog = a.page.getByRole('dialog', { name: 'Start a new chat' });
  await dialog.getByRole('textbox', { name: 'Search members' }).fill('Zed Pick');
  await dialog.getByText('Zed Pickable').click();
  await expect(a.page).toHaveURL(new RegExp(`/chat/${zed.user._id}$`));
  await expect(a.page.getByText('Say hello to Zed Pickable!')).toBeVisible();
  await a.context.close();
});

const SHOTS = '/tmp/shots-chat';
const LIST_TITLE = { en: 'Messages', ko: '메시지' };

test('screenshots of the list, the welcome and a conversation, phone and desktop, en and ko', async ({
  browser,
  request,
}) => {
  // Eight full page loads in two languages and two widths.
  test.setTimeout(240_000);
  fs.mkdirSync(SHOTS, { recursive: true });
  const ana = await createMember(request, latestCode, {
    name: 'Ana Shots',
    messagePolicy: 'everyone',
  });
  const ben = await createMember(request, latestCode, {
    name: 'Ben Shots',
    messagePolicy: 'everyone',
  });
  const b = await openAs(browser, ben);
  await b.page.goto(`/chat/${ana.user._id}`);
  await send(b.page, 'Hello! How is your Korean going?');
  const a = await openAs(browser, ana);
  await a.page.goto(`/chat/${ben.user._id}`);
  await send(a.page, 'Slowly but surely. 안녕하세요!');
  await send(
    a.page,
    'A somewhat longer message to see how the bubble wraps across lines at phone width.',
  );
  await expect(messages(b.page)).toHaveCount(3);

  for (const lang of ['en', 'ko'] as const) {
    await chooseLanguage(a.page, lang);
    for (const width of [390, 1280]) {
      await a.page.setViewportSize({ width, height: width < 500 ? 844 : 800 });
      await a.page.goto('/chat');
      await expect(rowOf(a.page, 'Ben Shots')).toBeVisible();
      await steadyForScreenshot(a.page);
      // The chosen language once the app has the page (the server renders the member's page in it too).
      await expect(a.page.getByRole('heading', { name: LIST_TITLE[lang] })).toBeVisible();
      await a.page.screenshot({ path: `${SHOTS}/list-${lang}-${width}.png` });
      await a.page.goto(`/chat/${ben.user._id}`);
      await expect(messages(a.page)).toHaveCount(3);
      // Scrolled to the newest message, as a conversation opens.
      await expect(messages(a.page).last()).toBeInViewport();
      await steadyForScreenshot(a.page);
      await a.page.screenshot({ path: `${SHOTS}/conversation-${lang}-${width}.png` });
    }
  }
  await a.context.close();
  await b.context.close();
});
