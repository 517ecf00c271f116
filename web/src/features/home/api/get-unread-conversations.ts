import type { TConversationsResponse } from '@chingu/contract';
import { api } from '@/lib/api';
import { listenToSession, listenWhileCached } from '@/lib/session-socket';

export const getUnreadConversationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The first page of the conversation list (GET /messages/conversations); the home shows the
     * rows with unread messages. Refetched when a message arrives or one is read in chat.
     */
    getHomeConversations: build.query<TConversationsResponse, void>({
      query: () => 'v1/messages/conversations',
      providesTags: ['Conversations', 'UnreadCount'],
      onCacheEntryAdded: (_arg, entry) =>
        listenWhileCached(entry, (socket) =>
          listenToSession(socket, {
            newMessage: () =>
              void entry.dispatch(
                getUnreadConversationsApi.endpoints.getHomeConversations.initiate(undefined, {
                  forceRefetch: true,
                  subscribe: false,
                }),
              ),
          }),
        ),
    }),
  }),
});

export const { useGetHomeConversationsQuery } = getUnreadConversationsApi;
