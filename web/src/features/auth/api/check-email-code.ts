import type { TCheckEmailCodeRequest } from '@chingu/contract';
import { api } from '@/lib/api';

/** Verifies the newest code sent to an address (registration or password reset). */
export const checkEmailCodeApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkEmailCode: build.mutation<{ success: true }, TCheckEmailCodeRequest>({
      query: (body) => ({ url: 'v1/auth/checkEmailCode', method: 'POST', body }),
    }),
  }),
});

export const { useCheckEmailCodeMutation } = checkEmailCodeApi;
