import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ChatScreen } from '../components/chat-screen';
import { openFakeSocket } from './fake-socket';
import {
  jsonResponse,
  makeConversation,
  ME_ID,
  MESSAGES_PATH,
  PARTNER_ID,
  signedInStore,
  stubChatApi,
  type Handler,
} from './fixtures';

/** Helpers of the message tools' component tests: the open conversation with PARTNER. */
export const mine = { _id: ME_ID, name: 'Minji Kim', imageUrls: [] };

export async function openConversation(options: Parameters<typeof stubChatApi>[0] = {}) {
  const api = stubChatApi({ conversations: [makeConversation()], ...options });
  const store = signedInStore();
  const socket = openFakeSocket(store);
  socket.connect();
  renderWithProviders(<ChatScreen />, {
    store,
    route: `/chat/${PARTNER_ID}`,
    path: '/chat/:userId?',
  });
  await waitFor(() =>
    expect(api.requests.some((r) => new URL(r.url).pathname === MESSAGES_PATH)).toBe(true),
  );
  await screen.findByText(/beginning of your conversation|Say hello/);
  return { socket, store, ...api };
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

export const features =
  (translation: boolean): Handler =>
  (_request, url) =>
    url.pathname === '/api/v1/features'
      ? jsonResponse({ success: true, data: { translation, push: false, turn: false } })
      : undefined;
