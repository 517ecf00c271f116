import { vi } from 'vitest';

/**
 * Stubs `fetch` (RTK Query's transport) with one JSON answer and returns the spy. jsdom has no
 * base URL for Node's `Request`, so relative API paths are resolved against the page origin.
 */
export function mockApiResponse(status: number, body: unknown) {
  const NodeRequest = globalThis.Request;
  class PageRequest extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, window.location.origin) : input, init);
    }
  }
  vi.stubGlobal('Request', PageRequest);
  return vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
    Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    ),
  );
}

/** The one request the stubbed fetch received. */
export function lastRequest(spy: ReturnType<typeof mockApiResponse>): Request {
  const call = spy.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  const [input] = call;
  if (!(input instanceof Request)) throw new Error('expected fetch to receive a Request');
  return input;
}
