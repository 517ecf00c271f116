import { notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import {
  jsonResponse,
  makeComment,
  makeMoment,
  MOMENT_ID,
  signedInStore,
  stubFetch,
  type Handler,
} from '../testing/fixtures';
import { MomentDetailScreen } from './moment-detail-screen';

const MOMENT_URL = `/api/v1/moments/${MOMENT_ID}`;

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  notifications.clean();
  notifications.cleanQueue();
});

function openDetail(extra: Handler, moment = makeMoment()) {
  const api = stubFetch(async (request, url) => {
    const answer = await extra(request, url);
    if (answer) return answer;
    if (url.pathname === MOMENT_URL && request.method === 'GET')
      return jsonResponse({ success: true, data: moment });
    if (url.pathname === `${MOMENT_URL}/comments`)
      return jsonResponse({ success: true, count: 1, data: [makeComment()] });
    if (url.pathname === '/api/v1/features')
      return jsonResponse({ success: true, data: { translation: true, push: false, turn: false } });
    return undefined;
  });
  renderWithProviders(<MomentDetailScreen />, {
    route: `/moment/${MOMENT_ID}`,
    path: '/moment/:id',
    store: signedInStore(),
  });
  return api;
}

describe('Moment reactions and translation', () => {
  it('adds a quick reaction, and a refused toggle from its chip changes back', async () => {
    let refuse = false;
    const bodies: unknown[] = [];
    openDetail(async (request, url) => {
      if (url.pathname !== `${MOMENT_URL}/reactions`) return;
      const body = (await request.json()) as { emoji: string };
      bodies.push(body);
      if (refuse)
        return jsonResponse(
          { success: false, error: 'Please choose one emoji', code: 'invalidEmoji' },
          400,
        );
      return jsonResponse({
        success: true,
        data: {
          reactions: bodies.length === 1 ? [{ emoji: body.emoji, count: 1, mine: true }] : [],
        },
      });
    });
    const reactions = await screen.findByTestId('moment-reactions');
    await userEvent.click(within(reactions).getByRole('button', { name: 'Add a reaction' }));
    await userEvent.click(await screen.findByRole('button', { name: 'React with 😂' }));
    const chip = await within(reactions).findByRole('button', { name: /😂: 1 reaction/ });
    expect(chip).toHaveAttribute('aria-pressed', 'true');
    expect(bodies).toEqual([{ emoji: '😂' }]);

    refuse = true;
    await userEvent.click(chip);
    expect(await screen.findByText('Please choose one emoji')).toBeInTheDocument();
    expect(within(reactions).getByRole('button', { name: /😂: 1 reaction/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('translates the title and description, saying from which language', async () => {
    const bodies: unknown[] = [];
    openDetail(
      async (request, url) => {
        if (url.pathname !== '/api/v1/translate') return;
        bodies.push(await request.json());
        return jsonResponse({
          success: true,
          data: { text: 'Picnic by the Han river', detectedSource: 'ko', cached: true },
        });
      },
      makeMoment({ title: '한강 소풍', description: '강가에서 한국어를 연습했어요.' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Translate' }));
    expect(await screen.findByText('Picnic by the Han river')).toBeInTheDocument();
    expect(screen.getByText('Translated from Korean')).toBeInTheDocument();
    expect(bodies).toEqual([{ text: '한강 소풍\n\n강가에서 한국어를 연습했어요.', target: 'en' }]);
    await userEvent.click(screen.getByRole('button', { name: 'Hide translation' }));
    expect(screen.queryByText('Picnic by the Han river')).toBeNull();
  });
});
