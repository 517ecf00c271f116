import type { TCreateReportRequest, TReportResponse } from '@chingu/contract';
import { api } from '@/lib/api';

/** `POST /api/v1/reports`: 201 for a new report, 200 when the member had reported it already. */
export const createReportApi = api.injectEndpoints({
  endpoints: (build) => ({
    createReport: build.mutation<TReportResponse, TCreateReportRequest>({
      query: (body) => ({ url: 'v1/reports', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Reports']),
    }),
  }),
});

export const { useCreateReportMutation } = createReportApi;
