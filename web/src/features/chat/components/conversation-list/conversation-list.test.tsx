import { ZConversationsResponse } from '@chingu/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, http, requestsTo, respond, server, urlsOf } from '@/testing/api';
import { renderChatScreen, restoreChatTestGlobals } from '../../testing/conversation';
import {
  CONVERSATIONS_PATH,
  conversationsPage,
  makeConversation,
  makeMessage,
  OTHER_ID,
  PARTNER_ID,
  stubChatApi,
} from '../../testing/fixtures';

afterEach(restoreChatTestGlobals);

/** The main list's `GET /messages/conversations` (the Requests list loads beside it). */
const mainListUrls = () =>
  urlsOf(CONVERSATIONS_PATH).filter((u) => u.searchParams.get('requests') !== 'true');
const conversationRequests = () => mainListUrls();
/** The `cursor` of each `GET /messages/conversations` of the main list, in order. */
const cursors = () => mainListUrls().map((u) => u.searchParams.get('cursor'));
/** A `GET /messages/conversations` answer checked against the contract. */
const rowsAnswer = (...page: Parameters<typeof conversationsPage>) =>
  respond(ZConversationsResponse, conversationsPage(...page));

describe('Chat conversation list', () => {
  it('shows the loading text, then the welcome panel and the empty state', async () => {
    let answer: (response: Response) => void = () => {};
    server.use(
      http.get(CONVERSATIONS_PATH, () => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderChatScreen();
    expect(await screen.findByText('Loading conversations...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Messages' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome to Chat' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Select a conversation from the list to start chatting or search for a user to begin a new conversation.',
      ),
    ).toBeInTheDocument();
    answer(rowsAnswer([]));
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
    expect(screen.getByText('Start a conversation to see it appear here')).toBeInTheDocument();
  });

  it('shows Connection Error with the server message, and Try Again refetches', async () => {
    let fail = true;
    server.use(
      http.get(CONVERSATIONS_PATH, () =>
        fail ? apiError(500, 'Database is down') : rowsAnswer([makeConversation()]),
      ),
    );
    renderChatScreen();
    expect(await screen.findByText('Connection Error')).toBeInTheDocument();
    expect(screen.getByText('Database is down')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Carlos Ruiz')).toBeInTheDocument();
    expect(conversationRequests()).toHaveLength(2);
  });

  it('searches on the server once typing pauses (trimmed) and says when nothing matches', async () => {
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
    renderChatScreen();
    expect(await screen.findAllByTestId('conversation-row')).toHaveLength(2);
    const search = screen.getByPlaceholderText('Search messages...');

    await userEvent.type(search, '  CAFE ');
    await waitFor(() => expect(screen.getAllByTestId('conversation-row')).toHaveLength(1));
    expect(screen.getByText('Yuki Tanaka')).toBeInTheDocument();
    // One request after the debounce, not one per keystroke; the server matches accents.
    const searched = () =>
      urlsOf(CONVERSATIONS_PATH)
        .map((u) => u.searchParams.get('q'))
        .filter(Boolean);
    expect(searched()).toEqual(['CAFE']);

    await userEvent.clear(search);
    await userEvent.type(search, 'nobody');
    expect(await screen.findByText('No matching conversations')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search terms')).toBeInTheDocument();
    expect(searched()).toEqual(['CAFE', 'nobody']);

    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(screen.getAllByTestId('conversation-row')).toHaveLength(2));
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
    renderChatScreen();
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
    const { socket } = renderChatScreen();
    await screen.findAllByTestId('conversation-row');
    act(() => {
      socket.connect();
      socket.serverSends('onlineUsers', [{ userId: PARTNER_ID, status: 'online', lastSeen: null }]);
    });
    const names = screen
      .getAllByTestId('conversation-row')
      .map((row) => within(row).getAllByText(/friend|Newest/)[0]!.textContent);
    expect(names).toEqual(['Pinned friend', 'Online friend', 'Newest']);
  });

  it('shows the connection only when it is lost, with no developer chrome (issue 28)', async () => {
    stubChatApi({ conversations: [makeConversation()] });
    const { socket } = renderChatScreen();
    await screen.findByText('Carlos Ruiz');
    // Connecting at start-up is no news; a connected list has no status, count or Refresh.
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => socket.connect());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText(/connected|online/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refresh' })).not.toBeInTheDocument();
    act(() => socket.drop());
    expect(screen.getByRole('status')).toHaveTextContent('Reconnecting…');
    act(() => socket.connect());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says so when the browser is offline', async () => {
    stubChatApi({ conversations: [makeConversation()] });
    const { socket } = renderChatScreen();
    await screen.findByText('Carlos Ruiz');
    act(() => socket.connect());
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => window.dispatchEvent(new Event('offline')));
    expect(screen.getByRole('status')).toHaveTextContent("You're offline");
    onLine.mockRestore();
  });

  it('moves a new message into its row with the server unread count', async () => {
    stubChatApi({ conversations: [makeConversation()] });
    const { socket } = renderChatScreen();
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
    stubChatApi({ conversations: [makeConversation()] });
    renderChatScreen();
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

    await waitFor(() =>
      expect(requestsTo('DELETE', `${CONVERSATIONS_PATH}/${PARTNER_ID}`)).toHaveLength(1),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

const partnerId = (n: number) => `55555555-5555-4555-8555-${String(n).padStart(12, '0')}`;
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
/** Partner 1 has the newest message, partner `count` the oldest. */
const partners = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    makeConversation({
      _id: partnerId(i + 1),
      name: `Partner ${i + 1}`,
      lastMessage: `message ${i + 1}`,
      lastMessageTime: minutesAgo(i + 1),
    }),
  );
const rowNames = () =>
  screen
    .getAllByTestId('conversation-row')
    .map((row) => within(row).getByText(/^Partner/).textContent);

/** An IntersectionObserver the test scrolls: `scrollToEnd` shows every observed sentinel. */
class ScrolledObserver {
  static live = new Set<ScrolledObserver>();
  private readonly targets = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    ScrolledObserver.live.add(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
    ScrolledObserver.live.delete(this);
  }
  takeRecords() {
    return [];
  }
  show() {
    const entries = [...this.targets].map(
      (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
    );
    if (entries.length) this.callback(entries, this as unknown as IntersectionObserver);
  }
}
const scrollToEnd = () =>
  act(() => {
    for (const observer of [...ScrolledObserver.live]) observer.show();
  });

describe('Conversation list pages', () => {
  it('loads the next page when the end of the list scrolls into view', async () => {
    vi.stubGlobal('IntersectionObserver', ScrolledObserver);
    stubChatApi({ conversations: partners(5), pageSize: 2 });
    renderChatScreen();
    expect(await screen.findAllByTestId('conversation-row')).toHaveLength(2);
    scrollToEnd();
    await waitFor(() => expect(rowNames()).toHaveLength(4));
    scrollToEnd();
    await waitFor(() => expect(rowNames()).toHaveLength(5));
    expect(rowNames()).toEqual(['Partner 1', 'Partner 2', 'Partner 3', 'Partner 4', 'Partner 5']);
    expect(screen.queryByTestId('load-more')).toBeNull();
    expect(cursors()).toEqual([null, 'after-2', 'after-4']);
  });

  it('has a keyboard-reachable Load more with loading and error states', async () => {
    const rows = partners(3);
    let nextPage: 'fail' | 'hold' = 'fail';
    let release: () => void = () => {};
    server.use(
      http.get(CONVERSATIONS_PATH, ({ request }) => {
        if (!new URL(request.url).searchParams.get('cursor')) {
          return rowsAnswer(rows.slice(0, 2), 'page-2');
        }
        if (nextPage === 'fail') return apiError(500, 'Database is down');
        return new Promise<Response>((resolve) => {
          release = () => resolve(rowsAnswer(rows.slice(2)));
        });
      }),
    );
    renderChatScreen();
    await screen.findAllByTestId('conversation-row');
    screen.getByRole('button', { name: 'Load more' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Database is down')).toBeInTheDocument();
    // The loaded rows stay; the list error is for the next page only.
    expect(rowNames()).toHaveLength(2);
    expect(screen.queryByText('Connection Error')).toBeNull();

    nextPage = 'hold';
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Loading more conversations...')).toBeInTheDocument();
    act(() => release());
    await waitFor(() => expect(rowNames()).toHaveLength(3));
    expect(screen.queryByText('Database is down')).toBeNull();
    expect(screen.queryByTestId('load-more')).toBeNull();
  });

  it('brings a partner beyond the loaded pages to the top when they write', async () => {
    const conversations = partners(4);
    stubChatApi({ conversations, pageSize: 2 });
    const { socket } = renderChatScreen();
    await screen.findAllByTestId('conversation-row');
    expect(rowNames()).toEqual(['Partner 1', 'Partner 2']);
    const before = conversationRequests().length;

    // Partner 4 (not loaded) writes: the server now lists them first.
    const message = makeMessage({
      message: 'Remember me?',
      sender: { _id: partnerId(4), name: 'Partner 4', imageUrls: [] },
    });
    const moved = conversations.splice(3, 1)[0]!;
    conversations.unshift({
      ...moved,
      lastMessage: message.message,
      lastMessageTime: message.createdAt,
      unreadCount: 1,
    });
    act(() => {
      socket.connect();
      socket.serverSends('newMessage', { message, senderId: partnerId(4), unreadCount: 1 });
    });
    expect(await screen.findByText('Remember me?')).toBeInTheDocument();
    expect(rowNames()[0]).toBe('Partner 4');
    expect(cursors().slice(before)).toEqual([null]);
  });
});
