import type { TCheckEmailCodeRequest, TCheckEmailCodeResponse } from '@chingu/contract';
import { api } from '@/lib/api';

/**
 * Verifies the newest code sent to an address (registration or password reset); a registration
 * code answers the `registrationToken` that `register` requires (PRODUCT §9.1).
 */
export const checkEmailCodeApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkEmailCode: build.mutation<TCheckEmailCodeResponse, TCheckEmailCodeRequest>({
      query: (body) => ({ url: 'v1/auth/checkEmailCode', method: 'POST', body }),
    }),
  }),
});

export const { useCheckEmailCodeMutation } = checkEmailCodeApi;
