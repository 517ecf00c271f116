import type { TBlockResponse } from '@chingu/contract';
import { api } from '@/lib/api';

export type BlockArgs = { userId: string; targetUserId: string };

export const blockUserApi = api.injectEndpoints({
  endpoints: (build) => {
    const make = (action: 'block' | 'unblock') =>
      build.mutation<TBlockResponse, BlockArgs>({
        query: ({ userId, targetUserId }) => ({
          url: `v1/auth/users/${encodeURIComponent(userId)}/${action}/${encodeURIComponent(targetUserId)}`,
          method: 'PUT',
        }),
        // Blocking hides members from each other's directory as well.
        invalidatesTags: (_result, error) => (error ? [] : ['Conversations', 'Users']),
      });
    return { blockUser: make('block'), unblockUser: make('unblock') };
  },
});

export const { useBlockUserMutation, useUnblockUserMutation } = blockUserApi;
