import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ZFollowListResponse, type TPublicUser } from '@chingu/contract';
import {
  apiError,
  apiRequests,
  http,
  makePublicUser,
  ME_ID,
  respond,
  server,
  signedInStore,
} from '@/test/api';
import { renderWithProviders } from '@/test/render';
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
    expect(new URL(apiRequests[0]!.url).pathname).toBe(`/api/v1/auth/users/${ME_ID}/followers`);
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
});
