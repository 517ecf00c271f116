import type { TMomentsQuery, TMomentsResponse } from '@chingu/contract';
import { api } from '@/lib/api';
import { listSearchParams } from '@/utils/search-params';

export type MomentsArgs = {
  page: number;
  limit: number;
  q?: string;
  category?: NonNullable<TMomentsQuery['category']>;
  language?: NonNullable<TMomentsQuery['language']>;
  tag?: string;
  /** Only correct-me moments (PRODUCT §9.2). */
  correctMe?: boolean;
  /** The last moment of the page before: the page starts after it (decision 063). */
  after?: string;
};

/** Query string without empty values, so the cache key and URL stay stable. */
export function momentsSearchParams(query: MomentsArgs): URLSearchParams {
  return listSearchParams(query, ['q', 'category', 'language', 'tag', 'correctMe', 'after']);
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
