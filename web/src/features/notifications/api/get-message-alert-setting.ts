import type { TNotificationSettingsResponse } from '@chingu/contract';
import { api } from '@/lib/api';

export const getMessageAlertSettingApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The member's notification switches (PRODUCT §9.1), read for `message` in the app. */
    getMessageAlertSetting: build.query<TNotificationSettingsResponse, string>({
      query: (userId) => `v1/auth/users/${userId}/notification-settings`,
      providesTags: ['NotificationSettings'],
    }),
  }),
});

/** Whether the member wants message toasts in the app; true when the setting cannot be read. */
export async function messageAlertsOn(
  dispatch: (action: unknown) => unknown,
  userId: string | undefined,
): Promise<boolean> {
  if (!userId) return true;
  const request = dispatch(
    getMessageAlertSettingApi.endpoints.getMessageAlertSetting.initiate(userId, {
      subscribe: false,
    }),
  ) as { unwrap: () => Promise<TNotificationSettingsResponse> };
  try {
    return (await request.unwrap()).data.message.inApp;
  } catch {
    return true;
  }
}
