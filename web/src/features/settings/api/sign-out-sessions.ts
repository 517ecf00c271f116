import { api } from '@/lib/api';

/** `DELETE .../sessions/{sessionId}` (one device) and `DELETE .../sessions` (all but this one). */
export const signOutSessionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    signOutSession: build.mutation<{ success: true }, { userId: string; sessionId: string }>({
      query: ({ userId, sessionId }) => ({
        url: `v1/auth/users/${userId}/sessions/${sessionId}`,
        method: 'DELETE',
      }),
      invalidatesTags: ['Sessions'],
    }),
    signOutOtherSessions: build.mutation<{ success: true; data: { signedOut: number } }, string>({
      query: (userId) => ({ url: `v1/auth/users/${userId}/sessions`, method: 'DELETE' }),
      invalidatesTags: ['Sessions'],
    }),
  }),
});

export const { useSignOutSessionMutation, useSignOutOtherSessionsMutation } = signOutSessionsApi;
