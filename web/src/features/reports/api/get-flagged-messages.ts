import type { TFlaggedMessagesQuery, TFlaggedMessagesResponse } from '@chingu/contract';
import { api } from '@/lib/api';

/** Moderators: senders of flagged first messages (PRODUCT §9.1), most recently flagged first. */
export const flaggedMessagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFlaggedMessages: build.query<TFlaggedMessagesResponse, TFlaggedMessagesQuery>({
      query: ({ page = 1, limit }) => ({
        url: 'v1/admin/flagged-messages',
        params: { page, ...(limit ? { limit } : {}) },
      }),
      providesTags: ['Reports'],
    }),
  }),
});

export const { useGetFlaggedMessagesQuery } = flaggedMessagesApi;
