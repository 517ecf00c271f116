import { api } from '@/lib/api';
import { currentPushSubscription } from '@/lib/push-subscription';
import { logout } from '@/stores/auth-slice';

export const logoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    logout: build.mutation<{ success: true }, void>({
      // This browser's pushes are the member's own: they stop here, while the session can still
      // say whose they are, so the next member on this browser gets none of them.
      async queryFn(_arg, _api, _extra, baseQuery) {
        const subscription = await currentPushSubscription();
        if (subscription) {
          await baseQuery({
            url: 'v1/push/subscriptions',
            method: 'DELETE',
            body: { endpoint: subscription.endpoint },
          });
          await subscription.unsubscribe().catch(() => false);
        }
        const result = await baseQuery({ url: 'v1/auth/logout', method: 'POST' });
        return result.error ? { error: result.error } : { data: result.data as { success: true } };
      },
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
