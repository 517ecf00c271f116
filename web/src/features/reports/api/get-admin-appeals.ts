import type { TAdminAppealsQuery, TAdminAppealsResponse } from '@chingu/contract';
import { api } from '@/lib/api';

/** `GET /api/v1/admin/appeals`: pending appeals first (waiting longest first), then decided ones. */
export const adminAppealsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminAppeals: build.query<TAdminAppealsResponse, TAdminAppealsQuery>({
      query: ({ page = 1, limit }) => ({
        url: 'v1/admin/appeals',
        params: { page, ...(limit ? { limit } : {}) },
      }),
      providesTags: ['Appeals'],
    }),
  }),
});

export const { useGetAdminAppealsQuery } = adminAppealsApi;
