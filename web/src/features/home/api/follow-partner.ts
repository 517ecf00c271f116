import type { TFollowResponse } from '@chingu/contract';
import { api } from '@/lib/api';
import { getSuggestionsApi, SUGGESTIONS_SHOWN } from './get-suggestions';

type FollowArgs = { userId: string; targetUserId: string; follow: boolean };

export const followPartnerApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Follow or unfollow a suggested partner; the card shows the new state at once. */
    followPartner: build.mutation<TFollowResponse, FollowArgs>({
      query: ({ userId, targetUserId, follow }) => ({
        url: `v1/auth/users/${encodeURIComponent(userId)}/${follow ? 'follow' : 'unfollow'}/${encodeURIComponent(targetUserId)}`,
        method: 'PUT',
      }),
      async onQueryStarted({ targetUserId, follow }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          getSuggestionsApi.util.updateQueryData('getSuggestions', SUGGESTIONS_SHOWN, (draft) => {
            const partner = draft.data.find((m) => m._id === targetUserId);
            if (partner) partner.isFollowing = follow;
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      // The suggestions list is not refetched: a followed partner stays on screen as followed.
      invalidatesTags: (_result, error, { targetUserId }) =>
        error ? [] : [{ type: 'User', id: targetUserId }, 'Follow', 'Me', 'Users'],
    }),
  }),
});

export const { useFollowPartnerMutation } = followPartnerApi;
