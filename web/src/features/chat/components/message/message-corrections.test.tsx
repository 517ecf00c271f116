import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  bubbleOf,
  mine,
  openActions,
  openConversation,
  restoreChatTestGlobals,
} from '../../testing/conversation';
import { makeMessage, PARTNER_ID } from '../../testing/fixtures';

afterEach(restoreChatTestGlobals);

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
