import { ZUnreadCountResponse } from '@chingu/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '@/lib/api';
import { http, respond, server, signedInStore } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import { getUnreadCountApi } from '../api/get-unread-count';
import { useUnreadCounts } from './use-unread-counts';

const COUNTS = '/api/v1/notifications/unread-count';

let renders = 0;
/** What the header's bell and the chat tab show, counting its renders. */
function Counts() {
  renders++;
  const { notifications, conversations } = useUnreadCounts();
  return <p>{`${notifications} notifications, ${conversations} conversations`}</p>;
}

describe('useUnreadCounts', () => {
  it('renders again when a count changes, not for a refetch that brings the same counts', async () => {
    let counts = { notifications: 2, conversations: 1, requests: 0 };
    server.use(
      http.get(COUNTS, () => respond(ZUnreadCountResponse, { success: true, data: counts })),
    );
    const { store } = renderWithProviders(<Counts />, { store: signedInStore() });
    await screen.findByText('2 notifications, 1 conversations');
    const fetchedAt = () =>
      getUnreadCountApi.endpoints.getUnreadCount.select()(store.getState()).fulfilledTimeStamp;
    const refetch = async () => {
      const before = fetchedAt();
      // What the socket's reconnect and chat's mark-as-read do.
      act(() => void store.dispatch(api.util.invalidateTags(['UnreadCount'])));
      await waitFor(() => expect(fetchedAt()).not.toBe(before));
    };

    const settled = renders;
    await refetch();
    expect(renders).toBe(settled);

    counts = { notifications: 3, conversations: 1, requests: 0 };
    await refetch();
    expect(screen.getByText('3 notifications, 1 conversations')).toBeInTheDocument();
    expect(renders).toBeGreaterThan(settled);
  });
});
