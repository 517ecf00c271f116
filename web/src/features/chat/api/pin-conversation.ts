import { api } from '@/lib/api';
import { patchConversation } from './get-conversations';

export type PinArgs = { partnerId: string; pinned: boolean };

export const pinConversationApi = api.injectEndpoints({
  endpoints: (build) => ({
    pinConversation: build.mutation<{ success: true }, PinArgs>({
      query: ({ partnerId, pinned }) => ({
        url: `v1/messages/conversations/${encodeURIComponent(partnerId)}/pin`,
        method: 'PUT',
        body: { pinned },
      }),
      async onQueryStarted({ partnerId, pinned }, { dispatch, queryFulfilled }) {
        const patch = patchConversation(dispatch, partnerId, (row) => {
          row.pinned = pinned;
        });
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
    }),
  }),
});

export const { usePinConversationMutation } = pinConversationApi;
