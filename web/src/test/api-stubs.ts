import { http } from 'msw';
import { apiRequests, server } from './api';

export { ME_ID, me } from './members';
export { signedInStore } from './api';

/**
 * Transitional: a test that answers every API path from one function, on the Mock Service Worker
 * server of src/test/api.ts. New tests add typed handlers with `server.use(http.get(...,
 * () => respond(ZThingResponse, ...)))` instead; only the chat feature's tests
 * (chat-reconnect, conversation-list, chat/testing/fixtures.ts) are still on this.
 */
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

/** Answers /api requests with `handler` (404 when it does not); returns the requests received. */
export function stubFetch(handler: Handler) {
  server.use(
    http.all(/\/api\//, async ({ request }) => {
      const response = await handler(request, new URL(request.url));
      return (
        response ?? jsonResponse({ success: false, error: 'Not found', code: 'notFound' }, 404)
      );
    }),
  );
  return { requests: apiRequests };
}
