import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { logout, setCredentials, setUser, USER_INFO_KEY, type AuthState } from './auth-slice';
import { writeSignedInHint } from './signed-in-hint';

/**
 * Keeps local storage in step with the session (SPEC §3 `userInfo`), and the signed-in hint
 * cookie (decision 054), outside the reducers so they stay pure. One per store: tests make many.
 */
export function createAuthStorage() {
  const listener = createListenerMiddleware();
  listener.startListening({
    matcher: isAnyOf(setCredentials, setUser),
    effect: (_action, api) => {
      const { userInfo } = (api.getState() as { auth: AuthState }).auth;
      if (!userInfo) return;
      localStorage.setItem(USER_INFO_KEY, JSON.stringify(userInfo));
      writeSignedInHint(true);
    },
  });
  listener.startListening({
    actionCreator: logout,
    effect: () => {
      // SPEC §4: logout clears all local storage, but the interface language is a device setting.
      const language = localStorage.getItem('preferredLanguage');
      localStorage.clear();
      if (language) localStorage.setItem('preferredLanguage', language);
      writeSignedInHint(false);
    },
  });
  return listener.middleware;
}
