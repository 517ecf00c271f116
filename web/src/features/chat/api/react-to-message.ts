import type { TReactionsResponse } from '@chingu/contract';
import { api } from '@/lib/api';
import { toggleReaction } from '@/utils/reactions';
import { getConversationMessagesApi, type ConversationArgs } from './get-conversation-messages';

export type ReactArgs = { messageId: string; emoji: string; conversation: ConversationArgs };

/**
 * `PUT /api/v1/messages/message/{messageId}/reactions {emoji}` toggles my reaction (PRODUCT
 * §8.3). The chip changes at once and changes back when the server refuses; the server's count
 * then replaces ours.
 */
export const reactToMessageApi = api.injectEndpoints({
  endpoints: (build) => ({
    reactToMessage: build.mutation<TReactionsResponse, ReactArgs>({
      query: ({ messageId, emoji }) => ({
        url: `v1/messages/message/${encodeURIComponent(messageId)}/reactions`,
        method: 'PUT',
        body: { emoji },
      }),
      async onQueryStarted({ messageId, emoji, conversation }, { dispatch, queryFulfilled }) {
        const update = (recipe: (reactions: TReactionsResponse['data']['reactions']) => void) =>
          dispatch(
            getConversationMessagesApi.util.updateQueryData(
              'getConversationMessages',
              conversation,
              (draft) => {
                const message = draft.messages.find((m) => m._id === messageId);
                if (message) recipe(message.reactions);
              },
            ),
          );
        const patch = dispatch(
          getConversationMessagesApi.util.updateQueryData(
            'getConversationMessages',
            conversation,
            (draft) => {
              const message = draft.messages.find((m) => m._id === messageId);
              if (message) message.reactions = toggleReaction(message.reactions, emoji);
            },
          ),
        );
        try {
          const { data } = await queryFulfilled;
          update((reactions) => {
            reactions.splice(0, reactions.length, ...data.data.reactions);
          });
        } catch {
          patch.undo();
        }
      },
    }),
  }),
});

export const { useReactToMessageMutation } = reactToMessageApi;
