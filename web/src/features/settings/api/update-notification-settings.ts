import type {
  TNotificationSettingsResponse,
  TUpdateNotificationSettingsRequest,
} from '@chingu/contract';
import { api } from '@/lib/api';
import { setUser, type AuthState } from '@/stores/auth-slice';
import { getNotificationSettingsApi } from './get-notification-settings';

type Args = { userId: string; changes: TUpdateNotificationSettingsRequest };

/**
 * `PUT /api/v1/auth/users/{userId}/notification-settings`: the cached grid takes the answer, and
 * the stored own user its `emailDigest` (message e-mails are the digest).
 */
export const updateNotificationSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateNotificationSettings: build.mutation<TNotificationSettingsResponse, Args>({
      query: ({ userId, changes }) => ({
        url: `v1/auth/users/${userId}/notification-settings`,
        method: 'PUT',
        body: changes,
      }),
      // Other features read the switches too (message toasts); the grid takes the answer below.
      invalidatesTags: (result) => (result ? ['NotificationSettings'] : []),
      async onQueryStarted({ userId }, { dispatch, getState, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            getNotificationSettingsApi.util.upsertQueryData(
              'getNotificationSettings',
              userId,
              data,
            ),
          );
          const user = (getState() as unknown as { auth: AuthState }).auth.userInfo?.user;
          if (user && user.emailDigest !== data.data.message.email)
            dispatch(setUser({ ...user, emailDigest: data.data.message.email }));
        } catch {
          // The grid shows the failure and keeps the member's choice.
        }
      },
    }),
  }),
});

export const { useUpdateNotificationSettingsMutation } = updateNotificationSettingsApi;
