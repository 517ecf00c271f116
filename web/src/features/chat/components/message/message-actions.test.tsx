import { ZSuccess, ZTranslateResponse } from '@chingu/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequests, http, jsonBodiesOf, requestsTo, respond } from '@/testing/api';
import {
  bubbleOf,
  openActions,
  openConversation,
  restoreChatTestGlobals,
} from '../../testing/conversation';
import { features, makeMessage } from '../../testing/fixtures';

afterEach(restoreChatTestGlobals);

describe('Translate, romanize and delete', () => {
  it('translates into the interface language and says from which language', async () => {
    await openConversation({
      messages: [makeMessage({ message: '오늘 시간 있어요?' })],
      handlers: [
        features(true),
        http.post('/api/v1/translate', () =>
          respond(ZTranslateResponse, {
            success: true,
            data: { text: 'Do you have time today?', detectedSource: 'ko', cached: false },
          }),
        ),
      ],
    });
    await openActions('오늘 시간 있어요?');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Translate' }));
    const bubble = bubbleOf('오늘 시간 있어요?');
    expect(await within(bubble).findByText('Do you have time today?')).toBeInTheDocument();
    expect(within(bubble).getByText('Translated from Korean')).toBeInTheDocument();
    expect(await jsonBodiesOf('POST', '/api/v1/translate')).toEqual([
      { text: '오늘 시간 있어요?', target: 'en' },
    ]);
    // Romanization is offered for Korean, and shown under the text.
    await openActions('오늘 시간 있어요?');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Romanize' }));
    expect(await within(bubble).findByTestId('romanization')).toHaveTextContent(
      'oneul sigan isseoyo?',
    );
  });

  it('offers no Translate when the server has no translation, nor Romanize for Latin text', async () => {
    await openConversation({
      messages: [makeMessage({ message: 'See you tomorrow at the station' })],
      handlers: [features(false)],
    });
    await waitFor(() => expect(requestsTo('GET', '/api/v1/features').length).toBeGreaterThan(0));
    await openActions('See you tomorrow at the station');
    expect(screen.getByRole('menuitem', { name: 'Copy' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Translate' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Romanize' })).toBeNull();
  });

  it('deletes a message for me', async () => {
    const message = makeMessage({ message: 'Oops' });
    await openConversation({
      messages: [message, makeMessage({ message: 'Hola!' })],
      handlers: [
        http.delete('/api/v1/messages/message/:messageId', () =>
          respond(ZSuccess, { success: true }),
        ),
      ],
    });
    await openActions('Oops');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete for me' }));
    await waitFor(() => expect(screen.queryByText('Oops')).toBeNull());
    const deleted = apiRequests.filter((r) => r.method === 'DELETE');
    expect(deleted.map((r) => new URL(r.url).pathname)).toEqual([
      `/api/v1/messages/message/${message._id}`,
    ]);
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
