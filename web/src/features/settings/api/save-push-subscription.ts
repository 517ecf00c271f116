import type { TPushSubscriptionRequest } from '@chingu/contract';
import { api } from '@/lib/api';

/** `POST /api/v1/push/subscriptions`: this browser's PushSubscription (PRODUCT §8.4). */
export const savePushSubscriptionApi = api.injectEndpoints({
  endpoints: (build) => ({
    savePushSubscription: build.mutation<unknown, TPushSubscriptionRequest>({
      query: (body) => ({ url: 'v1/push/subscriptions', method: 'POST', body }),
    }),
  }),
});

export const { useSavePushSubscriptionMutation } = savePushSubscriptionApi;
