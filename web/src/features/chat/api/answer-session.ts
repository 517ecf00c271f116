import type { SessionAction, TMessageResponse } from '@chingu/contract';
import { api } from '@/lib/api';
import { getConversationMessagesApi, type ConversationArgs } from './get-conversation-messages';

export type AnswerSessionArgs = {
  messageId: string;
  action: SessionAction;
  conversation: ConversationArgs;
};

/**
 * `PUT /api/v1/messages/message/{id}/session {action}` (PRODUCT §9.2): accept, decline or
 * cancel. The answer (the message with its new status) replaces the card; the partner's tabs
 * hear `messageUpdated`, as do this member's other tabs.
 */
export const answerSessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    answerSession: build.mutation<TMessageResponse, AnswerSessionArgs>({
      query: ({ messageId, action }) => ({
        url: `v1/messages/message/${encodeURIComponent(messageId)}/session`,
        method: 'PUT',
        body: { action },
      }),
      async onQueryStarted({ messageId, conversation }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(
          getConversationMessagesApi.util.updateQueryData(
            'getConversationMessages',
            conversation,
            (draft) => {
              const index = draft.messages.findIndex((m) => m._id === messageId);
              if (index !== -1) draft.messages[index] = data.data;
            },
          ),
        );
      },
    }),
  }),
});

export const { useAnswerSessionMutation } = answerSessionApi;
