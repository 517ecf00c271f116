import type { TMomentResponse } from '@chingu/contract';
import { api } from '@/lib/api';

/** `GET /api/v1/moments/{id}`: 404 when unknown or not visible to the caller. */
export const getMomentApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMoment: build.query<TMomentResponse, string>({
      query: (id) => `v1/moments/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Moment', id }],
    }),
  }),
});

export const { useGetMomentQuery } = getMomentApi;
