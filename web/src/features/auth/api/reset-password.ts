import type { TResetPasswordRequest } from '@chingu/contract';
import { api } from '@/lib/api';

/** Password recovery step 3: the code verified in step 2 proves the address. */
export const resetPasswordApi = api.injectEndpoints({
  endpoints: (build) => ({
    resetPassword: build.mutation<{ success: true }, TResetPasswordRequest>({
      query: (body) => ({ url: 'v1/auth/resetpassword', method: 'POST', body }),
    }),
  }),
});

export const { useResetPasswordMutation } = resetPasswordApi;
