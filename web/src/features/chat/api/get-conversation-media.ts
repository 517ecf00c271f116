import type { TConversationMediaResponse } from '@chingu/contract';
import { api } from '@/lib/api';

export type ConversationMediaArgs = { partnerId: string; kind: 'image' | 'voice' };

/** Items per page of the info panel's shared photos and voice clips. */
export const MEDIA_PAGE_SIZE = 24;

export const getConversationMediaApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * `GET /messages/conversations/{userId}/media?page&limit&kind`, newest first: pages follow
     * while the last one was full (the info panel's "Load more").
     */
    getConversationMedia: build.infiniteQuery<
      TConversationMediaResponse,
      ConversationMediaArgs,
      number
    >({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage, _all, lastPageParam) =>
          lastPage.data.length >= MEDIA_PAGE_SIZE ? lastPageParam + 1 : undefined,
      },
      query: ({ queryArg: { partnerId, kind }, pageParam }) =>
        `v1/messages/conversations/${encodeURIComponent(partnerId)}/media?${new URLSearchParams({
          page: String(pageParam),
          limit: String(MEDIA_PAGE_SIZE),
          kind,
        }).toString()}`,
      providesTags: (_result, _error, { partnerId }) => [{ type: 'Messages', id: partnerId }],
    }),
  }),
});

export const { useGetConversationMediaInfiniteQuery } = getConversationMediaApi;
