import { ZFollowListResponse, ZFollowResponse, type TMember } from '@chingu/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  apiError,
  apiRequests,
  http,
  makeMember,
  ME_ID,
  respond,
  server,
  signedInStore,
} from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import { FollowListScreen } from './follow-list-screen';

const LIST = `/api/v1/auth/users/${ME_ID}/:kind`;
/** The server's pages of `members`: `page` and `limit` from the request, the whole count. */
const listIs =
  (members: TMember[]) =>
  ({ request }: { request: Request }) => {
    const query = new URL(request.url).searchParams;
    const limit = Number(query.get('limit'));
    const start = (Number(query.get('page')) - 1) * limit;
    return respond(ZFollowListResponse, {
      success: true,
      count: members.length,
      data: members.slice(start, start + limit),
    });
  };

describe('FollowListScreen', () => {
  it('shows the followers empty state with (0)', async () => {
    server.use(http.get(LIST, listIs([])));
    renderWithProviders(<FollowListScreen kind="followers" />, { store: signedInStore() });
    expect(await screen.findByRole('heading', { name: 'Followers (0)' })).toBeInTheDocument();
    expect(screen.getByText('No followers yet')).toBeInTheDocument();
    expect(apiRequests.map((r) => new URL(r.url).pathname)).toContain(
      `/api/v1/auth/users/${ME_ID}/followers`,
    );
  });

  it('shows the following empty state with (0)', async () => {
    server.use(http.get(LIST, listIs([])));
    renderWithProviders(<FollowListScreen kind="following" />, { store: signedInStore() });
    expect(await screen.findByRole('heading', { name: 'Following (0)' })).toBeInTheDocument();
    expect(screen.getByText('You are not following anyone yet')).toBeInTheDocument();
    expect(new URL(apiRequests[0]!.url).pathname).toBe(`/api/v1/auth/users/${ME_ID}/following`);
  });

  it('lists members with a count badge, links, bio fallback and location', async () => {
    const carlos = makeMember();
    const noBio = makeMember({
      _id: '33333333-3333-4333-8333-333333333333',
      name: 'Yuki Tanaka',
      bio: '',
      location: null,
    });
    server.use(http.get(LIST, listIs([carlos, noBio])));
    renderWithProviders(<FollowListScreen kind="followers" />, { store: signedInStore() });
    expect(await screen.findByText('Carlos Ruiz')).toBeInTheDocument();
    expect(screen.getByTestId('list-count')).toHaveTextContent('2');
    expect(screen.getByText('No bio available')).toBeInTheDocument();
    expect(screen.getByText('📍 Madrid, Spain')).toBeInTheDocument();
    const cards = screen.getAllByTestId('follow-card');
    expect(cards[0]).toHaveAttribute('href', `/community/${carlos._id}`);
  });

  it('shows an error alert when the list fails', async () => {
    server.use(http.get(LIST, () => apiError(500, 'Database is down')));
    renderWithProviders(<FollowListScreen kind="followers" />, { store: signedInStore() });
    expect(await screen.findByText('Could not load the list')).toBeInTheDocument();
    expect(screen.getByText('Database is down')).toBeInTheDocument();
  });

  it('shows one compact row per member on phones, 24 a page, each with its follow control', async () => {
    phoneWidth();
    const user = userEvent.setup();
    // I follow member 2 back: the server says so on its row.
    const followers = Array.from({ length: 30 }, (_, i) =>
      makeMember({ _id: uuid(i), name: `Member ${i + 1}`, isFollowing: i === 1 }),
    );
    server.use(
      http.get(`/api/v1/auth/users/${ME_ID}/followers`, listIs(followers)),
      http.put('/api/v1/auth/users/:userId/follow/:targetUserId', ({ params }) => {
        const target = followers.find((m) => m._id === params.targetUserId);
        if (target) target.isFollowing = true;
        return respond(ZFollowResponse, {
          success: true,
          changed: true,
          message: 'Followed',
          data: { isFollowing: true, followersCount: 1 },
        });
      }),
    );
    renderWithProviders(<FollowListScreen kind="followers" />, {
      store: signedInStore(),
      route: '/followersList',
    });
    expect(await screen.findAllByTestId('follow-row')).toHaveLength(24);
    expect(screen.queryByTestId('follow-card')).not.toBeInTheDocument();
    const [first, second] = screen.getAllByTestId('follow-row');
    expect(within(first!).getByRole('link', { name: 'Member 1' })).toHaveAttribute(
      'href',
      `/community/${uuid(0)}`,
    );
    expect(within(first!).getByRole('img', { name: /speaker learning/ })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(second!).getByRole('button', { name: 'Following Member 2' })).toBeVisible(),
    );

    await user.click(within(first!).getByRole('button', { name: 'Follow Member 1' }));
    await waitFor(() =>
      expect(apiRequests.some((r) => r.url.endsWith(`/follow/${uuid(0)}`))).toBe(true),
    );
    expect(await within(first!).findByRole('button', { name: 'Following Member 1' })).toBeVisible();

    // The server sends 24 at a time; page 2 is asked for after page 1's last member.
    const pageOne = new URL(apiRequests.find((r) => r.url.includes('/followers'))!.url);
    expect(pageOne.searchParams.get('limit')).toBe('24');
    expect(apiRequests.some((r) => r.url.includes('/following'))).toBe(false);
    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(screen.getAllByTestId('follow-row')).toHaveLength(6));
    expect(screen.getByRole('link', { name: 'Member 30' })).toBeInTheDocument();
    const pageTwo = new URL(apiRequests.filter((r) => r.url.includes('/followers')).at(-1)!.url);
    expect(pageTwo.searchParams.get('page')).toBe('2');
    expect(pageTwo.searchParams.get('after')).toBe(uuid(23));
  });
});

const uuid = (i: number) => `44444444-4444-4444-8444-${String(i).padStart(12, '0')}`;

/** useMediaQuery('(max-width: 639px)') matches, as on a phone. */
function phoneWidth() {
  const original = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...original(query),
    matches: query.includes('max-width: 639px'),
  }));
}
