import { api } from '@/lib/api';
import { patchConversation } from './get-conversations';

export const markConversationUnreadApi = api.injectEndpoints({
  endpoints: (build) => ({
    markConversationUnread: build.mutation<{ success: true }, string>({
      query: (partnerId) => ({
        url: `v1/messages/conversations/${encodeURIComponent(partnerId)}/unread`,
        method: 'PUT',
      }),
      async onQueryStarted(partnerId, { dispatch, queryFulfilled }) {
        const patch = patchConversation(dispatch, partnerId, (row) => {
          row.unreadCount = Math.max(1, row.unreadCount);
        });
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: (_result, error) => (error ? [] : ['Conversations', 'UnreadCount']),
    }),
  }),
});

export const { useMarkConversationUnreadMutation } = markConversationUnreadApi;
