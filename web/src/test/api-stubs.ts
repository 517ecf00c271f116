import type { TOwnUser } from '@chingu/contract';
import { vi } from 'vitest';
import { setCredentials } from '@/stores/auth-slice';
import { makeStore } from '@/stores/store';

/** The signed-in member and fetch stubs every feature's component tests share. */
export const ME_ID = '11111111-1111-4111-8111-111111111111';

export const me: TOwnUser = {
  _id: ME_ID,
  name: 'Minji Kim',
  gender: 'Female',
  bio: '',
  birth_year: '1995',
  native_language: 'Korean',
  language_to_learn: 'Spanish',
  location: null,
  imageUrls: [],
  createdAt: '2025-01-01T00:00:00.000Z',
  followersCount: 0,
  followingCount: 0,
  momentsCount: 0,
  email: 'minji@example.com',
  birth_month: '5',
  birth_day: '1',
  preferredLanguage: null,
  visitorsCount: 0,
  isModerator: false,
  emailDigest: true,
  messagePolicy: 'everyone',
};

export function signedInStore() {
  const store = makeStore();
  store.dispatch(setCredentials({ user: me, token: 'test-token' }));
  return store;
}

export type Handler = (
  request: Request,
  url: URL,
) => Response | undefined | Promise<Response | undefined>;

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** Stubs fetch; every call is recorded as a Request; the handler answers (404 when it does not). */
export function stubFetch(handler: Handler) {
  // RTK Query builds `new Request('/api/...')`; Node's Request needs an absolute URL.
  const NodeRequest = globalThis.Request;
  class RelativeRequest extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, location.href) : input, init);
    }
  }
  vi.stubGlobal('Request', RelativeRequest);
  const requests: Request[] = [];
  const spy = vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request =
        input instanceof Request ? input : new Request(new URL(String(input), location.href), init);
      requests.push(request);
      const url = new URL(request.url, location.href);
      const response = await handler(request, url);
      return (
        response ?? jsonResponse({ success: false, error: 'Not found', code: 'notFound' }, 404)
      );
    });
  return { spy, requests };
}
