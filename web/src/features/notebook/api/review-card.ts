import type { TReviewCardRequest, TReviewCardResponse } from '@chingu/contract';
import { api } from '@/lib/api';

/**
 * `POST /api/v1/notebook/{id}/review {rating}` → the card's next due. The review screen keeps
 * its queue; the notebook list and the home's due count refetch when next shown.
 */
export const reviewCardApi = api.injectEndpoints({
  endpoints: (build) => ({
    reviewCard: build.mutation<TReviewCardResponse, TReviewCardRequest & { id: string }>({
      query: ({ id, rating }) => ({
        url: `v1/notebook/${encodeURIComponent(id)}/review`,
        method: 'POST',
        body: { rating },
      }),
    }),
  }),
});

export const { useReviewCardMutation } = reviewCardApi;
