import type { TOwnUser } from '@chingu/contract';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from '@/lib/api';
import { authSlice } from './auth-slice';
import { createAuthStorage } from './auth-storage';
import { callRequestsSlice } from './call-requests';

/**
 * Slices a feature adds with `slice.injectInto(rootReducer)` (chat's live state), so that shared
 * code never imports a feature. Each declares itself here by module augmentation.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by augmentation
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(
  authSlice,
  callRequestsSlice,
  api,
).withLazyLoadedSlices<LazyLoadedSlices>();

/**
 * The app's store. `member`: the signed-in member for a render in Node, where no session is
 * saved (the server's render of a member's home, decision 056); it carries no token.
 */
export function makeStore(member?: TOwnUser) {
  const store = configureStore({
    reducer: rootReducer,
    ...(member ? { preloadedState: { auth: { userInfo: { user: member, token: '' } } } } : {}),
    middleware: (getDefault) => getDefault().prepend(createAuthStorage()).concat(api.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
