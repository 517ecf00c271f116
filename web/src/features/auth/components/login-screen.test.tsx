import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCredentials } from '@/stores/auth-slice';
import { renderWithProviders } from '@/test/render';
import { mockApi, testUser } from '../testing/mock-api';
import { LoginScreen } from './login-screen';

afterEach(() => {
  // The toast store is global: start every test with an empty stack.
  notifications.clean();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('LoginScreen', () => {
  it('sends the credentials, stores userInfo and goes to the redirect target', async () => {
    const api = mockApi({
      'POST /api/v1/auth/login': { body: { success: true, token: 'tok-1', user: testUser } },
    });
    const user = userEvent.setup({ delay: null });
    const { store, router } = renderWithProviders(<LoginScreen />, {
      route: '/login?redirect=%2Fmoments',
      path: '/login',
    });

    await user.type(screen.getByLabelText(/^email/i), ' Ana@Example.com ');
    await user.type(screen.getByLabelText(/^password/i), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/moments'));
    expect(api.calls('POST /api/v1/auth/login')[0]?.json).toEqual({
      email: 'ana@example.com',
      password: 'secret-password',
    });
    expect(store.getState().auth.userInfo).toEqual({ user: testUser, token: 'tok-1' });
    expect(JSON.parse(localStorage.getItem('userInfo') ?? 'null')).toMatchObject({
      token: 'tok-1',
    });
  });

  it('goes home instead of to a redirect holding a newline (it showed the error page)', async () => {
    mockApi({
      'POST /api/v1/auth/login': { body: { success: true, token: 'tok-1', user: testUser } },
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderWithProviders(<LoginScreen />, {
      route: '/login?redirect=%2F%0A%2Fevil.example',
      path: '/login',
    });
    await user.type(screen.getByLabelText(/^email/i), 'ana@example.com');
    await user.type(screen.getByLabelText(/^password/i), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the server message when the credentials are wrong and stays on the page', async () => {
    mockApi({
      'POST /api/v1/auth/login': {
        status: 401,
        body: { success: false, error: 'Invalid credentials', code: 'invalidCredentials' },
      },
    });
    const user = userEvent.setup({ delay: null });
    const { store, router } = renderWithProviders(<LoginScreen />, {
      route: '/login',
      path: '/login',
    });

    await user.type(screen.getByLabelText(/^email/i), 'ana@example.com');
    await user.type(screen.getByLabelText(/^password/i), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Invalid credentials')).toBeInTheDocument();
    expect(store.getState().auth.userInfo).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows an untranslated server error text as is', async () => {
    mockApi({
      'POST /api/v1/auth/login': {
        status: 429,
        body: { success: false, error: 'Slow down, friend' },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<LoginScreen />, { route: '/login', path: '/login' });
    await user.type(screen.getByLabelText(/^email/i), 'ana@example.com');
    await user.type(screen.getByLabelText(/^password/i), 'whatever1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Slow down, friend')).toBeInTheDocument();
  });

  it('validates before calling the API', async () => {
    const api = mockApi({});
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<LoginScreen />, { route: '/login', path: '/login' });
    await user.type(screen.getByLabelText(/^email/i), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(api.seen).toHaveLength(0);
  });

  it('sends a signed-in visitor straight to the redirect target', async () => {
    const { store } = renderWithProviders(<div />);
    store.dispatch(setCredentials({ user: testUser, token: 't' }));
    const { router } = renderWithProviders(<LoginScreen />, {
      store,
      route: '/login?redirect=%2Fchat',
      path: '/login',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat'));
  });

  it('keeps the redirect on the register link', () => {
    renderWithProviders(<LoginScreen />, {
      route: '/login?redirect=%2Fprofile',
      path: '/login',
    });
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/register?redirect=%2Fprofile',
    );
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
