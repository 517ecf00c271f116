import type { TResolveReportRequest, TResolveReportResponse } from '@chingu/contract';
import { api } from '@/lib/api';

export type ResolveReportArgs = TResolveReportRequest & { reportId: string };

/**
 * `PUT /api/v1/admin/reports/{id}`: dismiss, warn, hide or suspend. Hidden content and suspended
 * members leave every list the moderator may have loaded, so those refetch too.
 */
export const resolveReportApi = api.injectEndpoints({
  endpoints: (build) => ({
    resolveReport: build.mutation<TResolveReportResponse, ResolveReportArgs>({
      query: ({ reportId, ...body }) => ({
        url: `v1/admin/reports/${encodeURIComponent(reportId)}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_result, error, { action }) =>
        error
          ? []
          : action === 'dismiss' || action === 'warn'
            ? ['Reports', 'Audit']
            : [
                'Reports',
                'Audit',
                'Moment',
                'Moments',
                'Comments',
                'User',
                'Users',
                'Follow',
                'Conversations',
                'Messages',
              ],
    }),
  }),
});

export const { useResolveReportMutation } = resolveReportApi;
