import { ZConversationResponse, ZConversationsResponse, ZMembersResponse } from '@chingu/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { apiRequests, http, jsonBodiesOf, respond, server, urlsOf } from '@/testing/api';
import {
  openConversation,
  renderChatScreen,
  restoreChatTestGlobals,
} from '../../testing/conversation';
import {
  CONVERSATIONS_PATH,
  conversationsPage,
  holdFirstMessagesPage,
  makeConversation,
  makeMember,
  makeMessage,
  MESSAGES_PATH,
  OTHER_ID,
  PARTNER_ID,
  stubChatApi,
} from '../../testing/fixtures';

afterEach(restoreChatTestGlobals);

describe('Chat after a dropped connection', () => {
  it('shows every message that arrived while away, each once', async () => {
    const first = makeMessage({ message: 'First' });
    const live = makeMessage({ message: 'Seen live' });
    const missed = makeMessage({ message: 'Sent while you were away' });
    const serverMessages = [first];
    const { socket } = await openConversation({ messages: serverMessages });
    await screen.findAllByText('First');

    act(() =>
      socket.serverSends('newMessage', { message: live, senderId: PARTNER_ID, unreadCount: 0 }),
    );
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(2));
    serverMessages.push(live);

    act(() => socket.drop());
    expect(screen.getByRole('status')).toHaveTextContent('Reconnecting…');
    serverMessages.push(missed);
    const before = apiRequests.length;
    act(() => socket.connect());

    await screen.findAllByText('Sent while you were away');
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(3));
    const refetched = apiRequests.slice(before).map((r) => new URL(r.url).pathname);
    expect(refetched).toContain(MESSAGES_PATH);
    expect(refetched).toContain(CONVERSATIONS_PATH);
  });
});

describe('Chat while the conversation loads', () => {
  it('shows a message that arrived between the page being read and its answer', async () => {
    const serverMessages = [makeMessage({ message: 'First' })];
    stubChatApi({ conversations: [makeConversation()], messages: serverMessages });
    const page = holdFirstMessagesPage(serverMessages);
    const { socket } = renderChatScreen({ route: `/chat/${PARTNER_ID}`, connect: true });
    await waitFor(() => expect(urlsOf(MESSAGES_PATH)).toHaveLength(1));

    const early = makeMessage({ message: 'Arrived early' });
    serverMessages.push(early);
    act(() =>
      socket.serverSends('newMessage', { message: early, senderId: PARTNER_ID, unreadCount: 1 }),
    );
    page.release();

    await screen.findAllByText('Arrived early');
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(2));
  });
});

describe('Start New Chat', () => {
  it('picks a member, opens the conversation and goes to it', async () => {
    server.use(
      http.get(CONVERSATIONS_PATH, () => respond(ZConversationsResponse, conversationsPage([]))),
      http.get('/api/v1/auth/users', () => {
        const yuki = makeMember({ _id: OTHER_ID, name: 'Yuki Tanaka' });
        return respond(ZMembersResponse, { success: true, count: 1, data: [yuki] });
      }),
      http.post(CONVERSATIONS_PATH, async ({ request }) => {
        const body = (await request.json()) as { userId: string };
        return respond(ZConversationResponse, {
          success: true,
          data: makeConversation({ _id: body.userId }),
        });
      }),
    );
    const { router } = renderChatScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Start New Chat' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Search members' }), 'yuki');
    // The picker searches the whole community on the server (after the 300 ms debounce).
    await waitFor(() =>
      expect(urlsOf('/api/v1/auth/users').some((u) => u.searchParams.get('q') === 'yuki')).toBe(
        true,
      ),
    );
    await userEvent.click(await screen.findByText('Yuki Tanaka'));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/chat/${OTHER_ID}`));
    expect(await jsonBodiesOf('POST', CONVERSATIONS_PATH)).toEqual([{ userId: OTHER_ID }]);
  });
});
