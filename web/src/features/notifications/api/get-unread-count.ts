import type { TUnreadCountResponse } from '@chingu/contract';
import { api } from '@/lib/api';
import { listenToSession, listenWhileCached } from '@/lib/session-socket';
import { getViewedPartner } from '../lib/viewed-conversation';

export const getUnreadCountApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Unread notifications and conversations with unread messages (PRODUCT §8.4): loaded after a
     * reload, then kept current by the socket; chat's markAsRead invalidates the tag.
     */
    getUnreadCount: build.query<TUnreadCountResponse, void>({
      query: () => 'v1/notifications/unread-count',
      providesTags: ['UnreadCount'],
      async onCacheEntryAdded(_arg, entry) {
        const { updateCachedData, dispatch } = entry;
        const refetch = () => dispatch(api.util.invalidateTags(['UnreadCount']));
        await listenWhileCached(entry, (socket) => {
          let connectedOnce = socket.connected;
          return listenToSession(socket, {
            // Messages and notifications may have arrived while we were away.
            connect: () => {
              if (connectedOnce) refetch();
              connectedOnce = true;
            },
            newMessage: ({ senderId, unreadCount, request }) => {
              // The first unread message makes one more unread conversation (or request, PRODUCT
              // §9.1); the one on screen is read at once.
              if (unreadCount !== 1 || getViewedPartner() === senderId) return;
              updateCachedData((draft) => {
                if (request) draft.data.requests += 1;
                else draft.data.conversations += 1;
              });
            },
            // An accepted request leaves the Requests count for the conversations'.
            conversationAccepted: () => refetch(),
            // A folded like comes again with the same id: only the server knows whether it was
            // unread already.
            notification: () => refetch(),
          });
        });
      },
    }),
  }),
});

export const { useGetUnreadCountQuery } = getUnreadCountApi;
