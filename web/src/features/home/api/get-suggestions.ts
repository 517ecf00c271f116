import type { TSuggestionsResponse } from '@chingu/contract';
import { api } from '@/lib/api';

/** How many partners the home suggests. */
export const SUGGESTIONS_SHOWN = 6;

export const getSuggestionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** "Partners for you" (PRODUCT §8.4): best matches first, each with why it fits. */
    getSuggestions: build.query<TSuggestionsResponse, number>({
      query: (limit) => `v1/auth/users/suggestions?limit=${limit}`,
      providesTags: ['Suggestions'],
    }),
  }),
});

export const { useGetSuggestionsQuery } = getSuggestionsApi;
