import { ZMomentsResponse, type TMoment } from '@chingu/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, apiRequests, http, respond, server, signedInStore, urlsOf } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import { pickOption } from '@/testing/select';
import { makeMoment, MOMENT_ID } from '../testing/fixtures';
import { MomentsFeedScreen } from './moments-feed-screen';

const FEED = '/api/v1/moments';
const LIKE = `/api/v1/moments/${MOMENT_ID}/like`;
const feedIs =
  (moments: TMoment[], count = moments.length) =>
  () =>
    respond(ZMomentsResponse, { success: true, count, data: moments });

function feedFetch(moments = [makeMoment()], count = moments.length) {
  server.use(http.get(FEED, feedIs(moments, count)));
}

describe('MomentsFeedScreen', () => {
  it('loads page 1 of 10 and shows a card with author, relative time, badges and tags', async () => {
    feedFetch();
    renderWithProviders(<MomentsFeedScreen />, { route: '/moments' });
    const card = await screen.findByTestId('moment-card');
    for (const link of within(card).getAllByRole('link', { name: 'Carlos Ruiz' })) {
      expect(link).toHaveAttribute('href', '/community/22222222-2222-4222-8222-222222222222');
    }
    expect(within(card).getByText('5m ago')).toBeInTheDocument();
    expect(within(card).getByText('Travel')).toBeInTheDocument();
    expect(within(card).getByText('#seoul')).toBeInTheDocument();
    const [first] = urlsOf(FEED);
    expect(first?.searchParams.get('page')).toBe('1');
    expect(first?.searchParams.get('limit')).toBe('10');
  });

  it('shows all ten cards of a full page in order, then the pages below the last one', async () => {
    const page = Array.from({ length: 10 }, (_, index) =>
      makeMoment({ _id: `00000000-0000-4000-8000-00000000000${index}`, title: `Moment ${index}` }),
    );
    feedFetch(page, 35);
    renderWithProviders(<MomentsFeedScreen />, { route: '/moments' });
    const pages = await screen.findByLabelText('Moments pages');
    const cards = screen.getAllByTestId('moment-card');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(
      page.map((moment) => moment.title),
    );
    // The pagination follows the last card (it is not shown between the first cards and the rest).
    expect(
      cards.at(-1)!.compareDocumentPosition(pages) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('disables Search while the trimmed input is blank and searches on Enter, back on page 1', async () => {
    const user = userEvent.setup();
    feedFetch([makeMoment()], 35);
    renderWithProviders(<MomentsFeedScreen />, { route: '/moments?page=3' });
    await screen.findByTestId('moment-card');
    expect(urlsOf(FEED)[0]?.searchParams.get('page')).toBe('3');

    const search = screen.getByRole('button', { name: 'Search' });
    expect(search).toBeDisabled();
    const box = screen.getByRole('textbox', { name: 'Search moments' });
    await user.type(box, '   ');
    expect(search).toBeDisabled();
    await user.clear(box);
    await user.type(box, 'kimchi{Enter}');
    await waitFor(() => {
      const last = urlsOf(FEED).at(-1);
      expect(last?.searchParams.get('q')).toBe('kimchi');
      expect(last?.searchParams.get('page')).toBe('1');
    });
  });

  it('sends category, language and tag filters to the server and resets the page', async () => {
    const user = userEvent.setup();
    feedFetch([makeMoment()], 35);
    renderWithProviders(<MomentsFeedScreen />, { route: '/moments?page=2' });
    await screen.findByTestId('moment-card');
    await user.click(screen.getAllByRole('button', { name: 'Filters' })[0]!);

    await pickOption(user, 'Category', 'Food');
    await waitFor(() => {
      const last = urlsOf(FEED).at(-1);
      expect(last?.searchParams.get('category')).toBe('food');
      expect(last?.searchParams.get('page')).toBe('1');
    });

    await pickOption(user, 'Language', 'Korean');
    await waitFor(() => expect(urlsOf(FEED).at(-1)?.searchParams.get('language')).toBe('ko'));

    await user.type(screen.getByRole('textbox', { name: 'Tag' }), '#travel{Enter}');
    await waitFor(() => {
      const last = urlsOf(FEED).at(-1);
      expect(last?.searchParams.get('tag')).toBe('travel');
      expect(last?.searchParams.get('category')).toBe('food');
    });
  });

  it('after paging, a tag click filters by that tag and goes back to page 1', async () => {
    const user = userEvent.setup();
    feedFetch([makeMoment()], 35);
    renderWithProviders(<MomentsFeedScreen />, { route: '/moments' });
    await screen.findByTestId('moment-card');
    await user.click(screen.getByRole('button', { name: '3' }));
    await waitFor(() => expect(urlsOf(FEED).at(-1)?.searchParams.get('page')).toBe('3'));
    await user.click(screen.getByRole('button', { name: '#seoul' }));
    await waitFor(() => {
      const last = urlsOf(FEED).at(-1);
      expect(last?.searchParams.get('tag')).toBe('seoul');
      expect(last?.searchParams.get('page')).toBe('1');
    });
  });

  it('asks for the next page after the last moment it showed; a page reached by a jump by number', async () => {
    const user = userEvent.setup();
    const idOf = (page: number, index: number) =>
      `00000000-0000-4000-8000-0000000${page}00${index}`.slice(0, 36);
    server.use(
      http.get(FEED, ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        return feedIs(
          Array.from({ length: 10 }, (_, index) =>
            makeMoment({ _id: idOf(page, index), title: `Page ${page} moment ${index}` }),
          ),
          35,
        )();
      }),
    );
    renderWithProviders(<MomentsFeedScreen />, { route: '/moments?tag=keyset' });
    await screen.findByRole('heading', { name: 'Page 1 moment 0' });
    expect(urlsOf(FEED).at(-1)?.searchParams.has('after')).toBe(false);

    await user.click(await screen.findByRole('button', { name: '2' }));
    await screen.findByRole('heading', { name: 'Page 2 moment 0' });
    expect(urlsOf(FEED).at(-1)?.searchParams.get('after')).toBe(idOf(1, 9));
    await user.click(await screen.findByRole('button', { name: '3' }));
    await screen.findByRole('heading', { name: 'Page 3 moment 0' });
    const third = urlsOf(FEED).at(-1);
    expect(third?.searchParams.get('page')).toBe('3');
    expect(third?.searchParams.get('after')).toBe(idOf(2, 9));
    // Other filters are another list: its page 2 has not been seen.
    await user.click(screen.getAllByRole('button', { name: '#seoul' })[0]!);
    await screen.findByRole('heading', { name: 'Page 1 moment 0' });
    await user.click(await screen.findByRole('button', { name: '3' }));
    await screen.findByRole('heading', { name: 'Page 3 moment 0' });
    expect(urlsOf(FEED).at(-1)?.searchParams.has('after')).toBe(false);
  });

  it('cuts text over 200 characters with See more / See less', async () => {
    const user = userEvent.setup();
    const long = `${'a'.repeat(200)}TAIL`;
    feedFetch([makeMoment({ description: long })]);
    renderWithProviders(<MomentsFeedScreen />, { route: '/moments' });
    const text = await screen.findByTestId('moment-text');
    expect(text.textContent).not.toContain('TAIL');
    await user.click(screen.getByRole('button', { name: 'See more' }));
    expect(screen.getByTestId('moment-text')).toHaveTextContent('TAIL');
    await user.click(screen.getByRole('button', { name: 'See less' }));
    expect(screen.getByTestId('moment-text').textContent).not.toContain('TAIL');
  });

  it('shows no See more for text of 200 characters or less', async () => {
    feedFetch([makeMoment({ description: 'b'.repeat(200) })]);
    renderWithProviders(<MomentsFeedScreen />, { route: '/moments' });
    await screen.findByTestId('moment-text');
    expect(screen.queryByRole('button', { name: 'See more' })).not.toBeInTheDocument();
  });

  it('likes optimistically and reverts with "Something went wrong" when the call fails', async () => {
    const user = userEvent.setup();
    let release: (response: Response) => void = () => {};
    server.use(
      http.post(
        LIKE,
        () =>
          new Promise<Response>((resolve) => {
            release = resolve;
          }),
      ),
      http.get(FEED, feedIs([makeMoment()])),
    );
    renderWithProviders(<MomentsFeedScreen />, { route: '/moments', store: signedInStore() });
    const card = await screen.findByTestId('moment-card');
    const like = within(card).getByRole('button', { name: /^Like/ });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(like).toHaveTextContent('2');
    await user.click(like);

    const pressed = await within(card).findByRole('button', { name: /^Remove like/ });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    expect(pressed).toHaveTextContent('3');
    const post = apiRequests.find((r) => r.method === 'POST');
    expect(new URL(post!.url).pathname).toBe(
      '/api/v1/moments/33333333-3333-4333-8333-333333333333/like',
    );

    release(apiError(500, 'boom'));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    const reverted = await within(card).findByRole('button', { name: /^Like/ });
    expect(reverted).toHaveAttribute('aria-pressed', 'false');
    expect(reverted).toHaveTextContent('2');
  });

  it('tells a visitor to log in to like and sends them to /login without calling the API', async () => {
    const user = userEvent.setup();
    feedFetch();
    const { router } = renderWithProviders(<MomentsFeedScreen />, {
      route: '/moments',
      path: '/moments',
    });
    const card = await screen.findByTestId('moment-card');
    await user.click(within(card).getByRole('button', { name: /^Like/ }));
    expect(await screen.findByText('Please login to like posts')).toBeInTheDocument();
    expect(await screen.findByTestId('navigated-away')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirect=%2Fmoments');
    expect(apiRequests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('shows the no-match state with clear-all-filters when filters find nothing', async () => {
    const user = userEvent.setup();
    feedFetch([], 0);
    renderWithProviders(<MomentsFeedScreen />, { route: '/moments?q=zzz&category=food' });
    expect(await screen.findByText('No moments match your filters')).toBeInTheDocument();
    const clear = screen.getAllByRole('button', { name: 'Clear all filters' });
    await user.click(clear.at(-1)!);
    await waitFor(() => {
      const last = urlsOf(FEED).at(-1);
      expect(last?.searchParams.has('q')).toBe(false);
      expect(last?.searchParams.has('category')).toBe(false);
    });
  });

  it('shows the empty state with a share button when there are no moments at all', async () => {
    feedFetch([], 0);
    renderWithProviders(<MomentsFeedScreen />, { route: '/moments' });
    expect(await screen.findByText('No moments yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Share a moment' })).toHaveAttribute(
      'href',
      '/add-moment',
    );
  });

  it('shows Something went wrong with Retry, which reloads from page 1', async () => {
    const user = userEvent.setup();
    let fail = true;
    server.use(http.get(FEED, () => (fail ? apiError(500, 'down') : feedIs([makeMoment()])())));
    renderWithProviders(<MomentsFeedScreen />, { route: '/moments?page=4' });
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('moment-card')).toBeInTheDocument();
    expect(urlsOf(FEED).at(-1)?.searchParams.get('page')).toBe('1');
  });
});
