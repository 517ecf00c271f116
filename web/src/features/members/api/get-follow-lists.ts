import type { TFollowListResponse } from '@chingu/contract';
import { api } from '@/lib/api';

export const getFollowListsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFollowers: build.query<TFollowListResponse, string>({
      query: (userId) => `v1/auth/users/${encodeURIComponent(userId)}/followers`,
      providesTags: ['Follow'],
    }),
    getFollowing: build.query<TFollowListResponse, string>({
      query: (userId) => `v1/auth/users/${encodeURIComponent(userId)}/following`,
      providesTags: ['Follow'],
    }),
  }),
});

export const { useGetFollowersQuery, useGetFollowingQuery } = getFollowListsApi;
