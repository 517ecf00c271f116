import type { TComment, TMoment, TOwnUser } from '@chingu/contract';
import { vi } from 'vitest';
import { setCredentials } from '@/stores/auth-slice';
import { makeStore } from '@/stores/store';

export const ME_ID = '11111111-1111-4111-8111-111111111111';
export const OTHER_ID = '22222222-2222-4222-8222-222222222222';
export const MOMENT_ID = '33333333-3333-4333-8333-333333333333';
export const COMMENT_ID = '44444444-4444-4444-8444-444444444444';

export function makeMoment(overrides: Partial<TMoment> = {}): TMoment {
  return {
    _id: MOMENT_ID,
    title: 'Hangang picnic',
    description: 'We practised Korean by the river.',
    imageUrls: ['/uploads/m1.webp', '/uploads/m2.webp'],
    likeCount: 2,
    likedUsers: [OTHER_ID],
    isLiked: false,
    commentCount: 1,
    user: { _id: OTHER_ID, name: 'Carlos Ruiz', imageUrls: ['/uploads/carlos.webp'] },
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    updatedAt: new Date().toISOString(),
    category: 'travel',
    language: 'ko',
    mood: 'happy',
    tags: ['seoul', 'picnic'],
    location: { formattedAddress: 'Seoul, South Korea', type: 'Point', coordinates: [127, 37.5] },
    privacy: 'public',
    scheduledDate: null,
    ...overrides,
  };
}

export function makeComment(overrides: Partial<TComment> = {}): TComment {
  return {
    _id: COMMENT_ID,
    text: 'Looks lovely!',
    createdAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
    user: { _id: OTHER_ID, name: 'Carlos Ruiz', imageUrls: [] },
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

/** The URLs of the GET requests to one API path. */
export function urlsOf(requests: Request[], pathname: string, method = 'GET'): URL[] {
  return requests
    .filter((r) => r.method === method)
    .map((r) => new URL(r.url))
    .filter((u) => u.pathname === pathname);
}

export function png(name: string, size = 100): File {
  return new File([new Uint8Array(size)], name, { type: 'image/png' });
}
