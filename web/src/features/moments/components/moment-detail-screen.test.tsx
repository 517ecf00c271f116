import {
  ZCommentResponse,
  ZCommentsResponse,
  ZLikeResponse,
  ZMomentResponse,
  ZSuccess,
  type TComment,
  type TMoment,
} from '@chingu/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReportContext } from '@/components/report/report-context';
import { apiError, apiRequests, http, respond, server, signedInStore, urlsOf } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import { COMMENT_ID, makeComment, makeMoment, ME_ID, MOMENT_ID } from '../testing/fixtures';
import { MomentDetailScreen } from './moment-detail-screen';

const PATH = '/moment/:id';
const ROUTE = `/moment/${MOMENT_ID}`;
const MOMENT_URL = `/api/v1/moments/${MOMENT_ID}`;
const COMMENTS_URL = `${MOMENT_URL}/comments`;

const momentIs = (moment: TMoment) => () =>
  respond(ZMomentResponse, { success: true, data: moment });
const commentsAre = (comments: TComment[]) => () =>
  respond(ZCommentsResponse, { success: true, count: comments.length, data: comments });
const ownMoment = () => makeMoment({ user: { _id: ME_ID, name: 'Minji Kim', imageUrls: [] } });

/** The moment and its comments (a later `server.use` answers first). */
function detailFetch(comments = [makeComment()]) {
  server.use(
    http.get(MOMENT_URL, momentIs(makeMoment())),
    http.get(COMMENTS_URL, commentsAre(comments)),
  );
}

describe('MomentDetailScreen', () => {
  it('says Invalid moment ID for a malformed id without calling the API', async () => {
    renderWithProviders(<MomentDetailScreen />, { route: '/moment/nope', path: PATH });
    expect(await screen.findByText('Invalid moment ID')).toBeInTheDocument();
    expect(apiRequests).toHaveLength(0);
  });

  it('lets a signed-in member report the moment and each comment of others', async () => {
    const user = userEvent.setup();
    const report = vi.fn();
    detailFetch([
      makeComment(),
      makeComment({ _id: 'c-own', user: { _id: ME_ID, name: 'Me', imageUrls: [] } }),
    ]);
    renderWithProviders(
      <ReportContext.Provider value={report}>
        <MomentDetailScreen />
      </ReportContext.Provider>,
      { route: ROUTE, path: PATH, store: signedInStore() },
    );
    await user.click(await screen.findByRole('button', { name: 'Report this moment' }));
    expect(report).toHaveBeenLastCalledWith({
      targetType: 'moment',
      targetId: MOMENT_ID,
      name: 'Carlos Ruiz',
    });
    // Only the other member's comment has a Report action, not one's own.
    const flags = await screen.findAllByRole('button', { name: /^Report .*comment$/ });
    expect(flags).toHaveLength(1);
    await user.click(flags[0]!);
    expect(report).toHaveBeenLastCalledWith({
      targetType: 'comment',
      targetId: COMMENT_ID,
      name: 'Carlos Ruiz',
    });
  });

  it('offers no Report on one’s own moment', async () => {
    server.use(
      http.get(
        MOMENT_URL,
        momentIs(makeMoment({ user: { _id: ME_ID, name: 'Me', imageUrls: [] } })),
      ),
      http.get(COMMENTS_URL, commentsAre([])),
    );
    renderWithProviders(
      <ReportContext.Provider value={vi.fn()}>
        <MomentDetailScreen />
      </ReportContext.Provider>,
      { route: ROUTE, path: PATH, store: signedInStore() },
    );
    expect(await screen.findByText('Me')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report this moment' })).not.toBeInTheDocument();
  });

  it('shows not found with a go-back button for a 404', async () => {
    const notFound = () => apiError(404, 'Not found', 'notFound');
    server.use(http.get(MOMENT_URL, notFound), http.get(COMMENTS_URL, notFound));
    renderWithProviders(<MomentDetailScreen />, { route: ROUTE, path: PATH });
    expect(await screen.findByText('Moment not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go back' })).toBeInTheDocument();
  });

  it('shows the moment: header, title, badges, tags, location, counts and comments', async () => {
    detailFetch();
    renderWithProviders(<MomentDetailScreen />, { route: ROUTE, path: PATH });
    expect(await screen.findByRole('heading', { name: 'Hangang picnic' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Moment details' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/moments');
    expect(screen.getByText('#picnic')).toBeInTheDocument();
    expect(screen.getByText('Seoul, South Korea')).toBeInTheDocument();
    expect(screen.getByTestId('like-count')).toHaveTextContent('2 likes');
    expect(await screen.findByText('Looks lovely!')).toBeInTheDocument();
    expect(screen.getByText('2h ago')).toBeInTheDocument();
  });

  it('asks a visitor to sign in, linking to /login with the way back', async () => {
    detailFetch();
    renderWithProviders(<MomentDetailScreen />, { route: ROUTE, path: PATH });
    expect(await screen.findByText('Please sign in to add a comment')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent(ROUTE)}`,
    );
    expect(screen.queryByRole('textbox', { name: 'Write a comment' })).not.toBeInTheDocument();
  });

  it('refuses a blank comment with "Please add a comment" and sends nothing', async () => {
    const user = userEvent.setup();
    detailFetch();
    renderWithProviders(<MomentDetailScreen />, {
      route: ROUTE,
      path: PATH,
      store: signedInStore(),
    });
    const box = await screen.findByRole('textbox', { name: 'Write a comment' });
    await user.type(box, '   ');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Please add a comment')).toBeInTheDocument();
    expect(apiRequests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('posts a trimmed comment, clears the box and refetches the comments', async () => {
    const user = userEvent.setup();
    let comments = [makeComment()];
    detailFetch();
    server.use(
      http.post(COMMENTS_URL, async ({ request }) => {
        const body = (await request.clone().json()) as { text: string };
        const created = makeComment({
          _id: '55555555-5555-4555-8555-555555555555',
          text: body.text,
          createdAt: new Date().toISOString(),
          user: { _id: ME_ID, name: 'Minji Kim', imageUrls: [] },
        });
        comments = [created, ...comments];
        return respond(ZCommentResponse, { success: true, data: created }, 201);
      }),
      http.get(COMMENTS_URL, () => commentsAre(comments)()),
    );
    renderWithProviders(<MomentDetailScreen />, {
      route: ROUTE,
      path: PATH,
      store: signedInStore(),
    });
    const box = await screen.findByRole('textbox', { name: 'Write a comment' });
    await user.type(box, '  So jealous!  ');
    await user.click(screen.getByRole('button', { name: 'Post' }));

    expect(await screen.findByText('So jealous!')).toBeInTheDocument();
    expect(box).toHaveValue('');
    const post = apiRequests.find((r) => r.method === 'POST');
    expect(await post!.clone().json()).toEqual({ text: 'So jealous!' });
    // Newest first, as the server sends them.
    const items = screen.getAllByTestId('comment');
    expect(items[0]).toHaveTextContent('So jealous!');
    expect(items[0]).toHaveTextContent('just now');
  });

  it('keeps the text and shows "Failed to add comment" with the server error', async () => {
    const user = userEvent.setup();
    detailFetch();
    server.use(http.post(COMMENTS_URL, () => apiError(500, 'Comment store is full')));
    renderWithProviders(<MomentDetailScreen />, {
      route: ROUTE,
      path: PATH,
      store: signedInStore(),
    });
    const box = await screen.findByRole('textbox', { name: 'Write a comment' });
    await user.type(box, 'Hello');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Failed to add comment')).toBeInTheDocument();
    expect(screen.getByText('Comment store is full')).toBeInTheDocument();
    expect(box).toHaveValue('Hello');
  });

  it('says "Be the first to share your thoughts!" without comments', async () => {
    detailFetch([]);
    renderWithProviders(<MomentDetailScreen />, { route: ROUTE, path: PATH });
    expect(await screen.findByText('Be the first to share your thoughts!')).toBeInTheDocument();
  });

  it('fades the scrollable list when there are more than 3 comments', async () => {
    const many = Array.from({ length: 4 }, (_, i) =>
      makeComment({ _id: `6666666${i}-6666-4666-8666-666666666666`, text: `c${i}` }),
    );
    detailFetch(many);
    renderWithProviders(<MomentDetailScreen />, { route: ROUTE, path: PATH });
    expect(await screen.findByText('c3')).toBeInTheDocument();
    expect(screen.getByTestId('comments-fade')).toBeInTheDocument();
  });

  it('pages the comments: "Show older comments" loads the next 50 until all are shown', async () => {
    const user = userEvent.setup();
    const all = Array.from({ length: 53 }, (_, i) =>
      makeComment({
        _id: `77777777-7777-4777-8777-${String(i).padStart(12, '0')}`,
        text: `comment ${i + 1}`,
      }),
    );
    server.use(
      http.get(MOMENT_URL, momentIs(makeMoment())),
      http.get(COMMENTS_URL, ({ request }) => {
        const url = new URL(request.url);
        const page = Number(url.searchParams.get('page'));
        const limit = Number(url.searchParams.get('limit'));
        const data = all.slice((page - 1) * limit, page * limit);
        return respond(ZCommentsResponse, { success: true, count: all.length, data });
      }),
    );
    renderWithProviders(<MomentDetailScreen />, { route: ROUTE, path: PATH });
    expect(await screen.findByText('comment 50')).toBeInTheDocument();
    expect(screen.getAllByTestId('comment')).toHaveLength(50);
    expect(screen.queryByText('comment 51')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show older comments' }));
    expect(await screen.findByText('comment 53')).toBeInTheDocument();
    expect(screen.getAllByTestId('comment')).toHaveLength(53);
    expect(screen.queryByRole('button', { name: 'Show older comments' })).not.toBeInTheDocument();
    const pages = urlsOf(COMMENTS_URL).map((u) => u.searchParams.toString());
    expect(pages).toEqual(['page=1&limit=50', 'page=2&limit=50']);
  });

  it('lets the moment owner delete a comment of someone else', async () => {
    const user = userEvent.setup();
    detailFetch();
    server.use(
      http.get(MOMENT_URL, momentIs(ownMoment())),
      http.delete(`${COMMENTS_URL}/:commentId`, () => respond(ZSuccess, { success: true })),
    );
    renderWithProviders(<MomentDetailScreen />, {
      route: ROUTE,
      path: PATH,
      store: signedInStore(),
    });
    await screen.findByText('Looks lovely!');
    await user.click(screen.getByRole('button', { name: 'Delete comment' }));
    await waitFor(() => {
      const del = apiRequests.find((r) => r.method === 'DELETE');
      expect(new URL(del!.url).pathname).toBe(`${COMMENTS_URL}/${COMMENT_ID}`);
    });
  });

  it('likes from the detail and refetches the moment', async () => {
    const user = userEvent.setup();
    detailFetch();
    server.use(
      http.post(`${MOMENT_URL}/like`, () =>
        respond(ZLikeResponse, {
          success: true,
          changed: true,
          data: { likeCount: 3, isLiked: true },
        }),
      ),
    );
    renderWithProviders(<MomentDetailScreen />, {
      route: ROUTE,
      path: PATH,
      store: signedInStore(),
    });
    await user.click(await screen.findByRole('button', { name: 'Like' }));
    await waitFor(() =>
      expect(
        apiRequests.filter((r) => r.method === 'GET' && new URL(r.url).pathname === MOMENT_URL),
      ).toHaveLength(2),
    );
    const post = apiRequests.find((r) => r.method === 'POST');
    expect(new URL(post!.url).pathname).toBe(`${MOMENT_URL}/like`);
  });

  it('copies the share link when the device cannot share', async () => {
    const user = userEvent.setup();
    detailFetch();
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    renderWithProviders(<MomentDetailScreen />, { route: ROUTE, path: PATH });
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link copied to clipboard!')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/moment/${MOMENT_ID}`);
  });
});
