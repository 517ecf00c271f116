import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppStore } from '@/stores/store';
import { ALL_CONVERSATIONS, getConversationsApi, loadedRows } from '../../api/get-conversations';
import { mine, openConversation, restoreChatTestGlobals } from '../../testing/conversation';
import { makeConversation, makeMessage, PARTNER_ID } from '../../testing/fixtures';

afterEach(restoreChatTestGlobals);

const input = () => screen.getByRole('textbox', { name: 'Message' });
const sendButton = () => screen.getByRole('button', { name: 'Send message' });
const bubbles = () => screen.queryAllByTestId('message');
const cachedUnread = (store: AppStore) =>
  loadedRows(
    getConversationsApi.endpoints.getConversations.select(ALL_CONVERSATIONS)(store.getState()).data,
  ).find((c) => c._id === PARTNER_ID)?.unreadCount;

describe('Chat window', () => {
  it('shows the header, messages under a date separator and the partner presence', async () => {
    const { socket } = await openConversation({
      messages: [makeMessage({ message: 'Hola!' }), makeMessage({ message: 'Qué tal?' })],
    });
    expect(screen.getAllByText('Carlos Ruiz').length).toBeGreaterThan(0);
    expect(screen.getByText('Today')).toBeInTheDocument();
    expect(bubbles().map((b) => within(b).getByText(/Hola|Qué/).textContent)).toEqual([
      'Hola!',
      'Qué tal?',
    ]);
    // Until the server's online list arrives the header claims nothing about the partner.
    expect(screen.queryByTestId('partner-presence')).not.toBeInTheDocument();
    expect(screen.queryByText('Offline')).not.toBeInTheDocument();
    expect(screen.getByTestId('partner-presence-loading')).toBeInTheDocument();
    act(() => socket.serverSends('onlineUsers', []));
    expect(screen.getByTestId('partner-presence')).toHaveTextContent('Offline');
    act(() => socket.serverSends('userOnline', { userId: PARTNER_ID }));
    expect(screen.getByTestId('partner-presence')).toHaveTextContent('Online');
    const fiveMinutesAgo = new Date(Date.now() - 5 * 60_000).toISOString();
    act(() => socket.serverSends('userOffline', { userId: PARTNER_ID, lastSeen: fiveMinutesAgo }));
    expect(screen.getByTestId('partner-presence')).toHaveTextContent('Last seen 5m ago');
    act(() => socket.serverSends('userOnline', { userId: PARTNER_ID }));
    const justNow = new Date().toISOString();
    act(() => socket.serverSends('userOffline', { userId: PARTNER_ID, lastSeen: justNow }));
    expect(screen.getByTestId('partner-presence')).toHaveTextContent(/^Last seen just now$/);
  });

  it('asks the server about the partner by id once the online list is in (someone new is not on it)', async () => {
    const { socket } = await openConversation();
    const askedById = () =>
      socket.emitsOf('getOnlineUsers').filter((args) => typeof args[0] === 'object');
    expect(askedById()).toEqual([]);
    act(() => socket.serverSends('onlineUsers', []));
    expect(screen.getByTestId('partner-presence')).toHaveTextContent('Offline');
    await waitFor(() => expect(askedById()).toHaveLength(1));
    const [payload, ack] = askedById()[0]! as [unknown, (response: unknown) => void];
    expect(payload).toEqual({ userIds: [PARTNER_ID] });
    act(() =>
      ack({ status: 'success', users: [{ userId: PARTNER_ID, status: 'online', lastSeen: null }] }),
    );
    expect(screen.getByTestId('partner-presence')).toHaveTextContent('Online');
  });

  it('keeps Send disabled for a blank message, and enabled while disconnected (the outbox)', async () => {
    await openConversation({}, { connect: false });
    expect(input()).toHaveAttribute('placeholder', 'Type your message...');
    expect(sendButton()).toBeDisabled();
    await userEvent.type(input(), 'Hello');
    expect(sendButton()).toBeEnabled();
    await userEvent.clear(input());
    await userEvent.type(input(), '   ');
    expect(sendButton()).toBeDisabled();
  });

  it('sends on Enter: pending at once, delivered on the acknowledgement', async () => {
    const { socket } = await openConversation();
    await userEvent.type(input(), 'Hello Carlos{Enter}');

    const [payload] = socket.emitsOf('sendMessage')[0]!;
    expect(payload).toMatchObject({ receiver: PARTNER_ID, message: 'Hello Carlos' });
    expect(payload.clientId).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(input()).toHaveValue('');
    // The pending bubble is written to the cache right after the emit, in a later tick.
    const bubble = (await screen.findByText('Hello Carlos')).closest('[data-testid="message"]')!;
    expect(within(bubble as HTMLElement).getByRole('img', { name: 'Sending' })).toBeInTheDocument();
    // typing went out while typing (throttled to once a second, so more on a slow machine),
    // and stopTyping goes out with the send
    expect(socket.emitsOf('typing').length).toBeGreaterThanOrEqual(1);
    expect(socket.emitsOf('stopTyping')).toEqual([[{ receiver: PARTNER_ID }]]);

    act(() =>
      socket.acknowledge('sendMessage', {
        status: 'success',
        message: makeMessage({
          message: 'Hello Carlos',
          clientId: payload.clientId ?? null,
          sender: mine,
          receiver: PARTNER_ID,
        }),
      }),
    );
    expect(await screen.findByRole('img', { name: 'Delivered' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Sending' })).toBeNull();
    expect(await screen.findByText('You: Hello Carlos')).toBeInTheDocument(); // the row preview
    expect(bubbles()).toHaveLength(1);
  });

  it('Shift+Enter adds a line instead of sending', async () => {
    const { socket } = await openConversation();
    await userEvent.type(input(), 'line one{Shift>}{Enter}{/Shift}line two');
    expect(socket.emitsOf('sendMessage')).toHaveLength(0);
    expect(input()).toHaveValue('line one\nline two');
  });

  it('marks a refused send as failed, and Retry re-sends with the same clientId', async () => {
    const { socket } = await openConversation();
    await userEvent.type(input(), 'Are you there?{Enter}');
    act(() => socket.acknowledge('sendMessage', { status: 'error', error: 'Server busy' }));
    expect(await screen.findByRole('img', { name: 'Not sent' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    const sends = socket.emitsOf('sendMessage');
    expect(sends).toHaveLength(2);
    expect(sends[1]![0].clientId).toBe(sends[0]![0].clientId);
    expect(await screen.findByRole('img', { name: 'Sending' })).toBeInTheDocument();

    act(() =>
      socket.acknowledge('sendMessage', {
        status: 'success',
        message: makeMessage({
          message: 'Are you there?',
          clientId: sends[0]![0].clientId ?? null,
          sender: mine,
          receiver: PARTNER_ID,
        }),
      }),
    );
    expect(await screen.findByRole('img', { name: 'Delivered' })).toBeInTheDocument();
    expect(bubbles()).toHaveLength(1);
  });

  it('marks the pending message as failed on messageError', async () => {
    const { socket } = await openConversation();
    await userEvent.type(input(), 'Hi{Enter}');
    act(() => socket.serverSends('messageError', { error: 'You cannot send messages' }));
    expect(await screen.findByRole('img', { name: 'Not sent' })).toBeInTheDocument();
  });

  it('appends an incoming message once, however often it arrives', async () => {
    const { socket } = await openConversation({ messages: [makeMessage({ message: 'Hola!' })] });
    const incoming = makeMessage({ message: 'Nos vemos mañana' });
    act(() => {
      socket.serverSends('newMessage', { message: incoming, senderId: PARTNER_ID, unreadCount: 1 });
      socket.serverSends('newMessage', { message: incoming, senderId: PARTNER_ID, unreadCount: 1 });
    });
    await waitFor(() => expect(bubbles()).toHaveLength(2));
    expect(within(bubbles()[1]!).getByText('Nos vemos mañana')).toBeInTheDocument();
  });

  it('shows the typing bubble and clears it after 3 seconds', async () => {
    const { socket } = await openConversation();
    vi.useFakeTimers();
    act(() => socket.serverSends('userTyping', { userId: PARTNER_ID, isTyping: true }));
    expect(screen.getByText('Carlos Ruiz is typing...')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByText('Carlos Ruiz is typing...')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Carlos Ruiz is typing...')).toBeNull();
  });

  it('emits stopTyping 2 seconds after the last keystroke', async () => {
    const { socket } = await openConversation();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    await user.type(input(), 'Hol');
    expect(socket.emitsOf('typing')).toEqual([[{ receiver: PARTNER_ID }]]);
    expect(socket.emitsOf('stopTyping')).toHaveLength(0);
    act(() => vi.advanceTimersByTime(2000));
    expect(socket.emitsOf('stopTyping')).toEqual([[{ receiver: PARTNER_ID }]]);
  });

  it('sets unread to 0 at once, sends markAsRead after 100 ms and restores it on failure', async () => {
    const { socket, store } = await openConversation(
      { conversations: [makeConversation({ unreadCount: 3 })] },
      { connect: false },
    );
    expect(screen.getByTestId('unread-badge')).toHaveTextContent('3');
    const connectedAt = performance.now();
    act(() => socket.connect());
    // The cached count the badge renders from is 0 at once; the request waits 100 ms.
    expect(cachedUnread(store)).toBe(0);
    expect(socket.emitsOf('markAsRead')).toHaveLength(0);
    await waitFor(() => expect(screen.queryByTestId('unread-badge')).toBeNull());
    await waitFor(() => expect(socket.emitsOf('markAsRead')).toHaveLength(1));
    const request = socket.emitted.find((e) => e.event === 'markAsRead')!;
    expect(request.args[0]).toEqual({ senderId: PARTNER_ID });
    expect(request.at - connectedAt).toBeGreaterThanOrEqual(95);

    act(() => socket.acknowledge('markAsRead', { status: 'error', error: 'Server busy' }));
    expect(await screen.findByTestId('unread-badge')).toHaveTextContent('3');
  });
});
