import type { TMessageResponse, TSessionInput } from '@chingu/contract';
import { api } from '@/lib/api';
import { getConversationMessagesApi, type ConversationArgs } from './get-conversation-messages';
import { recordOwnMessage } from './get-conversations';

export type ProposeSessionArgs = {
  conversation: ConversationArgs;
  clientId: string;
  session: TSessionInput;
};

/**
 * "Propose a time" (PRODUCT §9.2): `POST /api/v1/messages {kind:'session', session}`. The form
 * waits for the answer (a refusal is shown in it); the stored proposal then joins the
 * conversation and its row in the list. The clientId makes a retried request store it once.
 */
export const proposeSessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    proposeSession: build.mutation<TMessageResponse, ProposeSessionArgs>({
      query: ({ conversation, clientId, session }) => ({
        url: 'v1/messages',
        method: 'POST',
        body: { receiver: conversation.partnerId, clientId, kind: 'session', session },
      }),
      async onQueryStarted({ conversation }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        const message = data.data;
        dispatch(
          getConversationMessagesApi.util.updateQueryData(
            'getConversationMessages',
            conversation,
            (draft) => {
              if (draft.messages.some((m) => m._id === message._id)) return;
              draft.messages.push(message);
              draft.messages.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
            },
          ),
        );
        recordOwnMessage(dispatch, message);
      },
    }),
  }),
});

export const { useProposeSessionMutation } = proposeSessionApi;
