import type { TEmailRequest } from '@chingu/contract';
import { api } from '@/lib/api';

/** Password recovery step 1: answers success whether or not the address has an account. */
export const sendCodeEmailApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendCodeEmail: build.mutation<{ success: true }, TEmailRequest>({
      query: (body) => ({ url: 'v1/auth/sendCodeEmail', method: 'POST', body }),
    }),
  }),
});

export const { useSendCodeEmailMutation } = sendCodeEmailApi;
