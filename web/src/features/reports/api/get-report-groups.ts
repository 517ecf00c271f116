import type { TReportGroupsQuery, TReportGroupsResponse } from '@chingu/contract';
import { api } from '@/lib/api';

/** The moderators' queue: open reports grouped by target, most recently reported first. */
export const reportGroupsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReportGroups: build.query<TReportGroupsResponse, TReportGroupsQuery>({
      query: ({ page = 1, limit }) => ({
        url: 'v1/admin/reports',
        params: { page, ...(limit ? { limit } : {}) },
      }),
      providesTags: ['Reports'],
    }),
  }),
});

export const { useGetReportGroupsQuery } = reportGroupsApi;
