import {
  ZNotificationSettingsResponse,
  ZSessionsResponse,
  defaultNotificationSettings,
  ZSettingsResponse,
  ZSignedOutResponse,
  ZSuccess,
  type TAccountSession,
  type TAccountSettings,
} from '@chingu/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ME_ID, apiError, apiRequests, http, respond, server, signedInStore } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import { SettingsScreen } from './settings-screen';

const ACCOUNT = `/api/v1/auth/users/${ME_ID}`;
const SESSIONS = `${ACCOUNT}/sessions`;
const SETTINGS = `${ACCOUNT}/settings`;
const wrongPassword = () => apiError(400, 'The current password is not correct', 'wrongPassword');
const sessionsAre = (list: TAccountSession[]) => () =>
  respond(ZSessionsResponse, { success: true, data: list });

const now = new Date().toISOString();
const sessions: TAccountSession[] = [
  {
    _id: 'aaaaaaaa-0000-4000-8000-000000000001',
    device: 'Chrome on Android',
    createdAt: now,
    lastUsedAt: now,
    current: false,
  },
  {
    _id: 'aaaaaaaa-0000-4000-8000-000000000002',
    device: 'Safari on macOS',
    createdAt: now,
    lastUsedAt: now,
    current: true,
  },
];

function stubAccountApi() {
  let list = [...sessions];
  const settingsBodies: unknown[] = [];
  server.use(
    http.get(SESSIONS, () => sessionsAre(list)()),
    http.get(`${ACCOUNT}/notification-settings`, () =>
      respond(ZNotificationSettingsResponse, {
        success: true,
        data: defaultNotificationSettings(true),
      }),
    ),
    http.delete(`${SESSIONS}/:sessionId`, ({ params }) => {
      list = list.filter((s) => s._id !== params.sessionId);
      return respond(ZSuccess, { success: true });
    }),
    http.put(SETTINGS, async ({ request }) => {
      const body = (await request.json()) as Partial<TAccountSettings>;
      settingsBodies.push(body);
      return respond(ZSettingsResponse, {
        success: true,
        data: { emailDigest: true, messagePolicy: 'everyone', ...body },
      });
    }),
    http.delete(ACCOUNT, async ({ request }) => {
      const body = (await request.json()) as { password: string };
      return body.password === 'old password'
        ? respond(ZSuccess, { success: true })
        : wrongPassword();
    }),
    http.put(`${ACCOUNT}/password`, async ({ request }) => {
      const body = (await request.json()) as { currentPassword: string };
      if (body.currentPassword !== 'old password') return wrongPassword();
      return respond(ZSignedOutResponse, { success: true, data: { signedOut: 1 } });
    }),
  );
  return { settingsBodies };
}

describe('SettingsScreen', () => {
  it('lists the devices with this one marked and signs out another', async () => {
    stubAccountApi();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<SettingsScreen />, { store: signedInStore() });

    expect(await screen.findByText('Chrome on Android')).toBeInTheDocument();
    expect(screen.getByText('This device')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out of Chrome on Android' }));
    await waitFor(() => expect(screen.queryByText('Chrome on Android')).not.toBeInTheDocument());
    expect(apiRequests.some((r) => r.method === 'DELETE')).toBe(true);
    // Only this device is left: nothing else to sign out.
    expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();
  });

  it('saves the message policy as soon as it changes', async () => {
    const api = stubAccountApi();
    const user = userEvent.setup({ delay: null });
    const store = signedInStore();
    renderWithProviders(<SettingsScreen />, { store });

    await user.click(screen.getByRole('radio', { name: /Only members I follow/ }));
    await waitFor(() =>
      expect(store.getState().auth.userInfo?.user.messagePolicy).toBe('following'),
    );
    expect(screen.getByRole('radio', { name: /Only members I follow/ })).toBeChecked();
    expect(api.settingsBodies).toEqual([{ messagePolicy: 'following' }]);
    // The e-mail digest is the grid's message e-mail switch, not a second one here.
    expect(await screen.findByRole('switch', { name: 'Messages: E-mail' })).toBeChecked();
    expect(screen.queryByRole('switch', { name: /unread messages/ })).not.toBeInTheDocument();
  });

  it('validates the new password, shows a wrong current one under its field, then changes it', async () => {
    stubAccountApi();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<SettingsScreen />, { store: signedInStore() });
    const form = screen.getByRole('button', { name: 'Change password' }).closest('form')!;

    await user.type(within(form).getByLabelText(/^Current password/), 'old password');
    await user.type(within(form).getByLabelText(/^New password/), 'short');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Password must be at least 8 characters')).toBeVisible();
    expect(apiRequests.filter((r) => r.url.endsWith('/password'))).toHaveLength(0);

    await user.clear(within(form).getByLabelText(/^Current password/));
    await user.type(within(form).getByLabelText(/^Current password/), 'wrong one');
    await user.clear(within(form).getByLabelText(/^New password/));
    await user.type(within(form).getByLabelText(/^New password/), 'a brand new secret');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('The current password is not correct')).toBeVisible();

    await user.clear(within(form).getByLabelText(/^Current password/));
    await user.type(within(form).getByLabelText(/^Current password/), 'old password');
    await waitFor(() =>
      expect(within(form).getByRole('button', { name: 'Change password' })).toBeEnabled(),
    );
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('Password changed. 1 other device was signed out.'),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Current password/)).toHaveValue('');
  });

  it('puts a setting back and says so when the server refuses it', async () => {
    server.use(
      http.put(SETTINGS, () => apiError(429, 'Too many requests', 'tooManyRequests')),
      http.get(SESSIONS, sessionsAre(sessions)),
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<SettingsScreen />, { store: signedInStore() });
    await user.click(screen.getByRole('radio', { name: /Only members I follow/ }));
    expect(await screen.findByText('Too many requests. Please try again later')).toBeVisible();
    expect(screen.getByRole('radio', { name: /Everyone/ })).toBeChecked();
  });

  it('deletes the account only with the password, then signs out and goes home', async () => {
    stubAccountApi();
    const user = userEvent.setup({ delay: null });
    const store = signedInStore();
    const { router } = renderWithProviders(<SettingsScreen />, {
      store,
      route: '/settings',
      path: '/settings',
    });
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    expect(await within(dialog).findByText('Please enter your password')).toBeVisible();
    await user.type(within(dialog).getByLabelText(/^Password/), 'guess');
    await user.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    expect(await within(dialog).findByText('The current password is not correct')).toBeVisible();
    expect(store.getState().auth.userInfo).not.toBeNull();

    await user.clear(within(dialog).getByLabelText(/^Password/));
    await user.type(within(dialog).getByLabelText(/^Password/), 'old password');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Delete for good' })).toBeEnabled(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getState().auth.userInfo).toBeNull();
  });

  it('is in Korean for a Korean interface', async () => {
    stubAccountApi();
    renderWithProviders(<SettingsScreen />, { store: signedInStore(), language: 'ko' });
    expect(await screen.findByRole('heading', { name: '설정' })).toBeInTheDocument();
    expect(await screen.findByText('이 기기')).toBeInTheDocument();
  });
});
