import type { TMessagesPageResponse } from '@chingu/contract';
import { api } from '@/lib/api';
import { fromPage, prependOlderPage, type ConversationMessages } from '../utils/messages';
import {
  conversationPath,
  getConversationMessagesApi,
  type ConversationArgs,
} from './get-conversation-messages';

export const getOlderMessagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The page before `before`; on success it is prepended to the conversation's cache. */
    getOlderMessages: build.query<ConversationMessages, ConversationArgs & { before: string }>({
      query: ({ before, ...args }) =>
        `${conversationPath(args)}?before=${encodeURIComponent(before)}`,
      transformResponse: (page: TMessagesPageResponse) => fromPage(page),
      keepUnusedDataFor: 0,
      async onQueryStarted({ userId, partnerId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            getConversationMessagesApi.util.updateQueryData(
              'getConversationMessages',
              { userId, partnerId },
              (draft) => prependOlderPage(draft, data),
            ),
          );
        } catch {
          // The list stays as it was; scrolling up again retries.
        }
      },
    }),
  }),
});

export const { useLazyGetOlderMessagesQuery } = getOlderMessagesApi;
