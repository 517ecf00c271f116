import type { TAuthResponse, TLoginRequest } from '@chingu/contract';
import { api } from '@/lib/api';

export const loginApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<TAuthResponse, TLoginRequest>({
      query: (body) => ({ url: 'v1/auth/login', method: 'POST', body }),
    }),
  }),
});

export const { useLoginMutation } = loginApi;
