import type { TStoriesFeedResponse } from '@chingu/contract';
import { api } from '@/lib/api';

/**
 * `GET /api/v1/stories/feed`: the caller's own group first, then followed members with unviewed
 * stories first (PRODUCT §8.1). One page of groups (the contract's default size) fills the bar.
 */
export const getStoriesFeedApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStoriesFeed: build.query<TStoriesFeedResponse, void>({
      query: () => 'v1/stories/feed',
      providesTags: ['Stories'],
    }),
  }),
});

export const { useGetStoriesFeedQuery } = getStoriesFeedApi;
