import type { TStoryViewsResponse } from '@chingu/contract';
import { api } from '@/lib/api';

export type StoryViewsArgs = { id: string; page: number; limit: number };

/**
 * `GET /api/v1/stories/{id}/views?page&limit` (author only), newest first. Pages merge into one
 * cache entry per story, so "Load more" appends to the list already shown.
 */
export const getStoryViewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStoryViews: build.query<TStoryViewsResponse, StoryViewsArgs>({
      query: ({ id, page, limit }) =>
        `v1/stories/${encodeURIComponent(id)}/views?page=${page}&limit=${limit}`,
      serializeQueryArgs: ({ queryArgs }) => queryArgs.id,
      merge: (cached, incoming, { arg }) => {
        if (arg.page === 1) return incoming;
        const seen = new Set(cached.data.map((v) => v.user._id));
        cached.count = incoming.count;
        cached.data.push(...incoming.data.filter((v) => !seen.has(v.user._id)));
        return cached;
      },
      forceRefetch: ({ currentArg, previousArg }) => currentArg?.page !== previousArg?.page,
      providesTags: (_result, _error, { id }) => [{ type: 'StoryViews', id }],
    }),
  }),
});

export const { useGetStoryViewsQuery } = getStoryViewsApi;
