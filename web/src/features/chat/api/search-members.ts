import type { TMembersResponse } from '@chingu/contract';
import { api } from '@/lib/api';

export const MEMBER_PICKER_PAGE_SIZE = 20;

export const searchMembersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The member picker of Start New Chat: server-side search over the whole community. */
    searchChatMembers: build.query<TMembersResponse, string>({
      query: (q) => {
        const params = new URLSearchParams({ page: '1', limit: String(MEMBER_PICKER_PAGE_SIZE) });
        if (q.trim()) params.set('q', q.trim());
        return `v1/auth/users?${params.toString()}`;
      },
      providesTags: ['Users'],
    }),
  }),
});

export const { useSearchChatMembersQuery } = searchMembersApi;
