import {
  ZUnsubscribeOneClickQuery,
  ZUnsubscribeRequest,
  ZUnsubscribeResponse,
} from '@chingu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/app-error.ts';
import { turnDigestOff } from './queries.ts';

/**
 * `/api/v1/digest/...`: unsubscribing from digests without signing in, with the token of a
 * digest's link. Only POSTs: mail scanners follow GET links.
 */
export const digestRoutes: FastifyPluginAsyncZod = async (app) => {
  async function unsubscribe(token: string) {
    const userId = app.digest.userIdOf(token);
    if (!userId) throw badRequest('invalidUnsubscribeLink');
    await turnDigestOff(app.db, userId);
    return { success: true as const, data: { emailDigest: false as const } };
  }

  // From the web page /unsubscribe?token=..., after the member pressed the button.
  app.post(
    '/unsubscribe',
    { schema: { body: ZUnsubscribeRequest, response: { 200: ZUnsubscribeResponse } } },
    async (request) => unsubscribe(request.body.token),
  );

  // RFC 8058: mail apps POST `List-Unsubscribe=One-Click` (a form body, ignored) to the URL of
  // the List-Unsubscribe header.
  const oneClick: FastifyPluginAsyncZod = async (app) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, undefined),
    );
    app.post(
      '/unsubscribe/one-click',
      {
        schema: { querystring: ZUnsubscribeOneClickQuery, response: { 200: ZUnsubscribeResponse } },
      },
      async (request) => unsubscribe(request.query.token),
    );
  };
  await app.register(oneClick);
};
