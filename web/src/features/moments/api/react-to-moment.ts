import type { TReactionsResponse } from '@chingu/contract';
import { api } from '@/lib/api';
import type { RootState } from '@/stores/store';
import { toggleReaction } from '@/utils/reactions';
import { patchMoment } from './patch-moment';

/**
 * `PUT /api/v1/moments/{id}/reactions {emoji}` toggles my reaction (PRODUCT §8.3): every cached
 * copy changes at once, takes the server's counts on success and changes back on failure.
 */
export const reactToMomentApi = api.injectEndpoints({
  endpoints: (build) => ({
    reactToMoment: build.mutation<TReactionsResponse, { momentId: string; emoji: string }>({
      query: ({ momentId, emoji }) => ({
        url: `v1/moments/${encodeURIComponent(momentId)}/reactions`,
        method: 'PUT',
        body: { emoji },
      }),
      async onQueryStarted({ momentId, emoji }, { dispatch, getState, queryFulfilled }) {
        const patches = patchMoment(dispatch, getState() as RootState, momentId, (moment) => {
          moment.reactions = toggleReaction(moment.reactions, emoji);
        });
        try {
          const { data } = await queryFulfilled;
          patchMoment(dispatch, getState() as RootState, momentId, (moment) => {
            moment.reactions = data.data.reactions;
          });
        } catch {
          for (const patch of patches) patch.undo();
        }
      },
    }),
  }),
});

export const { useReactToMomentMutation } = reactToMomentApi;
