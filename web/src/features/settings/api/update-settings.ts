import type { TSettingsResponse, TUpdateSettingsRequest } from '@chingu/contract';
import { api } from '@/lib/api';
import { setUser, type AuthState } from '@/stores/auth-slice';

type Args = { userId: string } & TUpdateSettingsRequest;

/** `PUT /api/v1/auth/users/{userId}/settings`; the stored own user takes the new values. */
export const updateSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateSettings: build.mutation<TSettingsResponse, Args>({
      query: ({ userId, ...body }) => ({
        url: `v1/auth/users/${userId}/settings`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: ['Me', 'NotificationSettings'],
      async onQueryStarted(_args, { dispatch, getState, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          const user = (getState() as unknown as { auth: AuthState }).auth.userInfo?.user;
          if (user) dispatch(setUser({ ...user, ...data.data }));
        } catch {
          // The form shows the failure and keeps the previous value.
        }
      },
    }),
  }),
});

export const { useUpdateSettingsMutation } = updateSettingsApi;
