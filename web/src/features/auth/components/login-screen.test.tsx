import { ZAuthResponse } from '@chingu/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setCredentials } from '@/stores/auth-slice';
import { apiError, apiRequests, http, jsonBodiesOf, respond, server } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import { testUser } from '../testing/fixtures';
import { LoginScreen } from './login-screen';

const LOGIN = '/api/v1/auth/login';
const signsIn = () =>
  server.use(
    http.post(LOGIN, () =>
      respond(ZAuthResponse, { success: true, token: 'tok-1', user: testUser }),
    ),
  );

describe('LoginScreen', () => {
  it('sends the credentials, stores userInfo and goes to the redirect target', async () => {
    signsIn();
    const user = userEvent.setup({ delay: null });
    const { store, router } = renderWithProviders(<LoginScreen />, {
      route: '/login?redirect=%2Fmoments',
      path: '/login',
    });

    await user.type(screen.getByLabelText(/^email/i), ' Ana@Example.com ');
    await user.type(screen.getByLabelText(/^password/i), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/moments'));
    expect((await jsonBodiesOf('POST', LOGIN))[0]).toEqual({
      email: 'ana@example.com',
      password: 'secret-password',
    });
    expect(store.getState().auth.userInfo).toEqual({ user: testUser, token: 'tok-1' });
    expect(JSON.parse(localStorage.getItem('userInfo') ?? 'null')).toMatchObject({
      token: 'tok-1',
    });
  });

  it('goes home instead of to a redirect holding a newline (it showed the error page)', async () => {
    signsIn();
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
    server.use(http.post(LOGIN, () => apiError(401, 'Invalid credentials', 'invalidCredentials')));
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
    server.use(http.post(LOGIN, () => apiError(429, 'Slow down, friend')));
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<LoginScreen />, { route: '/login', path: '/login' });
    await user.type(screen.getByLabelText(/^email/i), 'ana@example.com');
    await user.type(screen.getByLabelText(/^password/i), 'whatever1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Slow down, friend')).toBeInTheDocument();
  });

  it('validates before calling the API', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<LoginScreen />, { route: '/login', path: '/login' });
    await user.type(screen.getByLabelText(/^email/i), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(apiRequests).toHaveLength(0);
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

describe('LoginScreen: a suspended account (PRODUCT §9.1)', () => {
  const ACTION_ID = '99999999-9999-4999-8999-999999999999';
  const TOKEN = `${ACTION_ID}.1900000000.c2lnbmF0dXJl`;

  it('shows the reason and an appeal form that sends the appealToken, without a session', async () => {
    server.use(
      http.post(LOGIN, () =>
        Response.json(
          {
            success: false,
            error: 'This account has been suspended',
            code: 'suspended',
            reason: 'scam',
            appealToken: TOKEN,
          },
          { status: 403 },
        ),
      ),
      http.post('/api/v1/appeals', () =>
        Response.json(
          {
            success: true,
            data: {
              _id: '11111111-1111-4111-8111-111111111111',
              actionId: ACTION_ID,
              text: 'x',
              status: 'pending',
              createdAt: new Date().toISOString(),
            },
          },
          { status: 201 },
        ),
      ),
    );
    const user = userEvent.setup({ delay: null });
    const { store } = renderWithProviders(<LoginScreen />, { route: '/login', path: '/login' });
    await user.type(screen.getByLabelText(/^email/i), 'ana@example.com');
    await user.type(screen.getByLabelText(/^password/i), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Your account is suspended')).toBeInTheDocument();
    expect(screen.getByText('Reason: scams')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Why is this decision wrong/ }), 'Not me');
    await user.click(screen.getByRole('button', { name: 'Send appeal' }));
    expect(await screen.findByText('Appeal sent')).toBeInTheDocument();
    expect((await jsonBodiesOf('POST', '/api/v1/appeals'))[0]).toEqual({
      actionId: ACTION_ID,
      text: 'Not me',
      appealToken: TOKEN,
    });
    expect(store.getState().auth.userInfo).toBeNull();
  });

  it('a wrong password still just says so', async () => {
    server.use(http.post(LOGIN, () => apiError(401, 'Invalid', 'invalidCredentials')));
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<LoginScreen />, { route: '/login', path: '/login' });
    await user.type(screen.getByLabelText(/^email/i), 'ana@example.com');
    await user.type(screen.getByLabelText(/^password/i), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(apiRequests).toHaveLength(1));
    expect(screen.queryByText('Your account is suspended')).not.toBeInTheDocument();
  });
});
