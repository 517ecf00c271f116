import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { jsonResponse, makeMember, ME_ID, signedInStore, stubFetch } from '../testing/fixtures';
import { FollowListScreen } from './follow-list-screen';

describe('FollowListScreen', () => {
  it('shows the followers empty state with (0)', async () => {
    const { requests } = stubFetch(() => jsonResponse({ success: true, count: 0, data: [] }));
    renderWithProviders(<FollowListScreen kind="followers" />, { store: signedInStore() });
    expect(await screen.findByRole('heading', { name: 'Followers (0)' })).toBeInTheDocument();
    expect(screen.getByText('No followers yet')).toBeInTheDocument();
    expect(new URL(requests[0]!.url).pathname).toBe(`/api/v1/auth/users/${ME_ID}/followers`);
  });

  it('shows the following empty state with (0)', async () => {
    const { requests } = stubFetch(() => jsonResponse({ success: true, count: 0, data: [] }));
    renderWithProviders(<FollowListScreen kind="following" />, { store: signedInStore() });
    expect(await screen.findByRole('heading', { name: 'Following (0)' })).toBeInTheDocument();
    expect(screen.getByText('You are not following anyone yet')).toBeInTheDocument();
    expect(new URL(requests[0]!.url).pathname).toBe(`/api/v1/auth/users/${ME_ID}/following`);
  });

  it('lists members with a count badge, links, bio fallback and location', async () => {
    const { isFollowing: _ignored, ...carlos } = makeMember();
    const { isFollowing: _ignored2, ...noBio } = makeMember({
      _id: '33333333-3333-4333-8333-333333333333',
      name: 'Yuki Tanaka',
      bio: '',
      location: null,
    });
    stubFetch(() => jsonResponse({ success: true, count: 2, data: [carlos, noBio] }));
    renderWithProviders(<FollowListScreen kind="followers" />, { store: signedInStore() });
    expect(await screen.findByText('Carlos Ruiz')).toBeInTheDocument();
    expect(screen.getByTestId('list-count')).toHaveTextContent('2');
    expect(screen.getByText('No bio available')).toBeInTheDocument();
    expect(screen.getByText('📍 Madrid, Spain')).toBeInTheDocument();
    const cards = screen.getAllByTestId('follow-card');
    expect(cards[0]).toHaveAttribute('href', `/community/${carlos._id}`);
  });

  it('shows an error alert when the list fails', async () => {
    stubFetch(() => jsonResponse({ success: false, error: 'Database is down' }, 500));
    renderWithProviders(<FollowListScreen kind="followers" />, { store: signedInStore() });
    expect(await screen.findByText('Could not load the list')).toBeInTheDocument();
    expect(screen.getByText('Database is down')).toBeInTheDocument();
  });
});
