import { ZFollowListResponse, ZFollowResponse, type TPublicUser } from '@chingu/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  apiError,
  apiRequests,
  http,
  makePublicUser,
  ME_ID,
  respond,
  server,
  signedInStore,
} from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import { FollowListScreen } from './follow-list-screen';

const LIST = `/api/v1/auth/users/${ME_ID}/:kind`;
const listIs = (members: TPublicUser[]) => () =>
  respond(ZFollowListResponse, { success: true, count: members.length, data: members });

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
    const carlos = makePublicUser();
    const noBio = makePublicUser({
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
    const followers = Array.from({ length: 30 }, (_, i) =>
      makePublicUser({ _id: uuid(i), name: `Member ${i + 1}` }),
    );
    // I follow member 2 back.
    server.use(
      http.get(`/api/v1/auth/users/${ME_ID}/followers`, listIs(followers)),
      http.get(`/api/v1/auth/users/${ME_ID}/following`, listIs([followers[1]!])),
      http.put('/api/v1/auth/users/:userId/follow/:targetUserId', () =>
        respond(ZFollowResponse, {
          success: true,
          changed: true,
          message: 'Followed',
          data: { isFollowing: true, followersCount: 1 },
        }),
      ),
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

    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(screen.getAllByTestId('follow-row')).toHaveLength(6));
    expect(screen.getByRole('link', { name: 'Member 30' })).toBeInTheDocument();
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
