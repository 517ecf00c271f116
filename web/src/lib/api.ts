import type { TErrorResponse } from '@chingu/contract';
import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { fetchOrEarlyAnswer } from '@/lib/early-answers';
import { logout, type AuthState } from '@/stores/auth-slice';

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/api',
  fetchFn: fetchOrEarlyAnswer,
  prepareHeaders: (headers, { getState }) => {
    const token = (getState() as { auth: AuthState }).auth.userInfo?.token;
    if (token) headers.set('authorization', `Bearer ${token}`);
    return headers;
  },
});

/** A 401 from the API means our token is dead: sign out locally (SPEC §4; docs/decisions/001-tokens-not-jwt.md). */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const result = await rawBaseQuery(args, api, extraOptions);
  const hadToken = Boolean((api.getState() as { auth: AuthState }).auth.userInfo);
  if (result.error?.status === 401 && hadToken) api.dispatch(logout());
  return result;
};

/** The one RTK Query slice; features add endpoints with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  keepUnusedDataFor: 5,
  refetchOnReconnect: true,
  tagTypes: [
    'Me',
    'User',
    'Users',
    'Follow',
    'Moment',
    'Moments',
    'Comments',
    'MomentCorrections',
    'Conversations',
    'Messages',
    'Reports',
    'Notebook',
    'Sessions',
    'UnreadCount',
    'Notifications',
    'Suggestions',
    'Stories',
    'StoryViews',
    'NotificationSettings',
    'Appeals',
    'Audit',
    'Streak',
    'Rooms',
  ],
  endpoints: () => ({}),
});

/** The error text to show for a failed API call: the envelope's key translated, else its message. */
export function apiErrorMessage(
  error: unknown,
  t: (key: string, options?: { defaultValue?: string }) => string,
  fallback: string,
): string {
  if (!error || typeof error !== 'object') return fallback;
  const data = (error as { data?: unknown }).data as Partial<TErrorResponse> | undefined;
  if (data && typeof data === 'object') {
    const text = typeof data.error === 'string' && data.error ? data.error : null;
    // The server's text is the English of its key: the default when the key has no translation.
    // (Not a lookup in the contract's ERROR_MESSAGES: that table would weigh on every page.)
    if (typeof data.code === 'string' && data.code)
      return t(`errors:${data.code}`, { defaultValue: text ?? fallback });
    if (text) return text;
  }
  return fallback;
}
