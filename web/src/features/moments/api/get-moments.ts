import type { TMomentsQuery, TMomentsResponse } from '@chingu/contract';
import { api } from '@/lib/api';

export type MomentsArgs = {
  page: number;
  limit: number;
  q?: string;
  category?: NonNullable<TMomentsQuery['category']>;
  language?: NonNullable<TMomentsQuery['language']>;
  tag?: string;
};

/** Query string without empty values, so the cache key and URL stay stable. */
export function momentsSearchParams(query: MomentsArgs): URLSearchParams {
  const params = new URLSearchParams();
  params.set('page', String(query.page));
  params.set('limit', String(query.limit));
  if (query.q) params.set('q', query.q);
  if (query.category) params.set('category', query.category);
  if (query.language) params.set('language', query.language);
  if (query.tag) params.set('tag', query.tag);
  return params;
}

/** `GET /api/v1/moments`: newest first, filtered on the server (PRODUCT §2). */
export const getMomentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMoments: build.query<TMomentsResponse, MomentsArgs>({
      query: (query) => `v1/moments?${momentsSearchParams(query).toString()}`,
      providesTags: (result) => [
        'Moments',
        ...(result?.data.map((m) => ({ type: 'Moment' as const, id: m._id })) ?? []),
      ],
    }),
  }),
});

export const { useGetMomentsQuery } = getMomentsApi;
