import type { TDecideAppealRequest, TDecideAppealResponse } from '@chingu/contract';
import { api } from '@/lib/api';

export type DecideAppealArgs = TDecideAppealRequest & { appealId: string };

/**
 * `PUT /api/v1/admin/appeals/{id} {decision, note?}`. A reversal shows hidden content and brings a
 * suspended member back, so every list the moderator may have loaded refetches too.
 */
export const decideAppealApi = api.injectEndpoints({
  endpoints: (build) => ({
    decideAppeal: build.mutation<TDecideAppealResponse, DecideAppealArgs>({
      query: ({ appealId, ...body }) => ({
        url: `v1/admin/appeals/${encodeURIComponent(appealId)}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_result, error, { decision }) =>
        error
          ? []
          : decision === 'upheld'
            ? ['Appeals', 'Audit']
            : ['Appeals', 'Audit', 'Moment', 'Moments', 'Comments', 'User', 'Users', 'Messages'],
    }),
  }),
});

export const { useDecideAppealMutation } = decideAppealApi;
