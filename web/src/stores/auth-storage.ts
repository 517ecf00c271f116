import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { logout, setCredentials, setUser, USER_INFO_KEY, type AuthState } from './auth-slice';

/**
 * Keeps local storage in step with the session (SPEC §3 `userInfo`), outside the reducers so
 * they stay pure. One per store: tests make many.
 */
export function createAuthStorage() {
  const listener = createListenerMiddleware();
  listener.startListening({
    matcher: isAnyOf(setCredentials, setUser),
    effect: (_action, api) => {
      const { userInfo } = (api.getState() as { auth: AuthState }).auth;
      if (userInfo) localStorage.setItem(USER_INFO_KEY, JSON.stringify(userInfo));
    },
  });
  listener.startListening({
    actionCreator: logout,
    effect: () => {
      // SPEC §4: logout clears all local storage, but the interface language is a device setting.
      const language = localStorage.getItem('preferredLanguage');
      localStorage.clear();
      if (language) localStorage.setItem('preferredLanguage', language);
    },
  });
  return listener.middleware;
}
