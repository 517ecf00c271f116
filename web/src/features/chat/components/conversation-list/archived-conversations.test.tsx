import { ZConversationResponse } from '@chingu/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { http, requestsTo, respond, server, urlsOf } from '@/testing/api';
import { renderChatScreen, restoreChatTestGlobals } from '../../testing/conversation';
import {
  CONVERSATIONS_PATH,
  makeConversation,
  makeMessage,
  OTHER_ID,
  PARTNER_ID,
  stubChatApi,
} from '../../testing/fixtures';

afterEach(restoreChatTestGlobals);

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
  stubChatApi({ conversations });
  return { ...renderChatScreen({ connect: true }), conversations };
}

const rowNames = () =>
  screen
    .queryAllByTestId('conversation-row')
    .map((row) => within(row).getByText(/Carlos|Yuki/).textContent);

describe('Archived conversations', () => {
  it('offers Undo after archiving, which brings the row back at once (issue 28)', async () => {
    renderChat();
    await waitFor(() => expect(rowNames()).toEqual(['Carlos Ruiz', 'Yuki Tanaka']));
    await userEvent.click(
      screen.getByRole('button', { name: 'Conversation options for Carlos Ruiz' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Archive conversation' }));
    await waitFor(() => expect(rowNames()).toEqual(['Yuki Tanaka']));
    const notice = (await screen.findByText('Conversation with Carlos Ruiz archived')).closest(
      '.mantine-Notification-root',
    ) as HTMLElement;
    await userEvent.click(within(notice).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(rowNames()).toEqual(['Carlos Ruiz', 'Yuki Tanaka']));
    expect(requestsTo('PUT', `${CONVERSATIONS_PATH}/${PARTNER_ID}/unarchive`)).toHaveLength(1);
    expect(
      await screen.findByText('Conversation with Carlos Ruiz moved back to your messages'),
    ).toBeInTheDocument();
  });

  it('archives a row into the Archived list; a new message brings it back', async () => {
    const { socket, conversations } = renderChat();
    await waitFor(() => expect(rowNames()).toEqual(['Carlos Ruiz', 'Yuki Tanaka']));

    await userEvent.click(
      screen.getByRole('button', { name: 'Conversation options for Carlos Ruiz' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Archive conversation' }));
    await waitFor(() => expect(rowNames()).toEqual(['Yuki Tanaka']));
    expect(requestsTo('PUT', `${CONVERSATIONS_PATH}/${PARTNER_ID}/archive`)).toHaveLength(1);
    expect(await screen.findByText('Conversation with Carlos Ruiz archived')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Archived' }));
    expect(screen.getByRole('heading', { name: 'Archived' })).toBeInTheDocument();
    await waitFor(() => expect(rowNames()).toEqual(['Carlos Ruiz']));
    expect(urlsOf(CONVERSATIONS_PATH).some((u) => u.searchParams.get('archived') === 'true')).toBe(
      true,
    );

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

  it('shows the row under Archived when that list was opened while the archive was on its way', async () => {
    const { conversations } = renderChat();
    // The server stores the archive only when the test says so.
    let storeArchive!: () => void;
    const stored = new Promise<void>((resolve) => (storeArchive = resolve));
    server.use(
      http.put(`${CONVERSATIONS_PATH}/:userId/archive`, async () => {
        await stored;
        conversations[0]!.archived = true;
        return respond(ZConversationResponse, { success: true, data: conversations[0]! });
      }),
    );
    await waitFor(() => expect(rowNames()).toEqual(['Carlos Ruiz', 'Yuki Tanaka']));
    await userEvent.click(
      screen.getByRole('button', { name: 'Conversation options for Carlos Ruiz' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Archive conversation' }));
    await waitFor(() => expect(rowNames()).toEqual(['Yuki Tanaka']));
    await userEvent.click(screen.getByRole('button', { name: 'Archived' }));
    // Read before the server stored the archive: nothing archived yet.
    expect(await screen.findByText('No archived conversations')).toBeInTheDocument();
    act(() => storeArchive());
    await waitFor(() => expect(rowNames()).toEqual(['Carlos Ruiz']));
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
    const { conversations } = renderChat();
    conversations[1]!.archived = true;
    await waitFor(() => expect(rowNames()).toEqual(['Carlos Ruiz']));
    await userEvent.click(screen.getByRole('button', { name: 'Archived' }));
    await waitFor(() => expect(rowNames()).toEqual(['Yuki Tanaka']));
    await userEvent.click(
      screen.getByRole('button', { name: 'Conversation options for Yuki Tanaka' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Unarchive conversation' }));
    await waitFor(() => expect(rowNames()).toEqual([]));
    expect(requestsTo('PUT', `${CONVERSATIONS_PATH}/${OTHER_ID}/unarchive`)).toHaveLength(1);
  });
});
