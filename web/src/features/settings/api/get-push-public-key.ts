import type { TPushPublicKeyResponse } from '@chingu/contract';
import { api } from '@/lib/api';

/** `GET /api/v1/push/public-key`: the server's VAPID key to subscribe with (PRODUCT §8.4). */
export const getPushPublicKeyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPushPublicKey: build.query<string, void>({
      query: () => 'v1/push/public-key',
      transformResponse: (response: TPushPublicKeyResponse) => response.data.publicKey,
    }),
  }),
});

export const { useLazyGetPushPublicKeyQuery } = getPushPublicKeyApi;
