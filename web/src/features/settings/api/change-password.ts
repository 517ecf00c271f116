import type { TChangePasswordRequest } from '@chingu/contract';
import { api } from '@/lib/api';

type Args = { userId: string } & TChangePasswordRequest;

/** `PUT /api/v1/auth/users/{userId}/password`: the other devices are signed out. */
export const changePasswordApi = api.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<{ success: true; data: { signedOut: number } }, Args>({
      query: ({ userId, ...body }) => ({
        url: `v1/auth/users/${userId}/password`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: ['Sessions'],
    }),
  }),
});

export const { useChangePasswordMutation } = changePasswordApi;
