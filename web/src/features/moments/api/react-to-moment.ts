import type { TMoment, TReactionsResponse } from '@chingu/contract';
import { api } from '@/lib/api';
import { toggleReaction } from '@/lib/reactions';
import type { RootState } from '@/stores/store';
import { getMomentApi } from './get-moment';
import { getMomentsApi } from './get-moments';
import { getUserMomentsApi } from './get-user-moments';

type Undo = { undo: () => void };

/** Applies `recipe` to every cached copy of the moment (feed pages, detail, member lists). */
function patchMoment(
  dispatch: (action: unknown) => unknown,
  state: RootState,
  momentId: string,
  recipe: (moment: TMoment) => void,
): Undo[] {
  const patches: Undo[] = [];
  for (const args of getMomentsApi.util.selectCachedArgsForQuery(state, 'getMoments')) {
    patches.push(
      dispatch(
        getMomentsApi.util.updateQueryData('getMoments', args, (draft) => {
          const moment = draft.data.find((m) => m._id === momentId);
          if (moment) recipe(moment);
        }),
      ) as Undo,
    );
  }
  for (const args of getUserMomentsApi.util.selectCachedArgsForQuery(state, 'getUserMoments')) {
    patches.push(
      dispatch(
        getUserMomentsApi.util.updateQueryData('getUserMoments', args, (draft) => {
          const moment = draft.data.find((m) => m._id === momentId);
          if (moment) recipe(moment);
        }),
      ) as Undo,
    );
  }
  if (getMomentApi.endpoints.getMoment.select(momentId)(state).data) {
    patches.push(
      dispatch(
        getMomentApi.util.updateQueryData('getMoment', momentId, (draft) => recipe(draft.data)),
      ) as Undo,
    );
  }
  return patches;
}

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
