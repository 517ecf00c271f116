import type { TAuditQuery, TAuditResponse } from '@chingu/contract';
import { api } from '@/lib/api';

/** `GET /api/v1/admin/audit`: every moderator action, newest first. */
export const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAudit: build.query<TAuditResponse, TAuditQuery>({
      query: ({ page = 1, limit }) => ({
        url: 'v1/admin/audit',
        params: { page, ...(limit ? { limit } : {}) },
      }),
      providesTags: ['Audit'],
    }),
  }),
});

export const { useGetAuditQuery } = auditApi;
