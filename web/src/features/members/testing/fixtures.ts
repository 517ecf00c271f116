import type { TMember, TOwnUser } from '@chingu/contract';
import { vi } from 'vitest';
import { setCredentials } from '@/stores/auth-slice';
import { makeStore } from '@/stores/store';

export const ME_ID = '11111111-1111-4111-8111-111111111111';
export const OTHER_ID = '22222222-2222-4222-8222-222222222222';

export function makeMember(overrides: Partial<TMember> = {}): TMember {
  return {
    _id: OTHER_ID,
    name: 'Carlos Ruiz',
    gender: 'Male',
    bio: 'Coffee lover.',
    birth_year: '1990',
    native_language: 'Spanish',
    language_to_learn: 'Korean',
    location: { city: 'Madrid', country: 'Spain' },
    imageUrls: ['/uploads/carlos-1.webp', '/uploads/carlos-2.webp'],
    createdAt: '2025-03-14T10:00:00.000Z',
    followersCount: 3,
    followingCount: 4,
    momentsCount: 2,
    isFollowing: false,
    ...overrides,
  };
}

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
};

export function signedInStore() {
  const store = makeStore();
  store.dispatch(setCredentials({ user: me, token: 'test-token' }));
  return store;
}

export type Handler = (request: Request, url: URL) => Response | Promise<Response> | undefined;

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
