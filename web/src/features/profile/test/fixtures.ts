import type { TOwnUser } from '@chingu/contract';
import { vi } from 'vitest';

export const ownUser: TOwnUser = {
  _id: '7d2f7a6e-7a38-4f49-9a3c-0c3f0d6f1a01',
  name: 'Min Ji Kim',
  email: 'minji@example.com',
  gender: 'Female',
  bio: 'I love hiking and Korean food.',
  birth_year: '1990',
  birth_month: '5',
  birth_day: '1',
  native_language: 'Korean',
  language_to_learn: 'English',
  location: { city: 'Seoul', country: 'South Korea' },
  imageUrls: ['/uploads/a.webp', '/uploads/b.webp'],
  createdAt: '2025-03-01T10:00:00.000Z',
  followersCount: 12,
  followingCount: 7,
  momentsCount: 3,
  visitorsCount: 57,
  preferredLanguage: null,
  isModerator: false,
  emailDigest: true,
  messagePolicy: 'everyone',
};

export type Call = { method: string; path: string; body: string };
type Reply = { status: number; body: unknown };

/**
 * Node's Request (used under jsdom) refuses relative URLs such as '/api/v1/auth/me' that
 * fetchBaseQuery builds; resolve them against the test page's location, as a browser does.
 */
const NodeRequest = globalThis.Request;
class RelativeRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href).href : input, init);
  }
}

/** Stubs fetch: every call is recorded, `reply` answers it. */
export function stubFetch(reply: (call: Call) => Reply) {
  vi.stubGlobal('Request', RelativeRequest);
  const calls: Call[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const call: Call = {
      method: request.method,
      path: new URL(request.url).pathname,
      body: request.method === 'GET' ? '' : await request.text(),
    };
    calls.push(call);
    const { status, body } = reply(call);
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { calls, spy };
}
