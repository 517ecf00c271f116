import type { TTimeZoneResponse, TUpdateTimeZoneRequest } from '@chingu/contract';
import { api } from '@/lib/api';
import { setUser, type AuthState } from '@/stores/auth-slice';

/**
 * `PUT /api/v1/auth/users/{userId}/time-zone` (PRODUCT §9.2): the browser's time zone, in which
 * the member's days count. The stored user takes it at once, so the app does not send it again.
 */
export const updateTimeZoneApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateTimeZone: build.mutation<TTimeZoneResponse, TUpdateTimeZoneRequest & { userId: string }>({
      query: ({ userId, timeZone }) => ({
        url: `v1/auth/users/${encodeURIComponent(userId)}/time-zone`,
        method: 'PUT',
        body: { timeZone },
      }),
      invalidatesTags: (_result, error) => (error ? [] : ['Streak']),
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        const user = (getState() as unknown as { auth: AuthState }).auth.userInfo?.user;
        if (data && user) dispatch(setUser({ ...user, timeZone: data.data.timeZone }));
      },
    }),
  }),
});

export const { useUpdateTimeZoneMutation } = updateTimeZoneApi;
