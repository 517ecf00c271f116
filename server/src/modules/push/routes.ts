import {
  ZDeletePushSubscriptionRequest,
  ZPushPublicKeyResponse,
  ZPushSubscriptionRequest,
  ZSuccess,
} from '@chingu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/app-error.ts';
import { signedInRoutes } from '../../plugins/http/auth.ts';
import { deleteSubscription, saveSubscription } from './queries.ts';

/** `/api/v1/push/...` (PRODUCT §8.4): the VAPID key and the caller's browser subscriptions. */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/public-key', { schema: { response: { 200: ZPushPublicKeyResponse } } }, async () => ({
    success: true as const,
    data: { publicKey: app.push.publicKey },
  }));

  await app.register(
    signedInRoutes(async (app) => {
      app.post(
        '/subscriptions',
        { schema: { body: ZPushSubscriptionRequest, response: { 200: ZSuccess } } },
        async (request) => {
          const verdict = await app.push.checkEndpoint(request.body.endpoint);
          if (!verdict.ok) {
            request.log.info({ reason: verdict.reason }, 'push endpoint refused');
            throw badRequest('invalidPushSubscription');
          }
          // Another member's browser subscription stays theirs (issue 29): same answer as a bad one.
          if (!(await saveSubscription(app.db, request.member.id, request.body))) {
            throw badRequest('invalidPushSubscription');
          }
          return { success: true as const };
        },
      );

      // Unknown or someone else's endpoint: nothing to do, same answer (it reveals nothing).
      app.delete(
        '/subscriptions',
        { schema: { body: ZDeletePushSubscriptionRequest, response: { 200: ZSuccess } } },
        async (request) => {
          await deleteSubscription(app.db, request.member.id, request.body.endpoint);
          return { success: true as const };
        },
      );
    }),
  );
};
