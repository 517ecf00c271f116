import type { TMemberResponse } from '@chingu/contract';
import { api } from '@/lib/api';

export const getMemberApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMember: build.query<TMemberResponse, string>({
      query: (id) => `v1/auth/users/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'User', id }],
    }),
  }),
});

export const { useGetMemberQuery } = getMemberApi;
