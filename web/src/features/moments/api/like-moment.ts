import type { TLikeResponse, TMoment } from '@chingu/contract';
import { api } from '@/lib/api';
import type { RootState } from '@/stores/store';
import { patchMoment, type Undo } from './patch-moment';

export type LikeArgs = { momentId: string; userId: string };

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
  return patchMoment(dispatch, state, momentId, (moment) => applyLike(moment, userId, liked));
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
