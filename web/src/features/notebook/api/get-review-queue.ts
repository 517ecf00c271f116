import type { TReviewQueueQuery, TReviewQueueResponse } from '@chingu/contract';
import { api } from '@/lib/api';

/** `GET /api/v1/notebook/review?limit`: the due cards, longest overdue first. */
export const getReviewQueueApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReviewQueue: build.query<TReviewQueueResponse, TReviewQueueQuery>({
      query: ({ limit }) => ({ url: 'v1/notebook/review', params: limit ? { limit } : {} }),
      providesTags: ['Notebook'],
      // A session keeps the queue it started with; it is reloaded when the screen opens again.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetReviewQueueQuery } = getReviewQueueApi;
