import type { TFollowListResponse } from '@chingu/contract';
import { api } from '@/lib/api';
import { listSearchParams } from '@/utils/search-params';

export type FollowListArgs = {
  userId: string;
  page: number;
  limit: number;
  /** The last member of the page before: the page starts after them (decision 063). */
  after?: string;
};

const listUrl = (direction: 'followers' | 'following', { userId, ...query }: FollowListArgs) =>
  `v1/auth/users/${encodeURIComponent(userId)}/${direction}?${listSearchParams(query, ['after']).toString()}`;

/** A page of a member's followers or followees, newest follow first (PRODUCT §2). */
export const getFollowListsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFollowers: build.query<TFollowListResponse, FollowListArgs>({
      query: (args) => listUrl('followers', args),
      providesTags: ['Follow'],
    }),
    getFollowing: build.query<TFollowListResponse, FollowListArgs>({
      query: (args) => listUrl('following', args),
      providesTags: ['Follow'],
    }),
  }),
});

export const { useGetFollowersQuery, useGetFollowingQuery } = getFollowListsApi;
