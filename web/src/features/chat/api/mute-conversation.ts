import { api } from '@/lib/api';
import { patchConversation } from './get-conversations';

export type MuteArgs = { partnerId: string; muted: boolean };

export const muteConversationApi = api.injectEndpoints({
  endpoints: (build) => ({
    muteConversation: build.mutation<{ success: true }, MuteArgs>({
      query: ({ partnerId, muted }) => ({
        url: `v1/messages/conversations/${encodeURIComponent(partnerId)}/mute`,
        method: 'PUT',
        body: { muted },
      }),
      async onQueryStarted({ partnerId, muted }, { dispatch, queryFulfilled }) {
        const patch = patchConversation(dispatch, partnerId, (row) => {
          row.muted = muted;
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

export const { useMuteConversationMutation } = muteConversationApi;
