import { ZCardResponse, ZTranslateResponse, type TCreateCardRequest } from '@chingu/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, http, jsonBodiesOf, respond } from '@/testing/api';
import {
  bubbleOf,
  openActions,
  openConversation,
  restoreChatTestGlobals,
} from '../../testing/conversation';
import { features, makeMessage } from '../../testing/fixtures';

afterEach(restoreChatTestGlobals);

const NOTEBOOK = '/api/v1/notebook';

const saved = http.post(NOTEBOOK, async ({ request }) => {
  const body = (await request.json()) as TCreateCardRequest;
  return respond(
    ZCardResponse,
    {
      success: true,
      data: {
        _id: '00000000-0000-4000-8000-00000000aaaa',
        front: body.front,
        back: body.back ?? '',
        language: body.language,
        note: null,
        source: body.source ?? null,
        due: new Date().toISOString(),
        reps: 0,
        lapses: 0,
        state: 'new',
        lastReview: null,
        createdAt: new Date().toISOString(),
        updatedAt: new Date().toISOString(),
      },
    },
    201,
  );
});

describe('Save to notebook (PRODUCT §9.2)', () => {
  it('saves a message with its shown translation on the back', async () => {
    const message = makeMessage({ message: '오늘 시간 있어요?' });
    await openConversation({
      messages: [message],
      handlers: [
        features(true),
        saved,
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
    await within(bubbleOf('오늘 시간 있어요?')).findByText('Do you have time today?');
    await openActions('오늘 시간 있어요?');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Save to notebook' }));
    expect(await screen.findByText('Saved to your notebook')).toBeInTheDocument();
    expect(await jsonBodiesOf('POST', NOTEBOOK)).toEqual([
      {
        front: '오늘 시간 있어요?',
        back: 'Do you have time today?',
        language: 'ko',
        source: { type: 'message', id: message._id },
      },
    ]);
  });

  it('saves a correction: the original on the front, corrected text and note on the back', async () => {
    const correction = makeMessage({
      kind: 'correction',
      message: 'Yo estoy cansado',
      correction: {
        messageId: '00000000-0000-4000-8000-00000000bbbb',
        original: 'Yo soy cansado',
        corrected: 'Yo estoy cansado',
        note: 'estar for states',
      },
    });
    await openConversation({ messages: [correction], handlers: [saved] });
    await openActions('Yo soy cansado');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Save to notebook' }));
    await waitFor(async () => expect(await jsonBodiesOf('POST', NOTEBOOK)).toHaveLength(1));
    const [body] = (await jsonBodiesOf('POST', NOTEBOOK)) as TCreateCardRequest[];
    expect(body).toMatchObject({
      front: 'Yo soy cansado',
      back: 'Yo estoy cansado\nestar for states',
      source: { type: 'correction', id: correction._id },
    });
  });

  it('says so when the notebook refuses', async () => {
    await openConversation({
      messages: [makeMessage({ message: 'hola' })],
      handlers: [http.post(NOTEBOOK, () => apiError(404, 'Not found', 'notFound'))],
    });
    await openActions('hola');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Save to notebook' }));
    expect(await screen.findByText('Not found')).toBeInTheDocument();
  });
});
