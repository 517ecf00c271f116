import type { TMembersQuery, TMembersResponse } from '@chingu/contract';
import { api } from '@/lib/api';
import { listSearchParams } from '@/utils/search-params';

/** Query arguments without undefined values, so the cache key and URL stay stable. */
export function membersSearchParams(query: TMembersQuery): URLSearchParams {
  return listSearchParams(query, [
    'q',
    'language',
    'native_language',
    'language_to_learn',
    'level',
    'sort',
    'country',
    'online',
    'after',
  ]);
}

export const getMembersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMembers: build.query<TMembersResponse, TMembersQuery>({
      query: (query) => `v1/auth/users?${membersSearchParams(query).toString()}`,
      providesTags: (result) => [
        'Users',
        ...(result?.data.map((m) => ({ type: 'User' as const, id: m._id })) ?? []),
      ],
    }),
  }),
});

export const { useGetMembersQuery } = getMembersApi;
