import { vi } from 'vitest';

/** A request as the API saw it: path, method, parsed JSON body or the raw FormData. */
export type SeenRequest = {
  path: string;
  method: string;
  json: unknown;
  formData: FormData | null;
};

type Reply = { status?: number; body: unknown };
type Handler = Reply | ((request: SeenRequest) => Reply);

const NativeRequest = globalThis.Request;
const rawBodies = new WeakMap<Request, BodyInit | null | undefined>();

/**
 * Node's Request cannot resolve RTK Query's relative '/api/...' URL, and it does not understand
 * jsdom's FormData: resolve against jsdom's location (http://localhost/) and keep the raw body.
 */
class RelativeRequest extends NativeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    const url = typeof input === 'string' ? new URL(input, window.location.href) : input;
    const isForm = init?.body instanceof FormData;
    super(url, isForm ? { ...init, body: undefined } : init);
    if (isForm) rawBodies.set(this, init?.body);
  }
}

/**
 * Stubs fetch for API paths (e.g. 'POST /api/v1/auth/login'). Unknown paths answer 404.
 * Returns the list of requests seen, in order.
 */
export function mockApi(routes: Record<string, Handler | Handler[]>) {
  vi.stubGlobal('Request', RelativeRequest);
  const seen: SeenRequest[] = [];
  const calls: Record<string, number> = {};
  const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input instanceof Request ? input : new RelativeRequest(input);
    const url = new URL(request.url);
    const key = `${request.method} ${url.pathname}`;
    const raw = rawBodies.get(request);
    const text = raw === undefined ? await request.text() : '';
    const entry: SeenRequest = {
      path: url.pathname,
      method: request.method,
      json: text ? (JSON.parse(text) as unknown) : null,
      formData: raw instanceof FormData ? raw : null,
    };
    seen.push(entry);
    const route = routes[key];
    const index = (calls[key] = (calls[key] ?? 0) + 1) - 1;
    const handler = Array.isArray(route) ? route[Math.min(index, route.length - 1)] : route;
    const reply: Reply = handler
      ? typeof handler === 'function'
        ? handler(entry)
        : handler
      : { status: 404, body: { success: false, error: 'Not found', code: 'routeNotFound' } };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return {
    seen,
    fetchSpy,
    calls: (key: string) => seen.filter((s) => `${s.method} ${s.path}` === key),
  };
}

export const testUser = {
  _id: '3f1c1c4e-8b7a-4d61-9f3e-1a2b3c4d5e6f',
  name: 'Ana',
  email: 'ana@example.com',
  gender: 'Female',
  bio: '',
  birth_year: '1990',
  birth_month: '5',
  birth_day: '1',
  native_language: 'Spanish',
  language_to_learn: 'Korean',
  location: null,
  imageUrls: ['/uploads/a.webp'],
  createdAt: '2026-01-01T00:00:00.000Z',
  followersCount: 0,
  followingCount: 0,
  momentsCount: 0,
  preferredLanguage: null,
  visitorsCount: 0,
  isModerator: false,
  emailDigest: true,
  messagePolicy: 'everyone' as const,
};
