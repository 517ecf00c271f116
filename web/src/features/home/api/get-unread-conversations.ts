import type { TConversationsResponse } from '@chingu/contract';
import { api } from '@/lib/api';
import { listenToSession, withSessionSocket } from '@/lib/session-socket';

export const getUnreadConversationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The first page of the conversation list (GET /messages/conversations); the home shows the
     * rows with unread messages. Refetched when a message arrives or one is read in chat.
     */
    getHomeConversations: build.query<TConversationsResponse, void>({
      query: () => 'v1/messages/conversations',
      providesTags: ['Conversations', 'UnreadCount'],
      async onCacheEntryAdded(_arg, { cacheDataLoaded, cacheEntryRemoved, dispatch }) {
        try {
          await cacheDataLoaded;
        } catch {
          return;
        }
        const stop = withSessionSocket((socket) =>
          listenToSession(socket, {
            newMessage: () =>
              void dispatch(
                getUnreadConversationsApi.endpoints.getHomeConversations.initiate(undefined, {
                  forceRefetch: true,
                  subscribe: false,
                }),
              ),
          }),
        );
        await cacheEntryRemoved;
        stop();
      },
    }),
  }),
});

export const { useGetHomeConversationsQuery } = getUnreadConversationsApi;
