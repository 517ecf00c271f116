import type { ZConversationResponse } from '@chingu/contract';
import type { z } from 'zod';
import { api } from '@/lib/api';

export const createConversationApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Opens (or re-opens) the conversation with a member (Start New Chat). */
    createConversation: build.mutation<z.infer<typeof ZConversationResponse>, string>({
      query: (userId) => ({ url: 'v1/messages/conversations', method: 'POST', body: { userId } }),
      invalidatesTags: (_result, error) => (error ? [] : ['Conversations']),
    }),
  }),
});

export const { useCreateConversationMutation } = createConversationApi;
