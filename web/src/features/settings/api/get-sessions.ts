import type { TSessionsResponse } from '@chingu/contract';
import { api } from '@/lib/api';

/** `GET /api/v1/auth/users/{userId}/sessions`: the member's signed-in devices. */
export const getSessionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSessions: build.query<TSessionsResponse, string>({
      query: (userId) => `v1/auth/users/${userId}/sessions`,
      providesTags: ['Sessions'],
    }),
  }),
});

export const { useGetSessionsQuery } = getSessionsApi;
