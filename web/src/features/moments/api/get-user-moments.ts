import type { TMomentsResponse } from '@chingu/contract';
import { api } from '@/lib/api';

/** `GET /api/v1/moments/user/{userId}`: a member's moments, privacy applied for the viewer. */
export const getUserMomentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUserMoments: build.query<TMomentsResponse, string>({
      query: (userId) => `v1/moments/user/${encodeURIComponent(userId)}?page=1&limit=100`,
      providesTags: (result) => [
        'Moments',
        ...(result?.data.map((m) => ({ type: 'Moment' as const, id: m._id })) ?? []),
      ],
    }),
  }),
});

export const { useGetUserMomentsQuery } = getUserMomentsApi;
