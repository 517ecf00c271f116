import type { TStoryViewResponse } from '@chingu/contract';
import { api } from '@/lib/api';
import type { RootState } from '@/stores/store';
import { getStoriesFeedApi } from './get-stories-feed';

/**
 * `POST /api/v1/stories/{id}/view`. The bar's ring turns grey at once: the story is marked viewed
 * in the cached feed (and its group's `hasUnviewed` recomputed) before the server answers, and put
 * back if the call fails. The feed is not refetched, so the bar does not reorder while watching.
 */
export const viewStoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    viewStory: build.mutation<TStoryViewResponse, string>({
      query: (id) => ({ url: `v1/stories/${encodeURIComponent(id)}/view`, method: 'POST' }),
      async onQueryStarted(id, { dispatch, getState, queryFulfilled }) {
        const state = getState() as RootState;
        const patches = getStoriesFeedApi.util
          .selectCachedArgsForQuery(state, 'getStoriesFeed')
          .map((args) =>
            dispatch(
              getStoriesFeedApi.util.updateQueryData('getStoriesFeed', args, (draft) => {
                for (const group of draft.data) {
                  const story = group.stories.find((s) => s._id === id);
                  if (!story) continue;
                  story.viewed = true;
                  group.hasUnviewed = group.stories.some((s) => !s.viewed);
                }
              }),
            ),
          );
        try {
          await queryFulfilled;
        } catch {
          for (const patch of patches) patch.undo();
        }
      },
    }),
  }),
});

export const { useViewStoryMutation } = viewStoryApi;
