import { ZTimeZoneResponse } from '@chingu/contract';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ME_ID,
  http,
  jsonBodiesOf,
  makeOwnMember,
  requestsTo,
  respond,
  server,
  signedInStore,
} from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import { useTimeZoneSync } from './use-time-zone-sync';

const TIME_ZONE = `/api/v1/auth/users/${ME_ID}/time-zone`;
const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

function Sync() {
  useTimeZoneSync();
  return null;
}

describe('useTimeZoneSync', () => {
  it('sends the browser’s zone once when the stored one differs, and keeps it', async () => {
    server.use(
      http.put(TIME_ZONE, async ({ request }) => {
        const { timeZone } = (await request.json()) as { timeZone: string };
        return respond(ZTimeZoneResponse, { success: true, data: { timeZone } });
      }),
    );
    const store = signedInStore(makeOwnMember({ timeZone: null }));
    const view = renderWithProviders(<Sync />, { store });
    await waitFor(() => expect(store.getState().auth.userInfo?.user.timeZone).toBe(browserZone));
    expect(await jsonBodiesOf('PUT', TIME_ZONE)).toEqual([{ timeZone: browserZone }]);
    view.rerender(<Sync />);
    expect(requestsTo('PUT', TIME_ZONE)).toHaveLength(1);
  });

  it('sends nothing when the stored zone is the browser’s', async () => {
    const store = signedInStore(makeOwnMember({ timeZone: browserZone }));
    renderWithProviders(<Sync />, { store });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requestsTo('PUT', TIME_ZONE)).toHaveLength(0);
  });
});
