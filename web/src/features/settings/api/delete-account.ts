import type { TDeleteAccountRequest } from '@chingu/contract';
import { api } from '@/lib/api';
import { logout } from '@/stores/auth-slice';

type Args = { userId: string } & TDeleteAccountRequest;

/** `DELETE /api/v1/auth/users/{userId}`: once confirmed, this device signs out too. */
export const deleteAccountApi = api.injectEndpoints({
  endpoints: (build) => ({
    deleteAccount: build.mutation<{ success: true }, Args>({
      query: ({ userId, ...body }) => ({ url: `v1/auth/users/${userId}`, method: 'DELETE', body }),
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return; // the dialog shows why; nothing changed
        }
        dispatch(logout());
        dispatch(api.util.resetApiState());
      },
    }),
  }),
});

export const { useDeleteAccountMutation } = deleteAccountApi;
