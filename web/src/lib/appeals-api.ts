import type { TAppealResponse, TCreateAppealRequest } from '@chingu/contract';
import { api } from './api';

/**
 * `POST /api/v1/appeals` (PRODUCT §9.1): shared by the appeal page (signed in, from a moderation
 * notification) and the sign-in screen (a suspended member, with the appealToken it was given).
 */
export const appealsApi = api.injectEndpoints({
  endpoints: (build) => ({
    createAppeal: build.mutation<TAppealResponse, TCreateAppealRequest>({
      query: (body) => ({ url: 'v1/appeals', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Appeals']),
    }),
  }),
});

export const { useCreateAppealMutation } = appealsApi;
