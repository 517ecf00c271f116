import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { startOutbox } from '../../lib/message-sender';
import { readOutbox } from '../../lib/outbox';
import { closeChatSocket } from '../../lib/socket';
import {
  mine,
  openConversation,
  renderChatScreen,
  restoreChatTestGlobals,
} from '../../testing/conversation';
import type { FakeChatSocket } from '../../testing/fake-socket';
import {
  holdFirstMessagesPage,
  makeConversation,
  makeMessage,
  ME_ID,
  PARTNER_ID,
  stubChatApi,
} from '../../testing/fixtures';

/** PRODUCT §8.4: messages written offline survive a reload and go once the socket connects. */

let stops: (() => void)[] = [];
/** What the server has stored of this conversation (its GET answers with them). */
let serverMessages: ReturnType<typeof makeMessage>[] = [];
afterEach(() => {
  serverMessages = [];
  for (const stop of stops) stop();
  stops = [];
  restoreChatTestGlobals();
});

const input = () => screen.getByRole('textbox', { name: 'Message' });
const bubbles = () => screen.queryAllByTestId('message');
const statusOf = (text: string) => {
  const bubble = bubbles().find((b) => within(b).queryByText(text));
  if (!bubble) throw new Error(`no bubble shows "${text}"`);
  return within(bubble).getByRole('img', { name: /Sending|Not sent|Delivered|Read/ });
};

/** The chat as the app runs it: the conversation, the session socket and the outbox. */
async function openChat() {
  const view = await openConversation({ messages: serverMessages }, { connect: false });
  stops.push(startOutbox(view.store.dispatch, ME_ID));
  return view;
}

/** A reload: the page and its socket are gone; only local storage remains. */
async function reload(view: Awaited<ReturnType<typeof openChat>>) {
  for (const stop of stops) stop();
  stops = [];
  view.unmount();
  closeChatSocket();
  return openChat();
}

const stored = (text: string, clientId: string) =>
  makeMessage({ message: text, clientId, sender: mine, receiver: PARTNER_ID });

function ackSuccess(socket: FakeChatSocket, text: string) {
  const [payload] = socket.emitsOf('sendMessage').at(-1)!;
  const message = stored(text, payload.clientId!);
  serverMessages.push(message);
  act(() => socket.acknowledge('sendMessage', { status: 'success', message }));
}

describe('Chat outbox', () => {
  it('keeps a message written offline, shows it pending after a reload and sends it once on reconnect', async () => {
    const first = await openChat();
    await userEvent.type(input(), 'Written on the train{Enter}');
    expect(await screen.findByText('Written on the train')).toBeInTheDocument();
    expect(statusOf('Written on the train')).toHaveAccessibleName('Sending');
    expect(first.socket.emitsOf('sendMessage')).toHaveLength(0);

    const { socket } = await reload(first);
    expect(await screen.findByText('Written on the train')).toBeInTheDocument();
    expect(statusOf('Written on the train')).toHaveAccessibleName('Sending');
    expect(socket.emitsOf('sendMessage')).toHaveLength(0);

    act(() => socket.connect());
    // A second connect (or the browser's `online`) before the answer does not send it again.
    act(() => socket.drop());
    act(() => socket.connect());
    window.dispatchEvent(new Event('online'));
    const sends = socket.emitsOf('sendMessage');
    expect(sends).toHaveLength(1);
    expect(sends[0]![0]).toMatchObject({ receiver: PARTNER_ID, message: 'Written on the train' });
    expect(sends[0]![0].clientId).toBe(readOutbox(ME_ID)[0]?.message.clientId);

    ackSuccess(socket, 'Written on the train');
    await waitFor(() => expect(statusOf('Written on the train')).toHaveAccessibleName('Delivered'));
    expect(bubbles()).toHaveLength(1);
    expect(readOutbox(ME_ID)).toEqual([]);

    act(() => socket.drop());
    act(() => socket.connect());
    expect(socket.emitsOf('sendMessage')).toHaveLength(1);
  });

  it('marks a refused message as not sent, keeps it so after a reload, and never resends it by itself', async () => {
    const first = await openChat();
    await userEvent.type(input(), 'Hello again{Enter}');
    act(() => first.socket.connect());
    expect(first.socket.emitsOf('sendMessage')).toHaveLength(1);
    act(() =>
      first.socket.acknowledge('sendMessage', {
        status: 'error',
        error: 'You cannot send messages to this member',
        code: 'blockedByMember',
      }),
    );
    await waitFor(() => expect(statusOf('Hello again')).toHaveAccessibleName('Not sent'));
    act(() => first.socket.drop());
    act(() => first.socket.connect());
    expect(first.socket.emitsOf('sendMessage')).toHaveLength(1);

    const { socket } = await reload(first);
    expect(await screen.findByText('Hello again')).toBeInTheDocument();
    expect(statusOf('Hello again')).toHaveAccessibleName('Not sent');
    act(() => socket.connect());
    expect(socket.emitsOf('sendMessage')).toHaveLength(0);

    // Retry is the member's decision: it goes again, with the same clientId.
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(socket.emitsOf('sendMessage')).toHaveLength(1);
    expect(socket.emitsOf('sendMessage')[0]![0].clientId).toBe(
      first.socket.emitsOf('sendMessage')[0]![0].clientId,
    );
  });

  it('drops a message from the outbox when the conversation shows it stored (its answer was lost)', async () => {
    const first = await openChat();
    await userEvent.type(input(), 'Did it arrive?{Enter}');
    const clientId = readOutbox(ME_ID)[0]!.message.clientId!;
    first.unmount();
    closeChatSocket();
    for (const stop of stops) stop();
    stops = [];

    serverMessages.push(stored('Did it arrive?', clientId));
    const { socket } = await openChat();
    await waitFor(() => expect(statusOf('Did it arrive?')).toHaveAccessibleName('Delivered'));
    expect(bubbles()).toHaveLength(1);
    expect(readOutbox(ME_ID)).toEqual([]);
    act(() => socket.connect());
    expect(socket.emitsOf('sendMessage')).toHaveLength(0);
  });

  it('shows a message sent while the conversation was still loading as delivered, once', async () => {
    const first = await openChat();
    await userEvent.type(input(), 'Sent as the page loads{Enter}');
    first.unmount();
    closeChatSocket();
    for (const stop of stops) stop();
    stops = [];

    // After a reload the page's request reaches the server before the message does, and its
    // answer arrives after the message's acknowledgement.
    stubChatApi({ conversations: [makeConversation()], messages: serverMessages });
    const page = holdFirstMessagesPage(serverMessages);
    const { socket, store } = renderChatScreen({ route: `/chat/${PARTNER_ID}` });
    stops.push(startOutbox(store.dispatch, ME_ID));
    act(() => socket.connect());
    await waitFor(() => expect(socket.emitsOf('sendMessage')).toHaveLength(1));
    ackSuccess(socket, 'Sent as the page loads');
    page.release();

    await waitFor(() =>
      expect(statusOf('Sent as the page loads')).toHaveAccessibleName('Delivered'),
    );
    expect(bubbles()).toHaveLength(1);
    expect(readOutbox(ME_ID)).toEqual([]);
  });
});
