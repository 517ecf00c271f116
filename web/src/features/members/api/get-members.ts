import type { TMembersQuery, TMembersResponse } from '@chingu/contract';
import { api } from '@/lib/api';

/** Query arguments without undefined values, so the cache key and URL stay stable. */
export function membersSearchParams(query: TMembersQuery): URLSearchParams {
  const params = new URLSearchParams();
  params.set('page', String(query.page));
  params.set('limit', String(query.limit));
  if (query.q) params.set('q', query.q);
  if (query.language) params.set('language', query.language);
  if (query.sort) params.set('sort', query.sort);
  if (query.country) params.set('country', query.country);
  if (query.online) params.set('online', 'true');
  return params;
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
