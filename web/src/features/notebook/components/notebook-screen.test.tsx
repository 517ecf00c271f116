import { ZNotebookResponse, ZCardResponse, ZSuccess, type TCard } from '@chingu/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  apiError,
  http,
  jsonBodiesOf,
  requestsTo,
  respond,
  server,
  signedInStore,
  urlsOf,
} from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import { makeCard } from '../testing/fixtures';
import { NotebookScreen } from './notebook-screen';

const LIST = '/api/v1/notebook';

function listIs(cards: TCard[], dueCount = cards.length) {
  server.use(
    http.get(LIST, () =>
      respond(ZNotebookResponse, { success: true, count: cards.length, dueCount, data: cards }),
    ),
  );
}

describe('NotebookScreen', () => {
  it('lists cards with their texts and language, and links to the review with the due count', async () => {
    listIs(
      [
        makeCard({ front: '사과', back: 'apple', note: 'a fruit' }),
        makeCard({ front: 'perro', back: 'dog', language: 'es' }),
      ],
      2,
    );
    renderWithProviders(<NotebookScreen />, { store: signedInStore() });
    const rows = await screen.findAllByTestId('notebook-card');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('사과')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('apple')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('a fruit')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Korean')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Spanish')).toBeInTheDocument();
    expect(screen.getByTestId('notebook-count')).toHaveTextContent('2 cards');
    expect(screen.getByRole('link', { name: '2 cards to review' })).toHaveAttribute(
      'href',
      '/notebook/review',
    );
  });

  it('searches and filters through the address and the API', async () => {
    listIs([makeCard()]);
    const user = userEvent.setup();
    const { router } = renderWithProviders(<NotebookScreen />, { store: signedInStore() });
    await screen.findByTestId('notebook-card');
    await user.type(screen.getByRole('searchbox', { name: 'Search cards' }), '사과');
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?q=${encodeURIComponent('사과')}`),
    );
    await waitFor(() =>
      expect(urlsOf(LIST).some((url) => url.searchParams.get('q') === '사과')).toBe(true),
    );
  });

  it('shows the empty state with the way to the chat', async () => {
    listIs([]);
    renderWithProviders(<NotebookScreen />, { store: signedInStore() });
    expect(
      await screen.findByRole('heading', { name: 'Your notebook is empty' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open chat' })).toBeInTheDocument();
  });

  it('shows "no cards match" when a filter finds nothing', async () => {
    listIs([]);
    const user = userEvent.setup();
    renderWithProviders(<NotebookScreen />, { store: signedInStore(), route: '/?q=zzz' });
    expect(await screen.findByRole('heading', { name: 'No cards match' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(
      await screen.findByRole('heading', { name: 'Your notebook is empty' }),
    ).toBeInTheDocument();
  });

  it('shows the error with a retry', async () => {
    server.use(http.get(LIST, () => apiError(500, 'Something went wrong')));
    renderWithProviders(<NotebookScreen />, { store: signedInStore() });
    expect(await screen.findByText('Your notebook could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('deletes a card only after the confirmation', async () => {
    const card = makeCard({ front: '물' });
    listIs([card]);
    server.use(http.delete(`${LIST}/:id`, () => respond(ZSuccess, { success: true })));
    const user = userEvent.setup();
    renderWithProviders(<NotebookScreen />, { store: signedInStore() });
    await user.click(await screen.findByRole('button', { name: 'Delete card: 물' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this card?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requestsTo('DELETE', `${LIST}/${card._id}`)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete card: 물' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete this card?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(requestsTo('DELETE', `${LIST}/${card._id}`)).toHaveLength(1));
  });

  it('edits a card and shows the server refusal in the form', async () => {
    const card = makeCard({ front: '물', back: 'water' });
    listIs([card]);
    let reply: 'ok' | 'refuse' = 'refuse';
    server.use(
      http.put(`${LIST}/:id`, () =>
        reply === 'refuse'
          ? apiError(400, 'Please enter the front of the card', 'cardFrontRequired')
          : respond(ZCardResponse, { success: true, data: { ...card, back: 'water 💧' } }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<NotebookScreen />, { store: signedInStore() });
    await user.click(await screen.findByRole('button', { name: 'Edit card: 물' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit' });
    const back = within(dialog).getByRole('textbox', { name: 'Back' });
    await user.clear(back);
    await user.type(back, 'water 💧');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Please enter the front of the card'),
    ).toBeInTheDocument();
    reply = 'ok';
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit' })).not.toBeInTheDocument(),
    );
    const bodies = await jsonBodiesOf('PUT', `${LIST}/${card._id}`);
    expect(bodies.at(-1)).toMatchObject({ front: '물', back: 'water 💧', language: 'ko' });
  });
});
