import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReportContext } from '@/components/report/report-context';
import { requestsTo } from '@/testing/api';
import {
  mine,
  openConversation,
  renderChatScreen,
  restoreChatTestGlobals,
} from '../../testing/conversation';
import {
  CONVERSATIONS_PATH,
  makeConversation,
  makeMessage,
  OTHER_ID,
  PARTNER_ID,
  stubChatApi,
} from '../../testing/fixtures';

afterEach(restoreChatTestGlobals);

/** PRODUCT §9.1 message requests in the chat screen. */
const rowNames = () =>
  screen
    .queryAllByTestId('conversation-row')
    .map((row) => within(row).getAllByText(/\w/)[0]!.textContent);
const requestsTab = () => screen.getByText('Requests');

describe('the Requests list', () => {
  it('keeps requests out of Chats, counts them on the Requests tab and lists them there', async () => {
    stubChatApi({
      conversations: [
        makeConversation(),
        makeConversation({
          _id: OTHER_ID,
          name: 'Yuki Tanaka',
          lastMessage: 'Hi! Can we practise?',
          unreadCount: 1,
          requestStatus: 'request',
        }),
      ],
    });
    renderChatScreen();
    expect(await screen.findAllByTestId('conversation-row')).toHaveLength(1);
    expect(screen.getByText('Carlos Ruiz')).toBeInTheDocument();
    expect(screen.queryByText('Yuki Tanaka')).not.toBeInTheDocument();
    expect(await screen.findByTestId('requests-count')).toHaveTextContent('1');
    expect(screen.getByLabelText('1 message request')).toBeInTheDocument();

    expect(screen.getByRole('button', { name: 'Chats' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(requestsTab());
    await waitFor(() => expect(screen.getByText('Yuki Tanaka')).toBeInTheDocument());
    // Two toggle buttons, not SegmentedControl (its indicator measures the page as it hydrates).
    expect(screen.getByRole('button', { name: /Requests/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Chats' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText('Carlos Ruiz')).not.toBeInTheDocument();
    expect(screen.getByText('Hi! Can we practise?')).toBeInTheDocument();
    // The Archived entry belongs to Chats only.
    expect(screen.queryByText('Archived')).not.toBeInTheDocument();
    expect(rowNames()).toHaveLength(1);
  });

  it('says when there is no request', async () => {
    stubChatApi({ conversations: [makeConversation()] });
    renderChatScreen();
    await screen.findAllByTestId('conversation-row');
    expect(screen.queryByTestId('requests-count')).not.toBeInTheDocument();
    await userEvent.click(requestsTab());
    expect(await screen.findByText('No message requests')).toBeInTheDocument();
  });

  it('takes a live request into Requests, not Chats, and raises no new Chats row', async () => {
    stubChatApi({ conversations: [makeConversation()] });
    const { socket } = renderChatScreen({ connect: true });
    await screen.findAllByTestId('conversation-row');
    const before = requestsTo('GET', CONVERSATIONS_PATH).length;
    act(() =>
      socket.serverSends('newMessage', {
        message: makeMessage({
          _id: 'm-new',
          message: 'Hello from a stranger',
          sender: { _id: OTHER_ID, name: 'Yuki Tanaka', imageUrls: [] },
          receiver: mine._id,
        }),
        senderId: OTHER_ID,
        unreadCount: 1,
        request: true,
      }),
    );
    // Only the Requests list asks the server again (it has no row for Yuki).
    await waitFor(() => expect(requestsTo('GET', CONVERSATIONS_PATH).length).toBe(before + 1));
    const [last] = requestsTo('GET', CONVERSATIONS_PATH).slice(-1);
    expect(new URL(last!.url).searchParams.get('requests')).toBe('true');
    expect(screen.getAllByTestId('conversation-row')).toHaveLength(1);
  });
});

describe('an open request', () => {
  it('shows Accept, Decline and Report instead of the composer; Accept answers the server', async () => {
    const report = vi.fn();
    await openConversation(
      {
        conversations: [makeConversation({ requestStatus: 'request' })],
        messages: [makeMessage({ message: 'Hi, I am Carlos' })],
      },
      { wrap: (ui) => <ReportContext.Provider value={report}>{ui}</ReportContext.Provider> },
    );
    const bar = await screen.findByTestId('request-bar');
    expect(within(bar).getByText('Carlos Ruiz wants to chat with you.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    // No calls before an acceptance.
    expect(screen.getByRole('button', { name: 'Voice call' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Video call' })).toBeDisabled();

    await userEvent.click(within(bar).getByRole('button', { name: 'Report' }));
    expect(report).toHaveBeenCalledWith({
      targetType: 'user',
      targetId: PARTNER_ID,
      name: 'Carlos Ruiz',
    });

    await userEvent.click(within(bar).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(requestsTo('PUT', `${CONVERSATIONS_PATH}/${PARTNER_ID}/accept`)).toHaveLength(1),
    );
    expect(await screen.findByRole('textbox', { name: 'Message' })).toBeInTheDocument();
    expect(screen.queryByTestId('request-bar')).not.toBeInTheDocument();
  });

  it('Decline answers the server and leaves the conversation', async () => {
    await openConversation({
      conversations: [makeConversation({ requestStatus: 'request' })],
    });
    const bar = await screen.findByTestId('request-bar');
    await userEvent.click(within(bar).getByRole('button', { name: 'Decline' }));
    await waitFor(() =>
      expect(requestsTo('PUT', `${CONVERSATIONS_PATH}/${PARTNER_ID}/decline`)).toHaveLength(1),
    );
    await waitFor(() => expect(screen.queryByTestId('request-bar')).not.toBeInTheDocument());
  });
});

describe('my request waiting', () => {
  const own = (text: string) =>
    makeMessage({ _id: `own-${text}`, message: text, sender: mine, receiver: PARTNER_ID });

  it('shows a calm note above a text-only composer', async () => {
    await openConversation({
      conversations: [makeConversation({ requestStatus: 'pending' })],
      messages: [own('one'), own('two')],
    });
    expect(await screen.findByTestId('request-pending')).toHaveTextContent(
      'Your message request is waiting for Carlos Ruiz to accept it.',
    );
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
    // Texts only until it is accepted: no photo or voice button, no call.
    expect(screen.queryByRole('button', { name: 'Attach photos' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Record a voice message' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Voice call' })).toBeDisabled();
  });

  it('replaces the composer with the server’s reason once 3 texts are sent', async () => {
    await openConversation({
      conversations: [makeConversation({ requestStatus: 'pending' })],
      messages: [own('one'), own('two'), own('three')],
    });
    expect(await screen.findByTestId('request-pending')).toHaveTextContent(
      'Your message request has not been accepted yet. Until it is, you can send up to 3 text messages',
    );
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
  });
});
