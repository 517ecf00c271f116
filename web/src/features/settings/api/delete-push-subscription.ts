import type { TDeletePushSubscriptionRequest } from '@chingu/contract';
import { api } from '@/lib/api';

/** `DELETE /api/v1/push/subscriptions {endpoint}`: this browser stops getting pushes. */
export const deletePushSubscriptionApi = api.injectEndpoints({
  endpoints: (build) => ({
    deletePushSubscription: build.mutation<unknown, TDeletePushSubscriptionRequest>({
      query: (body) => ({ url: 'v1/push/subscriptions', method: 'DELETE', body }),
    }),
  }),
});

export const { useDeletePushSubscriptionMutation } = deletePushSubscriptionApi;
