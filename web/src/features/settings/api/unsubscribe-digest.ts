import type { TUnsubscribeRequest, TUnsubscribeResponse } from '@chingu/contract';
import { api } from '@/lib/api';

/** `POST /api/v1/digest/unsubscribe {token}`: the link of a digest e-mail; no sign-in needed. */
export const unsubscribeDigestApi = api.injectEndpoints({
  endpoints: (build) => ({
    unsubscribeDigest: build.mutation<TUnsubscribeResponse, TUnsubscribeRequest>({
      query: (body) => ({ url: 'v1/digest/unsubscribe', method: 'POST', body }),
      // A signed-in member's settings show the change.
      invalidatesTags: ['Me'],
    }),
  }),
});

export const { useUnsubscribeDigestMutation } = unsubscribeDigestApi;
