import type { TStatsResponse } from '@chingu/contract';
import { api } from '@/lib/api';

export const getStatsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStats: build.query<TStatsResponse, void>({
      query: () => 'v1/stats',
    }),
  }),
});

export const { useGetStatsQuery } = getStatsApi;
