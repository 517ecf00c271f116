import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { openFakeSocket } from '../testing/fake-socket';
import {
  CONVERSATIONS_PATH,
  conversationsPage,
  jsonResponse,
  makeConversation,
  makeMember,
  makeMessage,
  MESSAGES_PATH,
  OTHER_ID,
  PARTNER_ID,
  signedInStore,
  stubChatApi,
  stubFetch,
} from '../testing/fixtures';
import { ChatScreen } from './chat-screen';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Chat after a dropped connection', () => {
  it('shows every message that arrived while away, each once', async () => {
    const first = makeMessage({ message: 'First' });
    const live = makeMessage({ message: 'Seen live' });
    const missed = makeMessage({ message: 'Sent while you were away' });
    const serverMessages = [first];
    const { requests } = stubChatApi({
      conversations: [makeConversation()],
      messages: serverMessages,
    });
    const store = signedInStore();
    const socket = openFakeSocket(store);
    socket.connect();
    renderWithProviders(<ChatScreen />, {
      store,
      route: `/chat/${PARTNER_ID}`,
      path: '/chat/:userId?',
    });
    await screen.findAllByText('First');

    act(() =>
      socket.serverSends('newMessage', { message: live, senderId: PARTNER_ID, unreadCount: 0 }),
    );
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(2));
    serverMessages.push(live);

    act(() => socket.drop());
    expect(screen.getByText('Disconnected')).toBeInTheDocument();
    serverMessages.push(missed);
    const before = requests.length;
    act(() => socket.connect());

    await screen.findAllByText('Sent while you were away');
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(3));
    const refetched = requests.slice(before).map((r) => new URL(r.url).pathname);
    expect(refetched).toContain(MESSAGES_PATH);
    expect(refetched).toContain(CONVERSATIONS_PATH);
  });
});

describe('Start New Chat', () => {
  it('picks a member, opens the conversation and goes to it', async () => {
    const { requests } = stubFetch(async (request, url) => {
      if (url.pathname === CONVERSATIONS_PATH && request.method === 'GET') {
        return jsonResponse(conversationsPage([]));
      }
      if (url.pathname === '/api/v1/auth/users') {
        const yuki = makeMember({ _id: OTHER_ID, name: 'Yuki Tanaka' });
        return jsonResponse({ success: true, count: 1, data: [yuki] });
      }
      if (url.pathname === CONVERSATIONS_PATH && request.method === 'POST') {
        const body = (await request.clone().json()) as { userId: string };
        return jsonResponse({ success: true, data: makeConversation({ _id: body.userId }) });
      }
      return undefined;
    });
    const store = signedInStore();
    openFakeSocket(store);
    const { router } = renderWithProviders(<ChatScreen />, {
      store,
      route: '/chat',
      path: '/chat/:userId?',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Start New Chat' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Search members' }), 'yuki');
    // The picker searches the whole community on the server (after the 300 ms debounce).
    await waitFor(() =>
      expect(requests.some((r) => new URL(r.url).searchParams.get('q') === 'yuki')).toBe(true),
    );
    await userEvent.click(await screen.findByText('Yuki Tanaka'));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/chat/${OTHER_ID}`));
    const create = requests.find((r) => r.method === 'POST')!;
    expect(await create.clone().json()).toEqual({ userId: OTHER_ID });
  });
});
