import { ZFollowResponse, ZMemberResponse, type TMember } from '@chingu/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReportContext } from '@/components/report/report-context';
import {
  apiError,
  apiRequests,
  http,
  makeMember,
  ME_ID,
  me,
  OTHER_ID,
  respond,
  server,
  signedInStore,
} from '@/testing/api';
import { publicFieldsOf } from '@/testing/members';
import { renderWithProviders } from '@/testing/render';
import { MemberDetailScreen } from './member-detail-screen';

const PATH = '/community/:id';
const MEMBER = '/api/v1/auth/users/:id';
const memberIs = (member: TMember) => () =>
  respond(ZMemberResponse, { success: true, data: member });
const memberOk = (member = makeMember()) => server.use(http.get(MEMBER, memberIs(member)));

describe('MemberDetailScreen', () => {
  it('says Invalid profile ID for an id that is not a UUID, without calling the API', async () => {
    renderWithProviders(<MemberDetailScreen />, { route: '/community/not-an-id', path: PATH });
    expect(await screen.findByText('Invalid profile ID')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to community' })).toHaveAttribute(
      'href',
      '/communities',
    );
    expect(apiRequests).toHaveLength(0);
  });

  it('says Profile Not Found when the API answers 404', async () => {
    server.use(http.get(MEMBER, () => apiError(404, 'User not found', 'notFound')));
    renderWithProviders(<MemberDetailScreen />, { route: `/community/${OTHER_ID}`, path: PATH });
    expect(await screen.findByText('Profile Not Found')).toBeInTheDocument();
    expect(new URL(apiRequests[0]!.url).pathname).toBe(`/api/v1/auth/users/${OTHER_ID}`);
  });

  it('shows the profile: age, member since, languages and the first-name about section', async () => {
    memberOk();
    renderWithProviders(<MemberDetailScreen />, { route: `/community/${OTHER_ID}`, path: PATH });
    expect(await screen.findByRole('heading', { name: 'Carlos Ruiz' })).toBeInTheDocument();
    const age = new Date().getFullYear() - 1990;
    expect(screen.getByText(`${age} years old`)).toBeInTheDocument();
    expect(screen.getByText('Member since March 2025')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'About Carlos' })).toBeInTheDocument();
    expect(screen.getByText('Spanish')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(document.title).toBe('Carlos Ruiz · Chingu');
  });

  it('offers Report to a signed-in member, for this member', async () => {
    const user = userEvent.setup();
    const report = vi.fn();
    memberOk();
    renderWithProviders(
      <ReportContext.Provider value={report}>
        <MemberDetailScreen />
      </ReportContext.Provider>,
      { route: `/community/${OTHER_ID}`, path: PATH, store: signedInStore() },
    );
    await user.click(await screen.findByRole('button', { name: 'Report Carlos Ruiz' }));
    expect(report).toHaveBeenCalledWith({
      targetType: 'user',
      targetId: OTHER_ID,
      name: 'Carlos Ruiz',
    });
  });

  it('offers no Report to visitors', async () => {
    memberOk();
    renderWithProviders(
      <ReportContext.Provider value={vi.fn()}>
        <MemberDetailScreen />
      </ReportContext.Provider>,
      { route: `/community/${OTHER_ID}`, path: PATH },
    );
    expect(await screen.findByRole('heading', { name: 'Carlos Ruiz' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Report/ })).not.toBeInTheDocument();
  });

  it('shows the no-photos placeholder when the only image is the default avatar', async () => {
    memberOk(makeMember({ imageUrls: ['/default-avatar.png'] }));
    renderWithProviders(<MemberDetailScreen />, { route: `/community/${OTHER_ID}`, path: PATH });
    expect(await screen.findByText('No photos yet')).toBeInTheDocument();
  });

  it('asks for confirmation before unfollowing, then calls the API', async () => {
    const user = userEvent.setup();
    let following = true;
    server.use(
      http.put('/api/v1/auth/users/:userId/unfollow/:targetUserId', () => {
        following = false;
        return respond(ZFollowResponse, {
          success: true,
          changed: true,
          message: 'Unfollowed',
          data: { isFollowing: false, followersCount: 2 },
        });
      }),
      http.get(MEMBER, () =>
        memberIs(makeMember({ isFollowing: following, followersCount: following ? 3 : 2 }))(),
      ),
    );
    renderWithProviders(<MemberDetailScreen />, {
      route: `/community/${OTHER_ID}`,
      path: PATH,
      store: signedInStore(),
    });
    await user.click(await screen.findByRole('button', { name: 'Following' }));
    expect(
      await screen.findByText('Are you sure you want to unfollow Carlos Ruiz?'),
    ).toBeInTheDocument();
    expect(apiRequests.some((r) => r.method === 'PUT')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Unfollow' }));
    await waitFor(() => expect(apiRequests.some((r) => r.method === 'PUT')).toBe(true));
    const put = apiRequests.find((r) => r.method === 'PUT')!;
    expect(new URL(put.url).pathname).toBe(`/api/v1/auth/users/${ME_ID}/unfollow/${OTHER_ID}`);
    expect(await screen.findByText('You unfollowed Carlos Ruiz')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeInTheDocument();
  });

  it('cancelling the confirmation does not unfollow', async () => {
    const user = userEvent.setup();
    memberOk(makeMember({ isFollowing: true }));
    renderWithProviders(<MemberDetailScreen />, {
      route: `/community/${OTHER_ID}`,
      path: PATH,
      store: signedInStore(),
    });
    await user.click(await screen.findByRole('button', { name: 'Following' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByText('Are you sure you want to unfollow Carlos Ruiz?')).toBeNull(),
    );
    expect(apiRequests.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('shows the follow failure toast', async () => {
    const user = userEvent.setup();
    memberOk();
    server.use(
      http.put('/api/v1/auth/users/:userId/follow/:targetUserId', () => apiError(500, 'boom')),
    );
    renderWithProviders(<MemberDetailScreen />, {
      route: `/community/${OTHER_ID}`,
      path: PATH,
      store: signedInStore(),
    });
    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByText('Failed to follow user. Please try again.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeInTheDocument();
  });

  it('asks a visitor to sign in to follow', async () => {
    const user = userEvent.setup();
    memberOk();
    renderWithProviders(<MemberDetailScreen />, { route: `/community/${OTHER_ID}`, path: PATH });
    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByText('You need to be logged in to follow users')).toBeInTheDocument();
    expect(apiRequests.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('starts a video call with the member, or asks a visitor to sign in first', async () => {
    const user = userEvent.setup();
    memberOk();
    const store = signedInStore();
    const view = renderWithProviders(<MemberDetailScreen />, {
      route: `/community/${OTHER_ID}`,
      path: PATH,
      store,
    });
    await user.click(await screen.findByRole('button', { name: 'Video call' }));
    // The calls feature takes it from here (stores/call-requests.ts).
    expect(store.getState().callRequests.pending).toMatchObject({
      partner: { _id: OTHER_ID, name: 'Carlos Ruiz' },
      media: 'video',
    });
    view.unmount();

    memberOk();
    const visitor = renderWithProviders(<MemberDetailScreen />, {
      route: `/community/${OTHER_ID}`,
      path: PATH,
    });
    await user.click(await screen.findByRole('button', { name: 'Video call' }));
    expect(await screen.findByText('Please sign in to call members')).toBeInTheDocument();
    expect(visitor.store.getState().callRequests.pending).toBeNull();
  });

  it('hides Follow, Start chat and the practice card on my own profile', async () => {
    memberOk(makeMember({ ...publicFieldsOf(me), isFollowing: false }));
    renderWithProviders(<MemberDetailScreen />, {
      route: `/community/${ME_ID}`,
      path: PATH,
      store: signedInStore(),
    });
    expect(await screen.findByRole('heading', { name: 'Minji Kim' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Follow' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Start chat' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Video call' })).toBeNull();
    expect(screen.queryByText('Ready to practice?')).toBeNull();
  });

  it('shows the error state with try again for a server error', async () => {
    const user = userEvent.setup();
    let fail = true;
    server.use(
      http.get(MEMBER, () => (fail ? apiError(500, 'Database is down') : memberIs(makeMember())())),
    );
    renderWithProviders(<MemberDetailScreen />, { route: `/community/${OTHER_ID}`, path: PATH });
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Carlos Ruiz' })).toBeInTheDocument();
  });
});
