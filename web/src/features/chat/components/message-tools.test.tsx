import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { closeFakeSocket, openFakeSocket } from '../testing/fake-socket';
import {
  jsonResponse,
  makeConversation,
  makeMessage,
  ME_ID,
  MESSAGES_PATH,
  PARTNER_ID,
  signedInStore,
  stubChatApi,
  type Handler,
} from '../testing/fixtures';
import { ChatScreen } from './chat-screen';

afterEach(() => {
  closeFakeSocket();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const mine = { _id: ME_ID, name: 'Minji Kim', imageUrls: [] };

async function openConversation(options: Parameters<typeof stubChatApi>[0] = {}) {
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
const bubbleOf = (text: string) => {
  const bubble = screen
    .queryAllByTestId('message')
    .find((b) => within(b).queryAllByText(text).length > 0);
  if (!bubble) throw new Error(`no message bubble shows "${text}"`);
  return bubble;
};

async function openActions(text: string) {
  await userEvent.click(within(bubbleOf(text)).getByRole('button', { name: 'More actions' }));
  return screen.findByRole('menu');
}

const features =
  (translation: boolean): Handler =>
  (_request, url) =>
    url.pathname === '/api/v1/features'
      ? jsonResponse({ success: true, data: { translation, push: false, turn: false } })
      : undefined;

describe('Message actions', () => {
  it('corrects the partner’s message: payload, then the diff with the note, and the mark', async () => {
    const original = makeMessage({ message: 'I go to school yesterday' });
    const { socket } = await openConversation({ messages: [original] });
    await openActions('I go to school yesterday');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Correct' }));

    const corrected = screen.getByRole('textbox', { name: 'Corrected text' });
    expect(corrected).toHaveValue('I go to school yesterday');
    const send = screen.getByRole('button', { name: 'Send correction' });
    expect(send).toBeDisabled(); // unchanged
    await userEvent.clear(corrected);
    await userEvent.type(corrected, 'I went to school yesterday');
    await userEvent.type(screen.getByRole('textbox', { name: 'Note (optional)' }), 'Past tense');
    await userEvent.click(send);

    const [payload] = socket.emitsOf('sendMessage')[0]!;
    expect(payload).toMatchObject({
      receiver: PARTNER_ID,
      kind: 'correction',
      correction: {
        messageId: original._id,
        corrected: 'I went to school yesterday',
        note: 'Past tense',
      },
    });
    expect(payload).not.toHaveProperty('message');
    // The composer is back, and the pending correction shows the word diff at once.
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
    const diff = await screen.findByTestId('word-diff');
    expect(within(diff).getByRole('deletion')).toHaveTextContent('go');
    expect(within(diff).getByRole('insertion')).toHaveTextContent('went');
    expect(screen.getByText('Past tense')).toBeInTheDocument();

    act(() =>
      socket.acknowledge('sendMessage', {
        status: 'success',
        message: makeMessage({
          kind: 'correction',
          message: 'I went to school yesterday',
          clientId: payload.clientId ?? null,
          sender: mine,
          receiver: PARTNER_ID,
          correction: {
            messageId: original._id,
            original: original.message,
            corrected: 'I went to school yesterday',
            note: 'Past tense',
          },
        }),
      }),
    );
    expect(
      await within(bubbleOf('I go to school yesterday')).findByTestId('corrected-mark'),
    ).toHaveTextContent('Corrected');
  });

  it('cancels a correction without sending, and offers none on my own messages', async () => {
    const { socket } = await openConversation({
      messages: [
        makeMessage({ message: 'Hola!' }),
        makeMessage({ message: 'Mine', sender: mine, receiver: PARTNER_ID }),
      ],
    });
    await openActions('Mine');
    expect(screen.queryByRole('menuitem', { name: 'Correct' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await openActions('Hola!');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Correct' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel correction' }));
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
    expect(socket.emitsOf('sendMessage')).toHaveLength(0);
  });

  it('shows a correction from the partner as a diff and marks my original', async () => {
    const original = makeMessage({ message: 'Yo soy cansado', sender: mine, receiver: PARTNER_ID });
    const { socket } = await openConversation({ messages: [original] });
    const correction = makeMessage({
      kind: 'correction',
      message: 'Yo estoy cansado',
      correction: {
        messageId: original._id,
        original: 'Yo soy cansado',
        corrected: 'Yo estoy cansado',
      },
    });
    act(() =>
      socket.serverSends('newMessage', {
        message: correction,
        senderId: PARTNER_ID,
        unreadCount: 1,
      }),
    );
    const diff = await screen.findByTestId('word-diff');
    expect(within(diff).getByRole('deletion')).toHaveTextContent('soy');
    expect(within(diff).getByRole('insertion')).toHaveTextContent('estoy');
    expect(within(bubbleOf('Yo soy cansado')).getByTestId('corrected-mark')).toBeInTheDocument();
  });
});

describe('Reactions on messages', () => {
  const reactionsPath = (id: string) => `/api/v1/messages/message/${id}/reactions`;

  it('toggles my reaction at once and keeps the server’s count', async () => {
    const message = makeMessage({
      message: 'Nos vemos!',
      reactions: [{ emoji: '👍', count: 1, mine: false }],
    });
    let answer!: (response: Response) => void;
    const bodies: unknown[] = [];
    await openConversation({
      messages: [message],
      extra: async (request, url) => {
        if (url.pathname !== reactionsPath(message._id) || request.method !== 'PUT') return;
        bodies.push(await request.json());
        return new Promise<Response>((resolve) => (answer = resolve));
      },
    });
    const chip = screen.getByRole('button', { name: '👍: 1 reaction' });
    expect(chip).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(chip);
    const mineChip = await screen.findByRole('button', {
      name: /👍: 2 reactions, including yours/,
    });
    expect(mineChip).toHaveAttribute('aria-pressed', 'true');
    expect(bodies).toEqual([{ emoji: '👍' }]);
    act(() =>
      answer(
        jsonResponse({
          success: true,
          data: { reactions: [{ emoji: '👍', count: 3, mine: true }] },
        }),
      ),
    );
    expect(await screen.findByRole('button', { name: /👍: 3 reactions/ })).toBeInTheDocument();
  });

  it('adds a quick reaction from the menu and rolls it back when the server refuses', async () => {
    const message = makeMessage({ message: 'Qué tal?' });
    let answer!: (response: Response) => void;
    await openConversation({
      messages: [message],
      extra: (request, url) =>
        url.pathname === reactionsPath(message._id)
          ? new Promise<Response>((resolve) => (answer = resolve))
          : undefined,
    });
    await openActions('Qué tal?');
    await userEvent.click(screen.getByRole('button', { name: 'React with ❤️' }));
    const chip = await within(bubbleOf('Qué tal?')).findByRole('button', {
      name: /❤️: 1 reaction/,
    });
    expect(chip).toHaveAttribute('aria-pressed', 'true');
    act(() =>
      answer(
        jsonResponse(
          {
            success: false,
            error: 'This message already has 12 different reactions',
            code: 'tooManyReactions',
          },
          400,
        ),
      ),
    );
    expect(
      await screen.findByText('This message already has 12 different reactions'),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(bubbleOf('Qué tal?')).queryByTestId('reactions')).toBeNull());
  });

  it('shows reactions that arrive by socket', async () => {
    const message = makeMessage({ message: 'Hola!' });
    const { socket } = await openConversation({ messages: [message] });
    act(() =>
      socket.serverSends('messageReaction', {
        messageId: message._id,
        reactions: [{ emoji: '😂', count: 1, mine: false }],
      }),
    );
    expect(await screen.findByRole('button', { name: '😂: 1 reaction' })).toBeInTheDocument();
  });
});

describe('Replies', () => {
  it('replies with a banner, sends the quoted id and shows the quote above the text', async () => {
    const quoted = makeMessage({ message: '¿Dónde nos vemos?' });
    const { socket } = await openConversation({ messages: [quoted] });
    await openActions('¿Dónde nos vemos?');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Reply' }));
    const banner = screen.getByTestId('composer-banner');
    expect(banner).toHaveTextContent('Replying to Carlos Ruiz');
    expect(banner).toHaveTextContent('¿Dónde nos vemos?');
    const input = screen.getByRole('textbox', { name: 'Message' });
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.type(input, 'En el café{Enter}');

    const [payload] = socket.emitsOf('sendMessage')[0]!;
    expect(payload).toMatchObject({ message: 'En el café', replyToId: quoted._id });
    expect(screen.queryByTestId('composer-banner')).toBeNull();
    const reply = bubbleOf('En el café');
    expect(within(reply).getByTestId('reply-quote')).toHaveTextContent('¿Dónde nos vemos?');
  });

  it('cancels a reply with its button', async () => {
    const { socket } = await openConversation({ messages: [makeMessage({ message: 'Hola!' })] });
    await openActions('Hola!');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Reply' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel reply' }));
    expect(screen.queryByTestId('composer-banner')).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Hi{Enter}');
    expect(socket.emitsOf('sendMessage')[0]![0]).not.toHaveProperty('replyToId');
  });

  it('jumps to the quoted message and highlights it, or says it is not loaded', async () => {
    const quoted = makeMessage({ message: 'Vamos al cine' });
    const reply = makeMessage({
      message: '¡Sí!',
      sender: mine,
      receiver: PARTNER_ID,
      replyTo: { _id: quoted._id, message: 'Vamos al cine' },
    });
    const orphan = makeMessage({
      message: 'Claro',
      replyTo: { _id: '99999999-9999-4999-8999-999999999999', message: 'An old message' },
    });
    await openConversation({ messages: [quoted, reply, orphan] });
    await userEvent.click(screen.getByRole('button', { name: /Replying to: Vamos al cine/ }));
    const target = bubbleOf('Vamos al cine');
    expect(target).toHaveAttribute('data-highlighted');
    expect(target).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: /Replying to: An old message/ }));
    expect(await screen.findByText(/The quoted message is not loaded/)).toBeInTheDocument();
  });
});

describe('Translate, romanize and delete', () => {
  it('translates into the interface language and says from which language', async () => {
    const bodies: unknown[] = [];
    await openConversation({
      messages: [makeMessage({ message: '오늘 시간 있어요?' })],
      extra: async (request, url) => {
        if (url.pathname === '/api/v1/translate') {
          bodies.push(await request.json());
          return jsonResponse({
            success: true,
            data: { text: 'Do you have time today?', detectedSource: 'ko', cached: false },
          });
        }
        return features(true)(request, url);
      },
    });
    await openActions('오늘 시간 있어요?');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Translate' }));
    const bubble = bubbleOf('오늘 시간 있어요?');
    expect(await within(bubble).findByText('Do you have time today?')).toBeInTheDocument();
    expect(within(bubble).getByText('Translated from Korean')).toBeInTheDocument();
    expect(bodies).toEqual([{ text: '오늘 시간 있어요?', target: 'en' }]);
    // Romanization is offered for Korean, and shown under the text.
    await openActions('오늘 시간 있어요?');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Romanize' }));
    expect(await within(bubble).findByTestId('romanization')).toHaveTextContent(
      'oneul sigan isseoyo?',
    );
  });

  it('offers no Translate when the server has no translation, nor Romanize for Latin text', async () => {
    const { requests } = await openConversation({
      messages: [makeMessage({ message: 'See you tomorrow at the station' })],
      extra: features(false),
    });
    await waitFor(() =>
      expect(requests.some((r) => new URL(r.url).pathname === '/api/v1/features')).toBe(true),
    );
    await openActions('See you tomorrow at the station');
    expect(screen.getByRole('menuitem', { name: 'Copy' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Translate' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Romanize' })).toBeNull();
  });

  it('deletes a message for me', async () => {
    const message = makeMessage({ message: 'Oops' });
    const deleted: string[] = [];
    await openConversation({
      messages: [message, makeMessage({ message: 'Hola!' })],
      extra: (request, url) => {
        if (request.method !== 'DELETE' || !url.pathname.startsWith('/api/v1/messages/message/'))
          return;
        deleted.push(url.pathname);
        return jsonResponse({ success: true });
      },
    });
    await openActions('Oops');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete for me' }));
    await waitFor(() => expect(screen.queryByText('Oops')).toBeNull());
    expect(deleted).toEqual([`/api/v1/messages/message/${message._id}`]);
  });
});

describe('Long press and read aloud', () => {
  it('opens the actions with a long press on the bubble (touch screens)', async () => {
    await openConversation({ messages: [makeMessage({ message: 'Hola!' })] });
    const bubble = within(bubbleOf('Hola!')).getByText('Hola!');
    fireEvent.touchStart(bubble);
    expect(await screen.findByRole('menuitem', { name: 'Copy' })).toBeInTheDocument();
  });

  it('reads aloud with a voice of the message’s language, and offers it only when there is one', async () => {
    const speak = vi.fn();
    class Utterance {
      voice: unknown = null;
      lang = '';
      constructor(public text: string) {}
    }
    vi.stubGlobal('SpeechSynthesisUtterance', Utterance);
    vi.stubGlobal('speechSynthesis', {
      getVoices: () => [{ lang: 'ko-KR', name: 'Yuna' }],
      speak,
      cancel: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
    });
    await openConversation({
      messages: [
        makeMessage({ message: '감사합니다' }),
        makeMessage({ message: 'Muchas gracias, amigo mío' }),
      ],
    });
    await openActions('Muchas gracias, amigo mío');
    await screen.findByRole('menuitem', { name: 'Copy' });
    expect(screen.queryByRole('menuitem', { name: 'Read aloud' })).toBeNull();
    await userEvent.keyboard('{Escape}');

    await openActions('감사합니다');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Read aloud' }));
    expect(speak).toHaveBeenCalledTimes(1);
    expect(speak.mock.calls[0]![0]).toMatchObject({ text: '감사합니다', lang: 'ko-KR' });
  });
});
