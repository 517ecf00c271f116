import {
  NOTIFICATION_SETTING_KINDS,
  ZNotificationSettingsResponse,
  defaultNotificationSettings,
  type TNotificationSettings,
  type TUpdateNotificationSettingsRequest,
} from '@chingu/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ME_ID, apiError, http, respond, server, signedInStore } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import { NotificationsCard } from './notifications-card';

/** PRODUCT §9.1: the notification grid, against the typed MSW API. */
const PATH = `/api/v1/auth/users/${ME_ID}/notification-settings`;

function stubApi({ failPuts = 0 } = {}) {
  let stored: TNotificationSettings = defaultNotificationSettings(true);
  let failures = failPuts;
  const bodies: TUpdateNotificationSettingsRequest[] = [];
  server.use(
    http.get(PATH, () => respond(ZNotificationSettingsResponse, { success: true, data: stored })),
    http.put(PATH, async ({ request }) => {
      const body = (await request.json()) as TUpdateNotificationSettingsRequest;
      bodies.push(body);
      if (failures > 0) {
        failures -= 1;
        return apiError(503, 'The server is busy', 'serviceUnavailable');
      }
      stored = structuredClone(stored);
      for (const kind of NOTIFICATION_SETTING_KINDS) Object.assign(stored[kind], body[kind] ?? {});
      return respond(ZNotificationSettingsResponse, { success: true, data: stored });
    }),
  );
  return { bodies, stored: () => stored };
}

const cell = (kind: string, channel: string) =>
  screen.getByRole('switch', { name: `${kind}: ${channel}` });

function setPhone(phone: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: phone && query.includes('max-width'),
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}
afterEach(() => vi.restoreAllMocks());

describe('NotificationsCard', () => {
  it('shows every kind and channel as a table, moderation in the app fixed on and explained', async () => {
    stubApi();
    renderWithProviders(<NotificationsCard userId={ME_ID} />, { store: signedInStore() });

    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['About', 'In the app', 'Push', 'E-mail']);
    // A message request sends no push or e-mail (PRODUCT §9.1): no switch that would do nothing.
    expect(within(table).getAllByRole('switch')).toHaveLength(12 * 3 - 2);
    expect(cell('Message requests', 'In the app')).toBeChecked();
    expect(screen.queryByRole('switch', { name: 'Message requests: Push' })).toBeNull();
    expect(within(table).getByText('Message requests: no Push (never sent)')).toBeInTheDocument();
    expect(within(table).getByText('Message requests: no E-mail (never sent)')).toBeInTheDocument();
    expect(cell('New followers', 'Push')).toBeChecked();
    const moderation = cell('Notices from the moderators', 'In the app');
    expect(moderation).toBeChecked();
    expect(moderation).toBeDisabled();
    expect(moderation).toHaveAccessibleDescription(/always appear in the app/);
    expect(cell('Notices from the moderators', 'E-mail')).toBeEnabled();
  });

  it('saves a switch at once, with feedback, and keeps it after the answer', async () => {
    const api = stubApi();
    const user = userEvent.setup({ delay: null });
    const store = signedInStore();
    renderWithProviders(<NotificationsCard userId={ME_ID} />, { store });

    await user.click(await screen.findByRole('switch', { name: 'New followers: Push' }));
    expect(await screen.findByText('Notification settings saved')).toBeInTheDocument();
    expect(api.bodies).toEqual([{ follow: { push: false } }]);
    expect(cell('New followers', 'Push')).not.toBeChecked();
    expect(cell('New followers', 'In the app')).toBeChecked();

    // Message e-mails are the digest: the signed-in user's setting follows.
    await user.click(cell('Messages', 'E-mail'));
    await waitFor(() => expect(store.getState().auth.userInfo?.user.emailDigest).toBe(false));
    expect(api.stored().message.email).toBe(false);
  });

  it("keeps the member's choice on screen when saving fails, and saves it on retry", async () => {
    const api = stubApi({ failPuts: 1 });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<NotificationsCard userId={ME_ID} />, { store: signedInStore() });

    await user.click(await screen.findByRole('switch', { name: 'Missed calls: E-mail' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/cannot reach its database/);
    expect(alert).toHaveTextContent('Not saved yet. Your choice is kept here.');
    expect(cell('Missed calls', 'E-mail')).not.toBeChecked();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(api.bodies).toEqual([
      { missedCall: { email: false } },
      { missedCall: { email: false } },
    ]);
    expect(api.stored().missedCall.email).toBe(false);
    expect(cell('Missed calls', 'E-mail')).not.toBeChecked();
  });

  it('lists the kinds one under another on phones, with the same switches', async () => {
    setPhone(true);
    const api = stubApi();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<NotificationsCard userId={ME_ID} />, { store: signedInStore() });

    expect(
      await screen.findByRole('switch', { name: 'Likes on your moments: Push' }),
    ).toBeChecked();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getAllByRole('switch')).toHaveLength(34);
    await user.click(cell('Likes on your moments', 'Push'));
    await waitFor(() => expect(api.bodies).toEqual([{ momentLike: { push: false } }]));
  });
});
