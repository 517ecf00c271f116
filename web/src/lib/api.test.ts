import { ZOwnUser, dataEnvelope } from '@chingu/contract';
import { describe, expect, it } from 'vitest';
import { api, apiErrorMessage } from '@/lib/api';
import { setCredentials } from '@/stores/auth-slice';
import { makeStore } from '@/stores/store';
import { apiError, apiRequests, http, me, respond, server } from '@/testing/api';

const probe = api.injectEndpoints({
  endpoints: (build) => ({ probe: build.query<unknown, void>({ query: () => 'v1/auth/me' }) }),
});

const ME = '/api/v1/auth/me';
const user = me;

describe('api base query', () => {
  it('sends the bearer token of the signed-in member', async () => {
    server.use(http.get(ME, () => respond(dataEnvelope(ZOwnUser), { success: true, data: me })));
    const store = makeStore();
    store.dispatch(setCredentials({ user, token: 'tok-123' }));
    await store.dispatch(probe.endpoints.probe.initiate());
    const request = apiRequests.at(-1)!;
    expect(request.headers.get('authorization')).toBe('Bearer tok-123');
    expect(request.url).toMatch(/\/api\/v1\/auth\/me$/);
  });

  it('signs the member out locally when the API answers 401', async () => {
    server.use(http.get(ME, () => apiError(401, 'Your session has expired', 'sessionExpired')));
    const store = makeStore();
    store.dispatch(setCredentials({ user, token: 'dead' }));
    expect(localStorage.getItem('userInfo')).not.toBeNull();
    await store.dispatch(probe.endpoints.probe.initiate());
    expect(store.getState().auth.userInfo).toBeNull();
    expect(localStorage.getItem('userInfo')).toBeNull();
  });

  it('keeps the member signed in on other errors', async () => {
    server.use(http.get(ME, () => apiError(500, 'Something went wrong', 'serverError')));
    const store = makeStore();
    store.dispatch(setCredentials({ user, token: 'alive' }));
    await store.dispatch(probe.endpoints.probe.initiate());
    expect(store.getState().auth.userInfo?.token).toBe('alive');
  });
});

describe('apiErrorMessage', () => {
  // i18next's t: the translation of a key it has, else the default value.
  const t = (key: string, options?: { defaultValue?: string }) =>
    key === 'errors:invalidCode' ? `t(${key})` : (options?.defaultValue ?? key);
  it('translates a known error key, else shows the server text, else the fallback', () => {
    expect(
      apiErrorMessage({ data: { success: false, error: 'x', code: 'invalidCode' } }, t, 'fb'),
    ).toBe('t(errors:invalidCode)');
    expect(
      apiErrorMessage({ data: { success: false, error: 'New text', code: 'newKey' } }, t, 'fb'),
    ).toBe('New text');
    expect(apiErrorMessage({ data: { success: false, error: '', code: 'newKey' } }, t, 'fb')).toBe(
      'fb',
    );
    expect(apiErrorMessage({ data: { success: false, error: 'Plain text' } }, t, 'fb')).toBe(
      'Plain text',
    );
    expect(apiErrorMessage({ status: 'FETCH_ERROR' }, t, 'fb')).toBe('fb');
  });
});
