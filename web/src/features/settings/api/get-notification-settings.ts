import type { TNotificationSettingsResponse } from '@chingu/contract';
import { api } from '@/lib/api';

/** `GET /api/v1/auth/users/{userId}/notification-settings`: every kind's switches. */
export const getNotificationSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNotificationSettings: build.query<TNotificationSettingsResponse, string>({
      query: (userId) => `v1/auth/users/${userId}/notification-settings`,
      providesTags: ['NotificationSettings'],
    }),
  }),
});

export const { useGetNotificationSettingsQuery } = getNotificationSettingsApi;
