import { ZSuccess, ZUnreadCountResponse } from '@chingu/contract';
import type { TOwnUser } from '@chingu/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { setCredentials, setUser, USER_INFO_KEY } from '@/stores/auth-slice';
import { makeStore } from '@/stores/store';
import { apiError, apiRequests, http, respond, server } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import { AppLayout } from './app-layout';
import type * as HeaderActionsModule from './header-actions';

/** The member the frame last gave its header (what a change to the member's row re-renders). */
const headerProps = vi.hoisted(() => ({ user: undefined as { name: string } | null | undefined }));
vi.mock('./header-actions', async (importOriginal) => {
  const real: typeof HeaderActionsModule = await importOriginal();
  return {
    HeaderActions: (props: Parameters<typeof real.HeaderActions>[0]) => {
      headerProps.user = props.user;
      return <real.HeaderActions {...props} />;
    },
  };
});

const user: TOwnUser = {
  _id: '7b0a3c1e-4f0e-4d7a-9a53-0d3a9d2f6b11',
  name: 'Jisoo Kim',
  gender: 'female',
  bio: '',
  birth_year: '1998',
  birth_month: '4',
  birth_day: '12',
  native_language: 'Korean',
  language_to_learn: 'English',
  location: null,
  imageUrls: ['/uploads/jisoo.webp'],
  createdAt: '2026-01-01T00:00:00.000Z',
  followersCount: 3,
  followingCount: 4,
  momentsCount: 2,
  level: null,
  // The browser's own zone: nothing for the app to send.
  timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  email: 'jisoo@example.com',
  preferredLanguage: null,
  visitorsCount: 0,
  isModerator: false,
  emailDigest: true,
  messagePolicy: 'everyone',
};

/** The signed-in header asks for the unread counts; nothing is unread here. */
beforeEach(() => {
  server.use(
    http.get('/api/v1/notifications/unread-count', () =>
      respond(ZUnreadCountResponse, {
        success: true,
        data: { notifications: 0, conversations: 0, requests: 0 },
      }),
    ),
  );
});

function loggedInStore() {
  const store = makeStore();
  store.dispatch(setCredentials({ user, token: 'token-123' }));
  return store;
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main navigation' });
const header = () => screen.getByRole('banner');

/**
 * A header menu's own trigger. The menus load after the first paint and replace a plain button;
 * a click that lands while that swap happens is lost, so wait for the trigger the menu owns
 * (it carries aria-expanded).
 */
const menuTrigger = (name: string | RegExp) =>
  within(header()).findByRole('button', { name, expanded: false });

describe('navigation bar', () => {
  it('shows Sign In and Communities, but not Chat or Moments, when logged out', () => {
    renderWithProviders(<AppLayout />, { route: '/communities' });
    const nav = within(mainNav());
    const communities = nav.getByRole('link', { name: 'Communities' });
    expect(communities).toHaveAttribute('href', '/communities');
    expect(communities).toHaveAttribute('aria-current', 'page');
    expect(nav.queryByRole('link', { name: 'Chat' })).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Moments' })).not.toBeInTheDocument();
    // Sign In brings the visitor back to where they were.
    expect(within(header()).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fcommunities',
    );
    expect(screen.queryByRole('button', { name: /Account menu$/ })).not.toBeInTheDocument();
    expect(within(header()).getByRole('link', { name: 'Chingu home' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('shows Chat, Moments and the account menu when logged in', async () => {
    renderWithProviders(<AppLayout />, { store: loggedInStore(), route: '/moments' });
    const nav = within(mainNav());
    expect(nav.getByRole('link', { name: 'Chat' })).toHaveAttribute('href', '/chat');
    expect(nav.getByRole('link', { name: 'Moments' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Communities' })).not.toHaveAttribute('aria-current');
    expect(within(header()).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();

    await userEvent.click(await menuTrigger(/Account menu$/));
    expect(await screen.findByRole('menuitem', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(screen.getByRole('menuitem', { name: 'Followers' })).toHaveAttribute(
      'href',
      '/followersList',
    );
    expect(screen.getByRole('menuitem', { name: 'Following' })).toHaveAttribute(
      'href',
      '/followingsList',
    );
    expect(screen.getByRole('menuitem', { name: 'My moments' })).toHaveAttribute(
      'href',
      '/my-moments',
    );
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
  });

  it('gives the header a new member for a change it shows (the name), not for a setting', async () => {
    const store = loggedInStore();
    renderWithProviders(<AppLayout />, { store, route: '/moments' });
    await menuTrigger(/^Jisoo Kim, Account menu$/);
    const shown = headerProps.user;
    expect(shown?.name).toBe('Jisoo Kim');
    // The frame does not render for it: the header keeps the very member it had.
    act(() => {
      store.dispatch(setUser({ ...user, emailDigest: false, messagePolicy: 'following' }));
    });
    expect(headerProps.user).toBe(shown);

    act(() => {
      store.dispatch(setUser({ ...user, name: 'Jisoo Park' }));
    });
    expect(await menuTrigger(/^Jisoo Park, Account menu$/)).toBeInTheDocument();
    expect(headerProps.user).not.toBe(shown);
  });

  it('logs out through the API, clears the session, toasts and goes home', async () => {
    server.use(http.post('/api/v1/auth/logout', () => respond(ZSuccess, { success: true })));
    const { store, router } = renderWithProviders(<AppLayout />, {
      store: loggedInStore(),
      route: '/profile',
    });
    expect(localStorage.getItem(USER_INFO_KEY)).not.toBeNull();

    await userEvent.click(await menuTrigger(/Account menu$/));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    expect(await screen.findByText('You have been logged out. See you soon!')).toBeInTheDocument();
    // Besides the unread counts the signed-in header loads, one call: the logout.
    const calls = apiRequests.filter((r) => !r.url.includes('/notifications/'));
    expect(calls).toHaveLength(1);
    const request = calls[0]!;
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api/v1/auth/logout');
    expect(request.headers.get('authorization')).toBe('Bearer token-123');
    expect(store.getState().auth.userInfo).toBeNull();
    expect(localStorage.getItem(USER_INFO_KEY)).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(within(header()).getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });

  it("turns off this browser's pushes before the session goes (the next member gets none)", async () => {
    const endpoint = 'https://push.example.test/send/jisoo';
    let unsubscribed = false;
    const subscription = {
      endpoint,
      unsubscribe: async () => (unsubscribed = true),
    };
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: {
        getRegistration: async () => ({
          pushManager: { getSubscription: async () => (unsubscribed ? null : subscription) },
        }),
      },
    });
    vi.stubGlobal('PushManager', class {});
    vi.stubGlobal('Notification', { permission: 'granted' });
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, 'serviceWorker');
      vi.unstubAllGlobals();
    });
    server.use(
      http.post('/api/v1/auth/logout', () => respond(ZSuccess, { success: true })),
      http.delete('/api/v1/push/subscriptions', () => respond(ZSuccess, { success: true })),
    );
    renderWithProviders(<AppLayout />, { store: loggedInStore(), route: '/profile' });

    await userEvent.click(await menuTrigger(/Account menu$/));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    expect(await screen.findByText('You have been logged out. See you soon!')).toBeInTheDocument();
    const calls = apiRequests.filter((r) => !r.url.includes('/notifications/'));
    expect(calls.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      'DELETE /api/v1/push/subscriptions',
      'POST /api/v1/auth/logout',
    ]);
    expect(await calls[0]!.clone().json()).toEqual({ endpoint });
    expect(calls[0]!.headers.get('authorization')).toBe('Bearer token-123');
    expect(unsubscribed).toBe(true);
  });

  it('keeps the session and shows the error message when logout fails', async () => {
    // features/auth/api/logout.ts awaits `queryFulfilled` without a catch, so a failed logout also
    // leaves an unhandled rejection behind (reported upstream); it must not fail this test.
    const vitestListeners = process.listeners('unhandledRejection');
    process.removeAllListeners('unhandledRejection');
    const swallowed: unknown[] = [];
    process.on('unhandledRejection', (reason) => swallowed.push(reason));
    onTestFinished(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      process.removeAllListeners('unhandledRejection');
      for (const listener of vitestListeners) process.on('unhandledRejection', listener);
    });
    server.use(http.post('/api/v1/auth/logout', () => apiError(500, 'Database unavailable')));
    const { store, router } = renderWithProviders(<AppLayout />, {
      store: loggedInStore(),
      route: '/profile',
    });

    await userEvent.click(await menuTrigger(/Account menu$/));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    expect(store.getState().auth.userInfo?.user.name).toBe('Jisoo Kim');
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('switches the interface to Korean and remembers the choice', async () => {
    renderWithProviders(<AppLayout />);
    await userEvent.click(await menuTrigger('Change language (current: English)'));
    await userEvent.click(await screen.findByRole('menuitem', { name: '한국어' }));

    const koreanNav = await screen.findByRole('navigation', { name: '주 메뉴' });
    expect(within(koreanNav).getByRole('link', { name: '커뮤니티' })).toBeInTheDocument();
    expect(within(header()).getByRole('link', { name: '로그인' })).toBeInTheDocument();
    expect(localStorage.getItem('preferredLanguage')).toBe('ko');
    expect(await screen.findByText('언어가 한국어로 변경되었습니다')).toBeInTheDocument();
  });

  it('links Sign In to plain /login from the home page', () => {
    renderWithProviders(<AppLayout />, { route: '/' });
    expect(within(header()).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('toggles between light and dark colour schemes', async () => {
    renderWithProviders(<AppLayout />);
    await userEvent.click(within(header()).getByRole('button', { name: 'Switch to dark mode' }));
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await userEvent.click(within(header()).getByRole('button', { name: 'Switch to light mode' }));
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light');
  });

  it('opens and closes the mobile menu with the burger', async () => {
    renderWithProviders(<AppLayout />);
    const burger = screen.getByRole('button', { name: 'Open navigation menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(burger);
    expect(screen.getByRole('button', { name: 'Close navigation menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const mobile = within(screen.getByRole('navigation', { name: 'Menu' }));
    await userEvent.click(mobile.getByRole('link', { name: 'Communities' }));
    expect(screen.getByRole('button', { name: 'Open navigation menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
