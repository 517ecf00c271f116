import type { TEmailRequest } from '@chingu/contract';
import { api } from '@/lib/api';

/** Sends a registration code to an address that has no account yet (also used for resend). */
export const registerCodeEmailApi = api.injectEndpoints({
  endpoints: (build) => ({
    registerCodeEmail: build.mutation<{ success: true }, TEmailRequest>({
      query: (body) => ({ url: 'v1/auth/registerCodeEmail', method: 'POST', body }),
    }),
  }),
});

export const { useRegisterCodeEmailMutation } = registerCodeEmailApi;
