import type { TErrorResponse } from '@chingu/contract';
import { HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import type { z } from 'zod';
import { setCredentials } from '@/stores/auth-slice';
import { makeStore } from '@/stores/store';
import { me } from './members';

export { http } from 'msw';
export { ME_ID, OTHER_ID, me, makeMember, makeOwnMember, makePublicUser } from './members';

/**
 * The API of the web tests: Mock Service Worker's server, started in src/testing/setup.ts, with no
 * handlers between tests (`onUnhandledRequest: 'error'`: a request no test expected fails).
 * A test adds the handlers it needs with `server.use(http.get('/api/v1/...', () => ...))`.
 */
export const server = setupServer();

/** Every request the API received in the current test, in order; bodies still readable. */
export const apiRequests: Request[] = [];
server.events.on('request:start', ({ request }) => {
  apiRequests.push(request.clone());
});

/**
 * A success answer whose body is checked against the contract's response schema: by type at
 * compile time, and parsed at run time (a fixture built with `as` cannot slip through).
 */
export function respond<S extends z.ZodType>(
  schema: S,
  body: z.input<S>,
  status = 200,
): HttpResponse<JsonBodyType> {
  schema.parse(body);
  return HttpResponse.json(body as JsonBodyType, { status });
}

/** An error answer in the API's shape (`{ success: false, error, code }`). */
export function apiError(status: number, error: string, code?: string) {
  const body: TErrorResponse = { success: false, error, ...(code ? { code } : {}) };
  return HttpResponse.json(body, { status });
}

/** The requests to one path (and method), in order. */
export function requestsTo(method: string, pathname: string): Request[] {
  return apiRequests.filter(
    (r) => r.method === method.toUpperCase() && new URL(r.url).pathname === pathname,
  );
}

/** The URLs of the requests to one path (and method), e.g. to read their query strings. */
export function urlsOf(pathname: string, method = 'GET'): URL[] {
  return requestsTo(method, pathname).map((r) => new URL(r.url));
}

/** The parsed JSON bodies the API received on one path, in order. */
export function jsonBodiesOf(method: string, pathname: string): Promise<unknown[]> {
  return Promise.all(requestsTo(method, pathname).map((r) => r.clone().json() as Promise<unknown>));
}

/** A store with `me` signed in. */
export function signedInStore(user = me, token = 'test-token') {
  const store = makeStore();
  store.dispatch(setCredentials({ user, token }));
  return store;
}

/** The multipart forms the API received on one path, in order. */
export function formsOf(method: string, pathname: string): Promise<FormData[]> {
  return Promise.all(requestsTo(method, pathname).map((r) => r.clone().formData()));
}
