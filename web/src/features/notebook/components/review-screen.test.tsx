import { ZReviewCardResponse, ZReviewQueueResponse, type TCard } from '@chingu/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, http, jsonBodiesOf, respond, server, signedInStore } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import { makeCard } from '../testing/fixtures';
import { ReviewScreen } from './review-screen';

const QUEUE = '/api/v1/notebook/review';

/** The queue answers `batches` in turn (the last one again after), each rated card answers due. */
function serve(...batches: TCard[][]) {
  let call = 0;
  server.use(
    http.get(QUEUE, () => {
      const batch = batches[Math.min(call, batches.length - 1)]!;
      call += 1;
      return respond(ZReviewQueueResponse, { success: true, count: batch.length, data: batch });
    }),
    http.post('/api/v1/notebook/:id/review', ({ params }) => {
      const card = makeCard({ _id: String(params.id), reps: 1, state: 'learning' });
      return respond(ZReviewCardResponse, {
        success: true,
        data: { _id: card._id, due: '2026-01-02T00:00:00.000Z', card },
      });
    }),
  );
}

describe('ReviewScreen', () => {
  it('flips with Space, rates with 1–4, shows progress and ends with "Done for today"', async () => {
    const one = makeCard({ front: '사과', back: 'apple', note: 'fruit' });
    const two = makeCard({ front: '바다', back: 'sea' });
    serve([one, two], []);
    const user = userEvent.setup();
    renderWithProviders(<ReviewScreen />, { store: signedInStore() });

    expect(await screen.findByTestId('review-front')).toHaveTextContent('사과');
    expect(screen.getByTestId('review-progress')).toHaveTextContent('Card 1 of 2');
    expect(screen.queryByText('apple')).not.toBeInTheDocument();
    // Rating before the flip does nothing.
    await user.keyboard('3');
    expect(await jsonBodiesOf('POST', `/api/v1/notebook/${one._id}/review`)).toEqual([]);

    await user.keyboard(' ');
    expect(screen.getByText('apple')).toBeInTheDocument();
    expect(screen.getByText('fruit')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Good/ })).toBeInTheDocument();
    await user.keyboard('3');

    expect(await screen.findByText('바다')).toBeInTheDocument();
    expect(screen.getByTestId('review-progress')).toHaveTextContent('Card 2 of 2');
    expect(await jsonBodiesOf('POST', `/api/v1/notebook/${one._id}/review`)).toEqual([
      { rating: 'good' },
    ]);
    expect(screen.queryByText('sea')).not.toBeInTheDocument();
    await user.keyboard(' ');
    await user.keyboard('1');

    expect(await screen.findByRole('heading', { name: 'Done for today' })).toBeInTheDocument();
    expect(await jsonBodiesOf('POST', `/api/v1/notebook/${two._id}/review`)).toEqual([
      { rating: 'again' },
    ]);
  });

  it('maps 2 and 4 to hard and easy, and the buttons work as well as the keys', async () => {
    const cards = [makeCard({ front: 'a' }), makeCard({ front: 'b' }), makeCard({ front: 'c' })];
    serve(cards, []);
    const user = userEvent.setup();
    renderWithProviders(<ReviewScreen />, { store: signedInStore() });
    await screen.findByText('a');
    await user.keyboard(' 2');
    await screen.findByText('b');
    await user.keyboard(' 4');
    await screen.findByText('c');
    await user.click(screen.getByRole('button', { name: 'Show answer' }));
    await user.click(screen.getByRole('button', { name: /Easy/ }));
    await screen.findByRole('heading', { name: 'Done for today' });
    const bodies = await Promise.all(
      cards.map((card) => jsonBodiesOf('POST', `/api/v1/notebook/${card._id}/review`)),
    );
    expect(bodies).toEqual([[{ rating: 'hard' }], [{ rating: 'easy' }], [{ rating: 'easy' }]]);
  });

  it('says "Done for today" at once when nothing is due', async () => {
    serve([]);
    renderWithProviders(<ReviewScreen />, { store: signedInStore() });
    expect(await screen.findByRole('heading', { name: 'Done for today' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the notebook' })).toBeInTheDocument();
  });

  it('keeps the card when a rating fails, and says so', async () => {
    const card = makeCard({ front: '물' });
    serve([card]);
    server.use(http.post('/api/v1/notebook/:id/review', () => apiError(500, 'boom')));
    const user = userEvent.setup();
    renderWithProviders(<ReviewScreen />, { store: signedInStore() });
    await screen.findByText('물');
    await user.keyboard(' 3');
    expect(await screen.findByText('boom')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('물')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: /Good/ })).toBeInTheDocument();
  });

  it('is in Korean too', async () => {
    serve([makeCard({ front: '고양이', back: 'cat' })]);
    const user = userEvent.setup();
    renderWithProviders(<ReviewScreen />, { store: signedInStore(), language: 'ko' });
    await screen.findByText('고양이');
    expect(screen.getByRole('button', { name: '정답 보기' })).toBeInTheDocument();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: /알맞음/ })).toBeInTheDocument();
  });
});
