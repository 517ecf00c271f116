import type { TPublicUser } from '@chingu/contract';
import { api } from '@/lib/api';

export const getChatPartnerApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** SPEC §7: the chat header reads name and imageUrls from GET /api/users/{userId}. */
    getChatPartner: build.query<{ success: true; data: TPublicUser }, string>({
      query: (userId) => `users/${encodeURIComponent(userId)}`,
      providesTags: (_result, _error, userId) => [{ type: 'User', id: userId }],
    }),
  }),
});

export const { useGetChatPartnerQuery } = getChatPartnerApi;
