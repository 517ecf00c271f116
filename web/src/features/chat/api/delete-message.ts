import { api } from '@/lib/api';
import { getConversationMessagesApi, type ConversationArgs } from './get-conversation-messages';

/**
 * `DELETE /api/v1/messages/message/{messageId}`: "delete for me" (PRODUCT §8.3), the partner
 * keeps it. The message leaves the list at once and comes back if the server refuses.
 */
export const deleteMessageApi = api.injectEndpoints({
  endpoints: (build) => ({
    deleteMessageForMe: build.mutation<
      { success: true },
      { messageId: string; conversation: ConversationArgs }
    >({
      query: ({ messageId }) => ({
        url: `v1/messages/message/${encodeURIComponent(messageId)}`,
        method: 'DELETE',
      }),
      async onQueryStarted({ messageId, conversation }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          getConversationMessagesApi.util.updateQueryData(
            'getConversationMessages',
            conversation,
            (draft) => {
              draft.messages = draft.messages.filter((m) => m._id !== messageId);
            },
          ),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
    }),
  }),
});

export const { useDeleteMessageForMeMutation } = deleteMessageApi;
