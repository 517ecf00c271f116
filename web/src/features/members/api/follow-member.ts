import type { TFollowResponse } from '@chingu/contract';
import { api } from '@/lib/api';
import type { RootState } from '@/stores/store';
import { getFollowListsApi } from './get-follow-lists';
import { getMemberApi } from './get-member';
import { getMembersApi } from './get-members';

export type FollowArgs = { userId: string; targetUserId: string };

type Undo = { undo: () => void };

/**
 * Optimistically flips `isFollowing` (and the followers count) of the target in every cached
 * directory page, follow list page and its detail entry; returns the patches so a failure can
 * undo them.
 */
function patchFollowState(
  dispatch: (action: unknown) => unknown,
  state: RootState,
  targetUserId: string,
  isFollowing: boolean,
): Undo[] {
  const patches: Undo[] = [];
  const delta = isFollowing ? 1 : -1;
  for (const args of getMembersApi.util.selectCachedArgsForQuery(state, 'getMembers')) {
    patches.push(
      dispatch(
        getMembersApi.util.updateQueryData('getMembers', args, (draft) => {
          const member = draft.data.find((m) => m._id === targetUserId);
          if (member && member.isFollowing !== isFollowing) {
            member.isFollowing = isFollowing;
            member.followersCount = Math.max(0, member.followersCount + delta);
          }
        }),
      ) as Undo,
    );
  }
  // The follow lists' rows (whom the viewer follows among a member's followers).
  for (const endpoint of ['getFollowers', 'getFollowing'] as const) {
    for (const args of getFollowListsApi.util.selectCachedArgsForQuery(state, endpoint)) {
      patches.push(
        dispatch(
          getFollowListsApi.util.updateQueryData(endpoint, args, (draft) => {
            const member = draft.data.find((m) => m._id === targetUserId);
            if (member) member.isFollowing = isFollowing;
          }),
        ) as Undo,
      );
    }
  }
  patches.push(
    dispatch(
      getMemberApi.util.updateQueryData('getMember', targetUserId, (draft) => {
        if (draft.data.isFollowing !== isFollowing) {
          draft.data.isFollowing = isFollowing;
          draft.data.followersCount = Math.max(0, draft.data.followersCount + delta);
        }
      }),
    ) as Undo,
  );
  return patches;
}

export const followMemberApi = api.injectEndpoints({
  endpoints: (build) => {
    const make = (action: 'follow' | 'unfollow') =>
      build.mutation<TFollowResponse, FollowArgs>({
        query: ({ userId, targetUserId }) => ({
          url: `v1/auth/users/${encodeURIComponent(userId)}/${action}/${encodeURIComponent(targetUserId)}`,
          method: 'PUT',
        }),
        async onQueryStarted({ targetUserId }, { dispatch, getState, queryFulfilled }) {
          const patches = patchFollowState(
            dispatch,
            getState() as RootState,
            targetUserId,
            action === 'follow',
          );
          try {
            await queryFulfilled;
          } catch {
            for (const patch of patches) patch.undo();
          }
        },
        invalidatesTags: (_result, error, { targetUserId }) =>
          error ? [] : [{ type: 'User', id: targetUserId }, 'Follow', 'Me'],
      });
    return { followMember: make('follow'), unfollowMember: make('unfollow') };
  },
});

export const { useFollowMemberMutation, useUnfollowMemberMutation } = followMemberApi;
