import {
  ZCommentsResponse,
  ZFeaturesResponse,
  ZMomentResponse,
  ZReactionsResponse,
  ZTranslateResponse,
} from '@chingu/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, http, jsonBodiesOf, respond, server, signedInStore } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import { makeComment, makeMoment, MOMENT_ID } from '../testing/fixtures';
import { MomentDetailScreen } from './moment-detail-screen';

const MOMENT_URL = `/api/v1/moments/${MOMENT_ID}`;
const REACTIONS_URL = `${MOMENT_URL}/reactions`;

/** The moment's detail with translation available (a later `server.use` answers first). */
function openDetail(moment = makeMoment()) {
  server.use(
    http.get(MOMENT_URL, () => respond(ZMomentResponse, { success: true, data: moment })),
    http.get(`${MOMENT_URL}/comments`, () =>
      respond(ZCommentsResponse, { success: true, count: 1, data: [makeComment()] }),
    ),
    http.get('/api/v1/features', () =>
      respond(ZFeaturesResponse, {
        success: true,
        data: {
          translation: true,
          push: false,
          turn: false,
          rooms: { mode: 'mesh', maxListeners: 20 },
        },
      }),
    ),
  );
  renderWithProviders(<MomentDetailScreen />, {
    route: `/moment/${MOMENT_ID}`,
    path: '/moment/:id',
    store: signedInStore(),
  });
}

describe('Moment reactions and translation', () => {
  it('adds a quick reaction, and a refused toggle from its chip changes back', async () => {
    let refuse = false;
    server.use(
      http.put(REACTIONS_URL, async ({ request }) => {
        const { emoji } = (await request.clone().json()) as { emoji: string };
        if (refuse) return apiError(400, 'Please choose one emoji', 'invalidEmoji');
        return respond(ZReactionsResponse, {
          success: true,
          data: { reactions: [{ emoji, count: 1, mine: true }] },
        });
      }),
    );
    openDetail();
    const reactions = await screen.findByTestId('moment-reactions');
    await userEvent.click(within(reactions).getByRole('button', { name: 'Add a reaction' }));
    await userEvent.click(await screen.findByRole('button', { name: 'React with 😂' }));
    const chip = await within(reactions).findByRole('button', { name: /😂: 1 reaction/ });
    expect(chip).toHaveAttribute('aria-pressed', 'true');
    expect(await jsonBodiesOf('PUT', REACTIONS_URL)).toEqual([{ emoji: '😂' }]);

    refuse = true;
    await userEvent.click(chip);
    expect(await screen.findByText('Please choose one emoji')).toBeInTheDocument();
    expect(within(reactions).getByRole('button', { name: /😂: 1 reaction/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('translates the title and description, saying from which language', async () => {
    server.use(
      http.post('/api/v1/translate', () =>
        respond(ZTranslateResponse, {
          success: true,
          data: { text: 'Picnic by the Han river', detectedSource: 'ko', cached: true },
        }),
      ),
    );
    openDetail(makeMoment({ title: '한강 소풍', description: '강가에서 한국어를 연습했어요.' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Translate' }));
    expect(await screen.findByText('Picnic by the Han river')).toBeInTheDocument();
    expect(screen.getByText('Translated from Korean')).toBeInTheDocument();
    expect(await jsonBodiesOf('POST', '/api/v1/translate')).toEqual([
      { text: '한강 소풍\n\n강가에서 한국어를 연습했어요.', target: 'en' },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Hide translation' }));
    expect(screen.queryByText('Picnic by the Han river')).toBeNull();
  });
});
