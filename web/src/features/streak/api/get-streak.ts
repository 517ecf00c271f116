import type { TStreakResponse } from '@chingu/contract';
import { api } from '@/lib/api';

/** `GET /api/v1/auth/users/{userId}/streak` (PRODUCT §9.2): the member's own streak. */
export const getStreakApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStreak: build.query<TStreakResponse, string>({
      query: (userId) => `v1/auth/users/${encodeURIComponent(userId)}/streak`,
      providesTags: ['Streak'],
    }),
  }),
});

export const { useGetStreakQuery } = getStreakApi;
