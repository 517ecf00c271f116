import type { TMomentsResponse } from '@chingu/contract';
import { api } from '@/lib/api';

/** How many moments the home shows. */
export const RECENT_MOMENTS_SHOWN = 4;

export const getRecentMomentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The newest moments the member may see: the moments API has no "people I follow" filter
     * yet (contract/src/moments.ts), so the home shows the newest of the feed.
     */
    getRecentMoments: build.query<TMomentsResponse, void>({
      query: () => `v1/moments?limit=${RECENT_MOMENTS_SHOWN}`,
      providesTags: ['Moments'],
    }),
  }),
});

export const { useGetRecentMomentsQuery } = getRecentMomentsApi;
