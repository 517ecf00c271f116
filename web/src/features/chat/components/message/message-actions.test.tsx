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

  it('without a server translator, hands the text off to a new tab and says it leaves Chingu', async () => {
    const text = '내일 역에서 봐요 & 커피?';
    await openConversation({
      messages: [
        makeMessage({ message: 'See you tomorrow at the station' }),
        makeMessage({ message: text }),
      ],
      handlers: [features(false)],
    });
    await waitFor(() => expect(requestsTo('GET', '/api/v1/features').length).toBeGreaterThan(0));
    await openActions('See you tomorrow at the station');
    expect(screen.getByRole('menuitem', { name: 'Copy' })).toBeInTheDocument();
    // No Romanize for Latin text.
    expect(screen.queryByRole('menuitem', { name: 'Romanize' })).toBeNull();
    // Latin text in the interface's language has nothing to translate.
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Translate' })).toBeNull());
    await userEvent.keyboard('{Escape}');
    await openActions(text);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Translate' }));
    const bubble = bubbleOf(text);
    const link = await within(bubble).findByRole('link', { name: 'Translate in a new tab' });
    expect(link).toHaveAttribute(
      'href',
      `https://translate.google.com/?sl=auto&tl=en&text=${encodeURIComponent(text)}&op=translate`,
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(bubble).getByText(/the text leaves Chingu/)).toBeInTheDocument();
    expect(requestsTo('POST', '/api/v1/translate')).toHaveLength(0);
  });

  it('without a server translator, translates on the device when the browser can', async () => {
    const translate = vi.fn(() => Promise.resolve('Do you have time today?'));
    vi.stubGlobal('Translator', {
      availability: vi.fn(() => Promise.resolve('available')),
      create: vi.fn(() => Promise.resolve({ translate })),
    });
    await openConversation({
      messages: [makeMessage({ message: '오늘 시간 있어요?' })],
      handlers: [features(false)],
    });
    await waitFor(() => expect(requestsTo('GET', '/api/v1/features').length).toBeGreaterThan(0));
    await openActions('오늘 시간 있어요?');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Translate' }));
    const bubble = bubbleOf('오늘 시간 있어요?');
    expect(await within(bubble).findByText('Do you have time today?')).toBeInTheDocument();
    expect(within(bubble).getByText('Translated from Korean')).toBeInTheDocument();
    expect(translate).toHaveBeenCalledWith('오늘 시간 있어요?');
    expect(within(bubble).queryByRole('link', { name: 'Translate in a new tab' })).toBeNull();
    expect(requestsTo('POST', '/api/v1/translate')).toHaveLength(0);
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
