import type { TStoriesResponse } from '@chingu/contract';
import { api } from '@/lib/api';

/** `GET /api/v1/stories/my-stories`: the caller's live stories, oldest first, with views counts. */
export const getMyStoriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyStories: build.query<TStoriesResponse, void>({
      query: () => 'v1/stories/my-stories',
      providesTags: ['Stories'],
    }),
  }),
});

export const { useGetMyStoriesQuery } = getMyStoriesApi;
