import { ZFollowResponse, ZMembersResponse, ZStatsResponse, type TMember } from '@chingu/contract';
import { DEFAULT_AVATAR_URL } from '@chingu/contract/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  apiError,
  apiRequests,
  http,
  makeMember,
  respond,
  server,
  signedInStore,
  urlsOf,
} from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import { CommunitiesScreen } from './communities-screen';

const MEMBERS = '/api/v1/auth/users';
const statsOk = http.get('/api/v1/stats', () =>
  respond(ZStatsResponse, {
    success: true,
    data: { activeLearners: 42, languages: 7, countries: 5 },
  }),
);
const membersAre =
  (members: TMember[], count = members.length) =>
  () =>
    respond(ZMembersResponse, { success: true, count, data: members });

function directoryFetch(members = [makeMember()], count = members.length) {
  server.use(statsOk, http.get(MEMBERS, membersAre(members, count)));
}

const memberListUrls = () => urlsOf(MEMBERS);

describe('CommunitiesScreen', () => {
  it('loads page 1 of 20 with the real stats and the result count', async () => {
    directoryFetch([makeMember()], 57);
    renderWithProviders(<CommunitiesScreen />, { route: '/communities' });
    expect(await screen.findByText('57 members found')).toBeInTheDocument();
    expect(screen.getByText('42')).toBeInTheDocument();
    const [first] = memberListUrls();
    expect(first?.searchParams.get('page')).toBe('1');
    expect(first?.searchParams.get('limit')).toBe('20');
    expect(first?.searchParams.has('q')).toBe(false);
  });

  it('sends the search only after the 300 ms debounce, and back on page 1', async () => {
    const user = userEvent.setup();
    directoryFetch();
    renderWithProviders(<CommunitiesScreen />, { route: '/communities?page=3' });
    await screen.findByText('Carlos Ruiz');
    expect(memberListUrls()[0]?.searchParams.get('page')).toBe('3');

    await user.type(screen.getByRole('textbox', { name: 'Search members' }), 'min');
    // Typed, but not sent yet.
    expect(memberListUrls().some((u) => u.searchParams.get('q') === 'min')).toBe(false);
    expect(memberListUrls().some((u) => u.searchParams.get('q') === 'mi')).toBe(false);

    await waitFor(() =>
      expect(memberListUrls().some((u) => u.searchParams.get('q') === 'min')).toBe(true),
    );
    const withQ = memberListUrls().filter((u) => u.searchParams.has('q'));
    // One request for the whole word, not one per keystroke.
    expect(withQ.map((u) => u.searchParams.get('q'))).toEqual(['min']);
    expect(withQ[0]?.searchParams.get('page')).toBe('1');
  });

  it('filters by the language members speak and the one they learn, kept in the address', async () => {
    const user = userEvent.setup();
    directoryFetch();
    const { router } = renderWithProviders(<CommunitiesScreen />, {
      route: '/communities?page=2',
    });
    await screen.findByText('Carlos Ruiz');
    await user.click(screen.getByRole('combobox', { name: 'Speaks' }));
    await user.click(await screen.findByRole('option', { name: /Korean/ }));
    await waitFor(() => {
      const last = memberListUrls().at(-1);
      expect(last?.searchParams.get('native_language')).toBe('Korean');
      expect(last?.searchParams.has('language_to_learn')).toBe(false);
      expect(last?.searchParams.has('language')).toBe(false);
      expect(last?.searchParams.get('page')).toBe('1');
    });
    await user.click(screen.getByRole('combobox', { name: 'Learns' }));
    await user.click(await screen.findByRole('option', { name: /English/ }));
    await waitFor(() => {
      const last = memberListUrls().at(-1);
      expect(last?.searchParams.get('native_language')).toBe('Korean');
      expect(last?.searchParams.get('language_to_learn')).toBe('English');
    });
    expect(router.state.location.search).toBe('?native_language=Korean&language_to_learn=English');
    expect(screen.getByRole('combobox', { name: 'Speaks' })).toHaveValue('🇰🇷 Korean');
    expect(screen.getByRole('combobox', { name: 'Learns' })).toHaveValue('🇬🇧 English');
  });

  it("filters by level, kept in the address, and shows each card's level badge", async () => {
    const user = userEvent.setup();
    directoryFetch([makeMember({ level: 'B1' })]);
    const { router } = renderWithProviders(<CommunitiesScreen />, { route: '/communities' });
    await screen.findByText('Carlos Ruiz');
    // The badge names the level and the language it is in.
    expect(screen.getByRole('img', { name: 'Level B1 in Korean' })).toHaveTextContent('B1');
    await user.click(screen.getByRole('combobox', { name: 'Level' }));
    await user.click(await screen.findByRole('option', { name: 'B1 · Intermediate' }));
    await waitFor(() => {
      const last = memberListUrls().at(-1);
      expect(last?.searchParams.get('level')).toBe('B1');
      expect(last?.searchParams.get('page')).toBe('1');
    });
    expect(router.state.location.search).toBe('?level=B1');
  });

  it('drops an unknown level in the address instead of sending it', async () => {
    directoryFetch();
    renderWithProviders(<CommunitiesScreen />, { route: '/communities?level=Z9' });
    await screen.findByText('Carlos Ruiz');
    expect(memberListUrls().every((u) => !u.searchParams.has('level'))).toBe(true);
  });

  it('reads both language filters from the address and clears one', async () => {
    const user = userEvent.setup();
    directoryFetch();
    const { router } = renderWithProviders(<CommunitiesScreen />, {
      route: '/communities?native_language=Japanese&language_to_learn=Korean',
    });
    await screen.findByText('Carlos Ruiz');
    const first = memberListUrls()[0];
    expect(first?.searchParams.get('native_language')).toBe('Japanese');
    expect(first?.searchParams.get('language_to_learn')).toBe('Korean');
    expect(screen.getByRole('combobox', { name: 'Speaks' })).toHaveValue('🇯🇵 Japanese');
    expect(screen.getByRole('combobox', { name: 'Learns' })).toHaveValue('🇰🇷 Korean');

    const speaks = screen.getByRole('combobox', { name: 'Speaks' });
    await user.click(within(speaks.parentElement!).getByRole('button', { hidden: true }));
    await waitFor(() => expect(router.state.location.search).toBe('?language_to_learn=Korean'));
    expect(memberListUrls().at(-1)?.searchParams.has('native_language')).toBe(false);
  });

  it('still honours an either-language link, and clears it', async () => {
    const user = userEvent.setup();
    directoryFetch();
    renderWithProviders(<CommunitiesScreen />, { route: '/communities?language=Korean' });
    await screen.findByText('Carlos Ruiz');
    expect(memberListUrls()[0]?.searchParams.get('language')).toBe('Korean');
    expect(screen.getByText('Speaks or learns Korean')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear the language filter' }));
    await waitFor(() => expect(memberListUrls().at(-1)?.searchParams.has('language')).toBe(false));
    expect(screen.queryByText('Speaks or learns Korean')).not.toBeInTheDocument();
  });

  it('sends the sort of the Popular and New tabs, page 1', async () => {
    const user = userEvent.setup();
    directoryFetch();
    renderWithProviders(<CommunitiesScreen />, { route: '/communities?page=4' });
    await screen.findByText('Carlos Ruiz');
    await user.click(screen.getByRole('tab', { name: 'Popular' }));
    await waitFor(() => {
      const last = memberListUrls().at(-1);
      expect(last?.searchParams.get('sort')).toBe('popular');
      expect(last?.searchParams.get('page')).toBe('1');
    });
    await user.click(screen.getByRole('tab', { name: 'New' }));
    await waitFor(() => expect(memberListUrls().at(-1)?.searchParams.get('sort')).toBe('new'));
  });

  it('filters by country (debounced) and by "Online now", kept in the address', async () => {
    const user = userEvent.setup();
    directoryFetch([makeMember({ location: { city: 'Madrid', country: 'Spain' } })]);
    const { router } = renderWithProviders(<CommunitiesScreen />, {
      route: '/communities?page=2',
    });
    const card = await screen.findByTestId('member-card');
    expect(within(card).getByTestId('member-place')).toHaveTextContent('Madrid, Spain');

    await user.type(screen.getByRole('textbox', { name: 'Country' }), 'Spain');
    await waitFor(() => {
      const last = memberListUrls().at(-1);
      expect(last?.searchParams.get('country')).toBe('Spain');
      expect(last?.searchParams.get('page')).toBe('1');
    });
    // One request for the whole word.
    expect(memberListUrls().filter((u) => u.searchParams.has('country'))).toHaveLength(1);

    await user.click(screen.getByRole('switch', { name: 'Online now' }));
    await waitFor(() => {
      const last = memberListUrls().at(-1);
      expect(last?.searchParams.get('online')).toBe('true');
      expect(last?.searchParams.get('country')).toBe('Spain');
    });
    expect(router.state.location.search).toBe('?country=Spain&online=true');

    await user.click(screen.getByRole('button', { name: 'Reset All Filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('textbox', { name: 'Country' })).toHaveValue('');
    expect(screen.getByRole('switch', { name: 'Online now' })).not.toBeChecked();
  });

  it('reads the country and online filters from the address', async () => {
    directoryFetch();
    renderWithProviders(<CommunitiesScreen />, {
      route: '/communities?country=Korea&online=true',
    });
    await screen.findByText('Carlos Ruiz');
    expect(memberListUrls()[0]?.searchParams.get('country')).toBe('Korea');
    expect(memberListUrls()[0]?.searchParams.get('online')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Country' })).toHaveValue('Korea');
    expect(screen.getByRole('switch', { name: 'Online now' })).toBeChecked();
  });

  it('asks for the next page after the last member it showed; a page opened from the address by number', async () => {
    const user = userEvent.setup();
    const idOf = (page: number, index: number) =>
      `00000000-0000-4000-8000-00000${page}${String(index).padStart(5, '0')}`.slice(0, 36);
    server.use(
      statsOk,
      http.get(MEMBERS, ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        return membersAre(
          Array.from({ length: 20 }, (_, index) =>
            makeMember({ _id: idOf(page, index), name: `Page ${page} member ${index}` }),
          ),
          75,
        )();
      }),
    );
    const first = renderWithProviders(<CommunitiesScreen />, { route: '/communities?sort=new' });
    await screen.findByText('Page 1 member 0');
    expect(memberListUrls().at(-1)?.searchParams.has('after')).toBe(false);
    await user.click(await screen.findByRole('button', { name: '2' }));
    await screen.findByText('Page 2 member 0');
    const second = memberListUrls().at(-1);
    expect(second?.searchParams.get('page')).toBe('2');
    expect(second?.searchParams.get('after')).toBe(idOf(1, 19));
    first.unmount();

    // A link to page 3 of another list: nothing of it seen yet, so asked for by its number.
    renderWithProviders(<CommunitiesScreen />, { route: '/communities?sort=popular&page=3' });
    await screen.findByText('Page 3 member 0');
    const third = memberListUrls().at(-1);
    expect(third?.searchParams.get('sort')).toBe('popular');
    expect(third?.searchParams.has('after')).toBe(false);
  });

  it('cuts a long bio at 60 characters with an ellipsis and shows a fallback for none', async () => {
    const long = 'a'.repeat(30) + 'b'.repeat(30) + 'c'.repeat(40);
    directoryFetch([
      makeMember({ bio: long }),
      makeMember({ _id: '33333333-3333-4333-8333-333333333333', name: 'No Bio', bio: '' }),
    ]);
    renderWithProviders(<CommunitiesScreen />, { route: '/communities' });
    const bios = await screen.findAllByTestId('member-bio');
    expect(bios[0]).toHaveTextContent(`${'a'.repeat(30)}${'b'.repeat(30)}…`);
    expect(bios[0]?.textContent).not.toContain('c');
    expect(bios[1]).toHaveTextContent("This member hasn't written a bio yet.");
  });

  it("draws the avatar of a member who has no photo yet, not the site's default picture", async () => {
    directoryFetch([
      makeMember(),
      makeMember({
        _id: '44444444-4444-4444-8444-444444444444',
        name: 'Nora Park',
        imageUrls: [DEFAULT_AVATAR_URL],
      }),
    ]);
    renderWithProviders(<CommunitiesScreen />, { route: '/communities' });
    const cards = await screen.findAllByTestId('member-card');
    expect(within(cards[1]!).getByTestId('drawn-cover')).toBeInTheDocument();
    expect(cards[1]!.querySelector(`img[src="${DEFAULT_AVATAR_URL}"]`)).toBeNull();
    expect(within(cards[0]!).queryByTestId('drawn-cover')).toBeNull();
  });

  it('shows the empty state and resets all filters', async () => {
    const user = userEvent.setup();
    directoryFetch([], 0);
    renderWithProviders(<CommunitiesScreen />, { route: '/communities?q=zzz&language=German' });
    expect(await screen.findByText('No members found')).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: 'Reset All Filters' });
    await user.click(buttons.at(-1)!);
    await waitFor(() => {
      const last = memberListUrls().at(-1);
      expect(last?.searchParams.has('q')).toBe(false);
      expect(last?.searchParams.has('language')).toBe(false);
    });
    expect(screen.getByRole('textbox', { name: 'Search members' })).toHaveValue('');
  });

  it('shows the error state with try again', async () => {
    const user = userEvent.setup();
    let fail = true;
    server.use(
      statsOk,
      http.get(MEMBERS, () =>
        fail ? apiError(500, 'Database is down') : membersAre([makeMember()])(),
      ),
    );
    renderWithProviders(<CommunitiesScreen />, { route: '/communities' });
    expect(await screen.findByText('Database is down')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Carlos Ruiz')).toBeInTheDocument();
  });

  it('follows optimistically and reverts with an error toast when the call fails', async () => {
    const user = userEvent.setup();
    let release: (response: Response) => void = () => {};
    server.use(
      statsOk,
      http.put(
        `${MEMBERS}/:userId/follow/:targetUserId`,
        () =>
          new Promise<Response>((resolve) => {
            release = resolve;
          }),
      ),
      http.get(MEMBERS, membersAre([makeMember()])),
    );
    renderWithProviders(<CommunitiesScreen />, { route: '/communities', store: signedInStore() });
    const card = await screen.findByTestId('member-card');
    const follow = within(card).getByRole('button', { name: 'Follow Carlos Ruiz' });
    expect(follow).toHaveTextContent('Follow');
    expect(follow).toHaveAttribute('aria-pressed', 'false');
    await user.click(follow);

    // Flipped before the server answered.
    const pressed = await within(card).findByRole('button', { name: 'Following Carlos Ruiz' });
    expect(pressed).toHaveTextContent('Following');
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    expect(within(card).getByText('4 followers')).toBeInTheDocument();
    const put = apiRequests.find((r) => r.method === 'PUT');
    expect(new URL(put!.url).pathname).toBe(
      '/api/v1/auth/users/11111111-1111-4111-8111-111111111111/follow/22222222-2222-4222-8222-222222222222',
    );

    release(apiError(500, 'boom'));
    expect(await screen.findByText('Failed to follow user. Please try again.')).toBeInTheDocument();
    expect(await within(card).findByRole('button', { name: 'Follow Carlos Ruiz' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(within(card).getByText('3 followers')).toBeInTheDocument();
  });

  it('asks a visitor to sign in instead of following', async () => {
    const user = userEvent.setup();
    directoryFetch();
    renderWithProviders(<CommunitiesScreen />, { route: '/communities' });
    const card = await screen.findByTestId('member-card');
    await user.click(within(card).getByRole('button', { name: 'Follow Carlos Ruiz' }));
    expect(await screen.findByText('You need to be logged in to follow users')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(apiRequests.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('asks before unfollowing from a card, and stays on the directory', async () => {
    const user = userEvent.setup();
    let following = true;
    server.use(
      statsOk,
      http.get(MEMBERS, () =>
        membersAre([makeMember({ isFollowing: following, followersCount: following ? 4 : 3 })])(),
      ),
      http.put(`${MEMBERS}/:userId/unfollow/:targetUserId`, () => {
        following = false;
        return respond(ZFollowResponse, {
          success: true,
          changed: true,
          message: 'Unfollowed',
          data: { isFollowing: false, followersCount: 3 },
        });
      }),
    );
    renderWithProviders(<CommunitiesScreen />, { route: '/communities', store: signedInStore() });
    const card = await screen.findByTestId('member-card');
    await user.click(within(card).getByRole('button', { name: 'Following Carlos Ruiz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unfollow' });
    expect(
      within(dialog).getByText('Are you sure you want to unfollow Carlos Ruiz?'),
    ).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(apiRequests.some((r) => r.method === 'PUT')).toBe(false);

    await user.click(within(card).getByRole('button', { name: 'Following Carlos Ruiz' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Unfollow' }),
    );
    expect(await within(card).findByRole('button', { name: 'Follow Carlos Ruiz' })).toBeVisible();
    expect(within(card).getByText('3 followers')).toBeInTheDocument();
    const put = apiRequests.find((r) => r.method === 'PUT');
    expect(new URL(put!.url).pathname).toMatch(/\/unfollow\/22222222-2222-4222-8222-222222222222$/);
    // Clicks inside the dialog did not open the member's page.
    expect(screen.queryByTestId('navigated-away')).not.toBeInTheDocument();
  });
});
