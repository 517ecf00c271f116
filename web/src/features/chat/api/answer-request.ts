import type { TConversation } from '@chingu/contract';
import { api } from '@/lib/api';
import { removeRow, updateEveryList } from './get-conversations';

export type AnswerRequestArgs = { partnerId: string; answer: 'accept' | 'decline' };

/**
 * `PUT /messages/conversations/{userId}/accept|decline` (PRODUCT §9.1): the request leaves the
 * Requests list at once (undone on failure); an accepted one comes back in the main list with the
 * server's row, and the unread counts are read again.
 */
export const answerRequestApi = api.injectEndpoints({
  endpoints: (build) => ({
    answerRequest: build.mutation<{ success: true; data?: TConversation }, AnswerRequestArgs>({
      query: ({ partnerId, answer }) => ({
        url: `v1/messages/conversations/${encodeURIComponent(partnerId)}/${answer}`,
        method: 'PUT',
      }),
      invalidatesTags: ['UnreadCount'],
      async onQueryStarted({ partnerId }, { dispatch, queryFulfilled }) {
        const patch = updateEveryList(dispatch, (data, arg) =>
          arg.requests ? removeRow(data, partnerId) : false,
        );
        try {
          await queryFulfilled;
          dispatch(api.util.invalidateTags(['Conversations']));
        } catch {
          patch.undo();
        }
      },
    }),
  }),
});

export const { useAnswerRequestMutation } = answerRequestApi;
