import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { closeFakeSocket, openFakeSocket } from '../testing/fake-socket';
import {
  CONVERSATIONS_PATH,
  jsonResponse,
  makeConversation,
  makeMessage,
  OTHER_ID,
  PARTNER_ID,
  signedInStore,
  stubChatApi,
  stubFetch,
} from '../testing/fixtures';
import { ChatScreen } from './chat-screen';

afterEach(() => {
  closeFakeSocket();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderChat(route = '/chat') {
  const store = signedInStore();
  const socket = openFakeSocket(store);
  const view = renderWithProviders(<ChatScreen />, { store, route, path: '/chat/:userId?' });
  return { ...view, socket };
}

const conversationRequests = (requests: Request[]) =>
  requests.filter((r) => new URL(r.url).pathname === CONVERSATIONS_PATH && r.method === 'GET');

describe('Chat conversation list', () => {
  it('shows the loading text, then the welcome panel and the empty state', async () => {
    let answer: (response: Response) => void = () => {};
    stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderChat();
    expect(await screen.findByText('Loading conversations...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Messages' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome to Chat' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Select a conversation from the list to start chatting or search for a user to begin a new conversation.',
      ),
    ).toBeInTheDocument();
    answer(jsonResponse({ success: true, count: 0, data: [] }));
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
    expect(screen.getByText('Start a conversation to see it appear here')).toBeInTheDocument();
  });

  it('shows Connection Error with the server message, and Try Again refetches', async () => {
    let fail = true;
    const { requests } = stubFetch((request, url) => {
      if (url.pathname !== CONVERSATIONS_PATH) return undefined;
      if (fail) return jsonResponse({ success: false, error: 'Database is down' }, 500);
      return jsonResponse({ success: true, count: 1, data: [makeConversation()] });
    });
    renderChat();
    expect(await screen.findByText('Connection Error')).toBeInTheDocument();
    expect(screen.getByText('Database is down')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Carlos Ruiz')).toBeInTheDocument();
    expect(conversationRequests(requests)).toHaveLength(2);
  });

  it('searches names and last messages (trimmed, any case) and says when nothing matches', async () => {
    stubChatApi({
      conversations: [
        makeConversation(),
        makeConversation({
          _id: OTHER_ID,
          name: 'Yuki Tanaka',
          lastMessage: 'See you at the café',
        }),
      ],
    });
    renderChat();
    expect(await screen.findAllByTestId('conversation-row')).toHaveLength(2);
    const search = screen.getByPlaceholderText('Search messages...');

    await userEvent.type(search, '  CAFÉ ');
    expect(screen.getAllByTestId('conversation-row')).toHaveLength(1);
    expect(screen.getByText('Yuki Tanaka')).toBeInTheDocument();

    await userEvent.clear(search);
    await userEvent.type(search, 'nobody');
    expect(screen.getByText('No matching conversations')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search terms')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getAllByTestId('conversation-row')).toHaveLength(2);
  });

  it('shows unread badges capped at 99+, the preview and No messages yet', async () => {
    stubChatApi({
      conversations: [
        makeConversation({ unreadCount: 150 }),
        makeConversation({
          _id: OTHER_ID,
          name: 'Yuki Tanaka',
          unreadCount: 7,
          lastMessage: null,
          lastMessageTime: null,
        }),
      ],
    });
    renderChat();
    const badges = await screen.findAllByTestId('unread-badge');
    expect(badges.map((b) => b.textContent)).toEqual(['99+', '7']);
    expect(screen.getByText('Hola!')).toBeInTheDocument();
    expect(screen.getByText('No messages yet')).toBeInTheDocument();
  });

  it('orders pinned first, then online partners, then the newest message', async () => {
    const old = new Date(Date.now() - 3_600_000).toISOString();
    stubChatApi({
      conversations: [
        makeConversation({
          _id: OTHER_ID,
          name: 'Newest',
          lastMessageTime: new Date().toISOString(),
        }),
        makeConversation({ name: 'Online friend', lastMessageTime: old }),
        makeConversation({
          _id: '44444444-4444-4444-8444-444444444444',
          name: 'Pinned friend',
          pinned: true,
          lastMessageTime: old,
        }),
      ],
    });
    const { socket } = renderChat();
    await screen.findAllByTestId('conversation-row');
    act(() => {
      socket.connect();
      socket.serverSends('onlineUsers', [{ userId: PARTNER_ID, status: 'online', lastSeen: null }]);
    });
    const names = screen
      .getAllByTestId('conversation-row')
      .map((row) => within(row).getAllByText(/friend|Newest/)[0]!.textContent);
    expect(names).toEqual(['Pinned friend', 'Online friend', 'Newest']);
    expect(screen.getByText('1 online')).toBeInTheDocument();
  });

  it('shows Connected or Disconnected and disables Refresh while disconnected', async () => {
    stubChatApi({ conversations: [makeConversation()] });
    const { socket } = renderChat();
    await screen.findByText('Carlos Ruiz');
    expect(screen.getByText('Disconnected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeDisabled();
    act(() => socket.connect());
    expect(screen.getByText('Connected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled();
    act(() => socket.drop());
    expect(screen.getByText('Disconnected')).toBeInTheDocument();
  });

  it('moves a new message into its row with the server unread count', async () => {
    stubChatApi({ conversations: [makeConversation()] });
    const { socket } = renderChat();
    await screen.findByText('Hola!');
    act(() => {
      socket.connect();
      socket.serverSends('newMessage', {
        message: makeMessage({ message: 'Are you free tonight?' }),
        senderId: PARTNER_ID,
        unreadCount: 4,
      });
    });
    expect(await screen.findByText('Are you free tonight?')).toBeInTheDocument();
    expect(screen.getByTestId('unread-badge')).toHaveTextContent('4');
  });

  it('deletes a conversation after the exact confirmation dialog', async () => {
    const { requests } = stubChatApi({ conversations: [makeConversation()] });
    renderChat();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Conversation options for Carlos Ruiz' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete conversation' }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete Conversation' });
    expect(
      within(dialog).getByText(
        'Are you sure you want to delete your conversation with Carlos Ruiz?',
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'This action cannot be undone. All messages will be permanently deleted.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(requests.some((r) => r.method === 'DELETE')).toBe(true));
    const deletion = requests.find((r) => r.method === 'DELETE')!;
    expect(new URL(deletion.url).pathname).toBe(`${CONVERSATIONS_PATH}/${PARTNER_ID}`);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows Archive as not yet available', async () => {
    stubChatApi({ conversations: [makeConversation()] });
    renderChat();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Conversation options for Carlos Ruiz' }),
    );
    const archive = await screen.findByRole('menuitem', { name: /Archive conversation/ });
    expect(archive).toBeDisabled();
    expect(within(archive).getByText('Coming soon')).toBeInTheDocument();
  });
});
