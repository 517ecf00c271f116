import type { TOwnUser } from '@chingu/contract';
import { SIGNED_IN_COOKIE } from '@chingu/contract/constants';
import { describe, expect, it } from 'vitest';
import { authSlice, logout, setCredentials, setUser, USER_INFO_KEY } from './auth-slice';
import { makeStore } from './store';

const user = { _id: 'u1', name: 'Ana', imageUrls: [] } as unknown as TOwnUser;
const stored = () => JSON.parse(localStorage.getItem(USER_INFO_KEY) ?? 'null') as unknown;

describe('auth storage listener', () => {
  it('stores userInfo on sign-in and on a user update, keeping the token', () => {
    const store = makeStore();
    store.dispatch(setCredentials({ user, token: 'tok' }));
    expect(stored()).toEqual({ user, token: 'tok' });
    store.dispatch(setUser({ ...user, name: 'Ana Lee' }));
    expect(stored()).toEqual({ user: { ...user, name: 'Ana Lee' }, token: 'tok' });
  });

  it('writes nothing for a user update without a session', () => {
    makeStore().dispatch(setUser(user));
    expect(localStorage.getItem(USER_INFO_KEY)).toBeNull();
  });

  it('clears local storage on logout but keeps the interface language', () => {
    const store = makeStore();
    store.dispatch(setCredentials({ user, token: 'tok' }));
    localStorage.setItem('preferredLanguage', 'ko');
    localStorage.setItem('other', 'x');
    store.dispatch(logout());
    expect(localStorage.getItem(USER_INFO_KEY)).toBeNull();
    expect(localStorage.getItem('other')).toBeNull();
    expect(localStorage.getItem('preferredLanguage')).toBe('ko');
  });

  it('keeps the signed-in hint cookie while signed in, and drops it on logout (decision 054)', () => {
    const hint = () => document.cookie.split('; ').includes(`${SIGNED_IN_COOKIE}=1`);
    const store = makeStore();
    store.dispatch(logout());
    expect(hint()).toBe(false);
    store.dispatch(setCredentials({ user, token: 'tok' }));
    expect(hint()).toBe(true);
    // The token never goes into a cookie.
    expect(document.cookie).not.toContain('tok');
    store.dispatch(logout());
    expect(hint()).toBe(false);
  });

  it('leaves the reducers pure: they touch no storage', () => {
    const state = authSlice.reducer(undefined, setCredentials({ user, token: 'tok' }));
    expect(state.userInfo?.token).toBe('tok');
    expect(localStorage.getItem(USER_INFO_KEY)).toBeNull();
  });
});
