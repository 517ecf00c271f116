import { api } from '@/lib/api';
import { logout } from '@/stores/auth-slice';

export const logoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    logout: build.mutation<{ success: true }, void>({
      query: () => ({ url: 'v1/auth/logout', method: 'POST' }),
      // Revoke on the server first; only a confirmed logout clears local state and the cache.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return; // the caller shows the failure; the member stays signed in
        }
        dispatch(logout());
        dispatch(api.util.resetApiState());
      },
    }),
  }),
});

export const { useLogoutMutation } = logoutApi;
