import { ZReactionsResponse } from '@chingu/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, http, jsonBodiesOf, respond } from '@/testing/api';
import {
  bubbleOf,
  openActions,
  openConversation,
  restoreChatTestGlobals,
} from '../../testing/conversation';
import { makeMessage } from '../../testing/fixtures';

afterEach(restoreChatTestGlobals);

describe('Reactions on messages', () => {
  const reactionsPath = (id: string) => `/api/v1/messages/message/${id}/reactions`;

  it('toggles my reaction at once and keeps the server’s count', async () => {
    const message = makeMessage({
      message: 'Nos vemos!',
      reactions: [{ emoji: '👍', count: 1, mine: false }],
    });
    let answer!: (response: Response) => void;
    await openConversation({
      messages: [message],
      handlers: [
        http.put(reactionsPath(message._id), () => new Promise<Response>((r) => (answer = r))),
      ],
    });
    const chip = screen.getByRole('button', { name: '👍: 1 reaction' });
    expect(chip).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(chip);
    const mineChip = await screen.findByRole('button', {
      name: /👍: 2 reactions, including yours/,
    });
    expect(mineChip).toHaveAttribute('aria-pressed', 'true');
    expect(await jsonBodiesOf('PUT', reactionsPath(message._id))).toEqual([{ emoji: '👍' }]);
    act(() =>
      answer(
        respond(ZReactionsResponse, {
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
      handlers: [
        http.put(reactionsPath(message._id), () => new Promise<Response>((r) => (answer = r))),
      ],
    });
    await openActions('Qué tal?');
    await userEvent.click(screen.getByRole('button', { name: 'React with ❤️' }));
    const chip = await within(bubbleOf('Qué tal?')).findByRole('button', {
      name: /❤️: 1 reaction/,
    });
    expect(chip).toHaveAttribute('aria-pressed', 'true');
    act(() =>
      answer(apiError(400, 'This message already has 12 different reactions', 'tooManyReactions')),
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
