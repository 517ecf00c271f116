import type { TMomentsResponse } from '@chingu/contract';
import { api } from '@/lib/api';

/** How many moments the home shows. */
export const RECENT_MOMENTS_SHOWN = 4;

export const getRecentMomentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The newest moments of members the caller follows (PRODUCT §8.4 home). */
    getRecentMoments: build.query<TMomentsResponse, void>({
      query: () => `v1/moments?following=true&limit=${RECENT_MOMENTS_SHOWN}`,
      providesTags: ['Moments'],
    }),
  }),
});

export const { useGetRecentMomentsQuery } = getRecentMomentsApi;
