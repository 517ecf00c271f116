import type { TConversationsResponse } from '@chingu/contract';
import { LIMITS } from '@chingu/contract/constants';
import { api } from '@/lib/api';

export const getConversationFlagsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The first rows of the conversation list, to learn whether a conversation is muted before
     * raising a toast. A conversation that just got a message is first among the pinned or the
     * other rows (the server orders by pinned, then newest message), so one page holds it.
     */
    getConversationFlags: build.query<TConversationsResponse, void>({
      query: () => `v1/messages/conversations?limit=${LIMITS.conversationsPageMax}`,
    }),
  }),
});

/** Whether the conversation with `partnerId` is muted; false when the list cannot tell. */
export async function isConversationMuted(
  dispatch: (action: unknown) => unknown,
  partnerId: string,
): Promise<boolean> {
  const request = dispatch(
    getConversationFlagsApi.endpoints.getConversationFlags.initiate(undefined, {
      subscribe: false,
      forceRefetch: true,
    }),
  ) as { unwrap: () => Promise<TConversationsResponse> };
  try {
    const list = await request.unwrap();
    return list.data.some((row) => row._id === partnerId && row.muted);
  } catch {
    return false;
  }
}
