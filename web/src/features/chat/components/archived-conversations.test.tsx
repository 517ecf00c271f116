import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { closeFakeSocket, openFakeSocket } from '../testing/fake-socket';
import {
  makeConversation,
  makeMessage,
  OTHER_ID,
  PARTNER_ID,
  signedInStore,
  stubChatApi,
} from '../testing/fixtures';
import { ChatScreen } from './chat-screen';

afterEach(() => {
  closeFakeSocket();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderChat() {
  const conversations = [
    makeConversation(),
    makeConversation({
      _id: OTHER_ID,
      name: 'Yuki Tanaka',
      lastMessage: 'Konnichiwa',
      // Older than Carlos's: the list shows Carlos first.
      lastMessageTime: new Date(Date.now() - 3_600_000).toISOString(),
    }),
  ];
  const api = stubChatApi({ conversations });
  const store = signedInStore();
  const socket = openFakeSocket(store);
  socket.connect();
  renderWithProviders(<ChatScreen />, { store, route: '/chat', path: '/chat/:userId?' });
  return { ...api, socket, conversations };
}

const rowNames = () =>
  screen
    .queryAllByTestId('conversation-row')
    .map((row) => within(row).getByText(/Carlos|Yuki/).textContent);

describe('Archived conversations', () => {
  it('archives a row into the Archived list; a new message brings it back', async () => {
    const { requests, socket, conversations } = renderChat();
    await waitFor(() => expect(rowNames()).toEqual(['Carlos Ruiz', 'Yuki Tanaka']));

    await userEvent.click(
      screen.getByRole('button', { name: 'Conversation options for Carlos Ruiz' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Archive conversation' }));
    await waitFor(() => expect(rowNames()).toEqual(['Yuki Tanaka']));
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(new URL(put.url).pathname).toBe(`/api/v1/messages/conversations/${PARTNER_ID}/archive`);
    expect(await screen.findByText('Conversation with Carlos Ruiz archived')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Archived' }));
    expect(screen.getByRole('heading', { name: 'Archived' })).toBeInTheDocument();
    await waitFor(() => expect(rowNames()).toEqual(['Carlos Ruiz']));
    expect(requests.some((r) => new URL(r.url).searchParams.get('archived') === 'true')).toBe(true);

    // Carlos writes: the server brings the conversation back to the main list.
    conversations[0]!.archived = false;
    act(() =>
      socket.serverSends('newMessage', {
        message: makeMessage({ message: 'Are you there?' }),
        senderId: PARTNER_ID,
        unreadCount: 1,
      }),
    );
    await waitFor(() => expect(rowNames()).toEqual([]));
    expect(await screen.findByText('No archived conversations')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Back to all conversations' }));
    expect(await screen.findByRole('heading', { name: 'Messages' })).toBeInTheDocument();
    await waitFor(() => expect(rowNames()).toEqual(['Carlos Ruiz', 'Yuki Tanaka']));
  });

  it('brings an archived row back into the open main list when a message arrives', async () => {
    const { socket, conversations } = renderChat();
    await waitFor(() => expect(rowNames()).toHaveLength(2));
    await userEvent.click(
      screen.getByRole('button', { name: 'Conversation options for Carlos Ruiz' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Archive conversation' }));
    await waitFor(() => expect(rowNames()).toEqual(['Yuki Tanaka']));

    conversations[0]!.archived = false;
    conversations[0]!.lastMessage = 'Back again';
    act(() =>
      socket.serverSends('newMessage', {
        message: makeMessage({ message: 'Back again' }),
        senderId: PARTNER_ID,
        unreadCount: 1,
      }),
    );
    await waitFor(() => expect(rowNames()).toEqual(['Carlos Ruiz', 'Yuki Tanaka']));
  });

  it('unarchives from the Archived list', async () => {
    const { requests, conversations } = renderChat();
    conversations[1]!.archived = true;
    await waitFor(() => expect(rowNames()).toEqual(['Carlos Ruiz']));
    await userEvent.click(screen.getByRole('button', { name: 'Archived' }));
    await waitFor(() => expect(rowNames()).toEqual(['Yuki Tanaka']));
    await userEvent.click(
      screen.getByRole('button', { name: 'Conversation options for Yuki Tanaka' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Unarchive conversation' }));
    await waitFor(() => expect(rowNames()).toEqual([]));
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(new URL(put.url).pathname).toBe(`/api/v1/messages/conversations/${OTHER_ID}/unarchive`);
  });
});
