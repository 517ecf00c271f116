import type { TLikeResponse, TMoment } from '@chingu/contract';
import { api } from '@/lib/api';
import type { RootState } from '@/stores/store';
import { getMomentApi } from './get-moment';
import { getMomentsApi } from './get-moments';
import { getUserMomentsApi } from './get-user-moments';

export type LikeArgs = { momentId: string; userId: string };
type Undo = { undo: () => void };

function applyLike(moment: TMoment, userId: string, liked: boolean) {
  if (moment.isLiked === liked) return;
  moment.isLiked = liked;
  moment.likeCount = Math.max(0, moment.likeCount + (liked ? 1 : -1));
  moment.likedUsers = liked
    ? [userId, ...moment.likedUsers.filter((id) => id !== userId)]
    : moment.likedUsers.filter((id) => id !== userId);
}

/**
 * Flips the like in every cached copy of the moment (feed pages, detail, member lists) before
 * the server answers (SPEC §4); the patches are undone when the call fails.
 */
function patchLike(
  dispatch: (action: unknown) => unknown,
  state: RootState,
  { momentId, userId }: LikeArgs,
  liked: boolean,
): Undo[] {
  const patches: Undo[] = [];
  for (const args of getMomentsApi.util.selectCachedArgsForQuery(state, 'getMoments')) {
    patches.push(
      dispatch(
        getMomentsApi.util.updateQueryData('getMoments', args, (draft) => {
          const moment = draft.data.find((m) => m._id === momentId);
          if (moment) applyLike(moment, userId, liked);
        }),
      ) as Undo,
    );
  }
  for (const args of getUserMomentsApi.util.selectCachedArgsForQuery(state, 'getUserMoments')) {
    patches.push(
      dispatch(
        getUserMomentsApi.util.updateQueryData('getUserMoments', args, (draft) => {
          const moment = draft.data.find((m) => m._id === momentId);
          if (moment) applyLike(moment, userId, liked);
        }),
      ) as Undo,
    );
  }
  patches.push(
    dispatch(
      getMomentApi.util.updateQueryData('getMoment', momentId, (draft) => {
        applyLike(draft.data, userId, liked);
      }),
    ) as Undo,
  );
  return patches;
}

/** `POST /api/v1/moments/{momentId}/like` and `/dislike`: the liker is the caller. */
export const likeMomentApi = api.injectEndpoints({
  endpoints: (build) => {
    const make = (action: 'like' | 'dislike') =>
      build.mutation<TLikeResponse, LikeArgs>({
        query: ({ momentId, userId }) => ({
          url: `v1/moments/${encodeURIComponent(momentId)}/${action}`,
          method: 'POST',
          body: { userId },
        }),
        async onQueryStarted(args, { dispatch, getState, queryFulfilled }) {
          const patches = patchLike(dispatch, getState() as RootState, args, action === 'like');
          try {
            await queryFulfilled;
          } catch {
            for (const patch of patches) patch.undo();
          }
        },
      });
    return { likeMoment: make('like'), dislikeMoment: make('dislike') };
  },
});

export const { useLikeMomentMutation, useDislikeMomentMutation } = likeMomentApi;
