import type { TMomentsResponse } from '@chingu/contract';
import { api } from '@/lib/api';

/** How many moments "Help someone learn your language" shows. */
export const HELP_WANTED_SHOWN = 4;

export const getHelpWantedApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * PRODUCT §9.2 home: correct-me moments in the caller's native language that nobody has
     * corrected yet, not their own (the server knows the caller's language, blocks and age band).
     */
    getHelpWanted: build.query<TMomentsResponse, void>({
      query: () => `v1/moments?helpWanted=true&limit=${HELP_WANTED_SHOWN}`,
      providesTags: ['Moments'],
    }),
  }),
});

export const { useGetHelpWantedQuery } = getHelpWantedApi;
