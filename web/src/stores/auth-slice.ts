import type { TOwnUser } from '@chingu/contract';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** SPEC §3 auth session, kept in local storage under `userInfo`. */
export type UserInfo = { user: TOwnUser; token: string };
export type AuthState = { userInfo: UserInfo | null };

export const USER_INFO_KEY = 'userInfo';

/** The session this browser keeps (null for a visitor, and in Node, where the build prerenders). */
export function readStoredUserInfo(): UserInfo | null {
  try {
    const raw = localStorage.getItem(USER_INFO_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as UserInfo;
    return parsed && typeof parsed.token === 'string' && parsed.user ? parsed : null;
  } catch {
    return null;
  }
}

const initialState: AuthState = { userInfo: readStoredUserInfo() };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    // Local storage follows these in stores/auth-storage.ts.
    setCredentials(state, action: PayloadAction<UserInfo>) {
      state.userInfo = action.payload;
    },
    /** Keeps the token, replaces the stored user (after `updatedetails` or `me`). */
    setUser(state, action: PayloadAction<TOwnUser>) {
      if (!state.userInfo) return;
      state.userInfo.user = action.payload;
    },
    logout(state) {
      state.userInfo = null;
    },
  },
});

export const { setCredentials, setUser, logout } = authSlice.actions;
export const selectUserInfo = (state: { auth: AuthState }) => state.auth.userInfo;
export const selectCurrentUser = (state: { auth: AuthState }) => state.auth.userInfo?.user ?? null;
/** The session's token, or null: what the socket and downloads need, unchanged by a new row. */
export const selectSessionToken = (state: { auth: AuthState }) =>
  state.auth.userInfo?.token ?? null;
/** Whether a member is signed in here. */
export const selectSignedIn = (state: { auth: AuthState }) => state.auth.userInfo !== null;
/**
 * The signed-in member's id, or null. For what needs only who it is (every moment card does): a
 * change to the member's own row (a new time zone, a setting) then re-renders none of it, where
 * the whole feed re-rendered at once, a 500 ms task on a slow phone (issue 32).
 */
export const selectCurrentUserId = (state: { auth: AuthState }) =>
  state.auth.userInfo?.user._id ?? null;
/**
 * What the header, the menus and prompts show of the signed-in member (name, pictures, whether
 * they moderate), or null. Select it with `shallowEqual`: a change they do not show (a setting, the
 * time zone sent after the first paint) then leaves the app's frame as it is.
 */
export const selectCurrentUserSummary = (state: { auth: AuthState }) => {
  const user = state.auth.userInfo?.user;
  return user
    ? { name: user.name, imageUrls: user.imageUrls, isModerator: Boolean(user.isModerator) }
    : null;
};
export type TCurrentUserSummary = NonNullable<ReturnType<typeof selectCurrentUserSummary>>;
/** The signed-in member's stored time zone, or null (none stored, or nobody signed in). */
export const selectCurrentUserTimeZone = (state: { auth: AuthState }) =>
  state.auth.userInfo?.user.timeZone ?? null;
