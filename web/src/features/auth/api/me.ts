import type { TOwnUser } from '@chingu/contract';
import { api } from '@/lib/api';

export const meApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<{ success: true; data: TOwnUser }, void>({
      query: () => 'v1/auth/me',
      providesTags: ['Me'],
    }),
  }),
});

export const { useGetMeQuery } = meApi;
