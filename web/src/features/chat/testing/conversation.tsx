import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { expect, vi } from 'vitest';
import { requestsTo } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import { ChatScreen } from '../components/chat-screen';
import { openFakeSocket } from './fake-socket';
import {
  ME_ID,
  MESSAGES_PATH,
  PARTNER_ID,
  makeConversation,
  signedInStore,
  stubChatApi,
} from './fixtures';

/** Helpers of the chat screen's component tests. */
export const mine = { _id: ME_ID, name: 'Minji Kim', imageUrls: [] };

/** What a chat test may leave behind: spies, stubbed globals and fake timers (`afterEach`). */
export function restoreChatTestGlobals() {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
}

/**
 * The chat screen at `route` for `me`, with the fake session socket (connected when `connect`);
 * `wrap` puts the screen inside providers a test needs (e.g. the report context).
 */
export function renderChatScreen({
  route = '/chat',
  connect = false,
  wrap = (ui: ReactElement) => ui,
}: { route?: string; connect?: boolean; wrap?: (ui: ReactElement) => ReactElement } = {}) {
  const store = signedInStore();
  const socket = openFakeSocket(store);
  if (connect) socket.connect();
  const view = renderWithProviders(wrap(<ChatScreen />), {
    store,
    route,
    path: '/chat/:userId?',
  });
  return { ...view, store, socket };
}

/**
 * The open conversation with PARTNER (one conversation row unless `options` say otherwise), once
 * its messages are loaded.
 */
export async function openConversation(
  options: Parameters<typeof stubChatApi>[0] = {},
  { connect = true, wrap }: Omit<Parameters<typeof renderChatScreen>[0] & {}, 'route'> = {},
) {
  const api = stubChatApi({ conversations: [makeConversation()], ...options });
  const view = renderChatScreen({ route: `/chat/${PARTNER_ID}`, connect, wrap });
  await waitFor(() => expect(requestsTo('GET', MESSAGES_PATH).length).toBeGreaterThan(0));
  await screen.findByText(/beginning of your conversation|Say hello/);
  return { ...view, ...api };
}

/** The first message bubble showing `text` (a correction's quote comes later). */
export const bubbleOf = (text: string) => {
  const bubble = screen
    .queryAllByTestId('message')
    .find((b) => within(b).queryAllByText(text).length > 0);
  if (!bubble) throw new Error(`no message bubble shows "${text}"`);
  return bubble;
};

export async function openActions(text: string) {
  await userEvent.click(within(bubbleOf(text)).getByRole('button', { name: 'More actions' }));
  return screen.findByRole('menu');
}
