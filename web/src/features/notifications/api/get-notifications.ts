import type { TNotification, TNotificationsResponse } from '@chingu/contract';
import { LIMITS } from '@chingu/contract/constants';
import type { InfiniteData } from '@reduxjs/toolkit/query';
import { api } from '@/lib/api';
import { listenToSession, listenWhileCached } from '@/lib/session-socket';
import { nextPageWhileCounted } from '@/utils/pages';

export type NotificationPages = InfiniteData<TNotificationsResponse, number>;

/** Every loaded notification, newest first, each once. */
export function loadedNotifications(data: NotificationPages | undefined): TNotification[] {
  if (!data) return [];
  const seen = new Set<string>();
  return data.pages
    .flatMap((page) => page.data)
    .filter((item) => !seen.has(item._id) && Boolean(seen.add(item._id)));
}

/** Puts a notification on top; one with a known id (a folded like) replaces its old version. */
export function upsertNotification(data: NotificationPages, item: TNotification) {
  for (const page of data.pages) {
    const index = page.data.findIndex((old) => old._id === item._id);
    if (index !== -1) page.data.splice(index, 1);
  }
  data.pages[0]?.data.unshift(item);
}

export const getNotificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/v1/notifications?page&limit`, newest first; "Load more" fetches the next page. */
    getNotifications: build.infiniteQuery<TNotificationsResponse, void, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: nextPageWhileCounted,
      },
      query: ({ pageParam }) =>
        `v1/notifications?page=${pageParam}&limit=${LIMITS.notificationsPageSize}`,
      providesTags: ['Notifications'],
      onCacheEntryAdded: (_arg, entry) =>
        listenWhileCached(entry, (socket) =>
          listenToSession(socket, {
            notification: (item) =>
              entry.updateCachedData((draft) => upsertNotification(draft, item)),
          }),
        ),
    }),
  }),
});

export const { useGetNotificationsInfiniteQuery } = getNotificationsApi;
