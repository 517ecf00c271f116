import type { TMoment } from '@chingu/contract';
import type { RootState } from '@/stores/store';
import { getMomentApi } from './get-moment';
import { getMomentsApi } from './get-moments';
import { getUserMomentsApi } from './get-user-moments';

export type Undo = { undo: () => void };

/** Applies `recipe` to every cached copy of the moment (feed pages, detail, member lists). */
export function patchMoment(
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
