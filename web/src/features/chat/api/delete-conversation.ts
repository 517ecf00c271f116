import { api } from '@/lib/api';

export const deleteConversationApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Hides the conversation's history for the caller only (PRODUCT §3). */
    deleteConversation: build.mutation<{ success: true }, string>({
      query: (partnerId) => ({
        url: `v1/messages/conversations/${encodeURIComponent(partnerId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, error, partnerId) =>
        error ? [] : ['Conversations', { type: 'Messages', id: partnerId }],
    }),
  }),
});

export const { useDeleteConversationMutation } = deleteConversationApi;
