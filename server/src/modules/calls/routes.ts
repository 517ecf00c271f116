import { ZIceServersResponse } from '@chingu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { signedInRoutes } from '../../plugins/http/auth.ts';
import { iceServersFor } from './ice-servers.ts';

/** `/api/v1/calls/...` (PRODUCT §8.2); the signalling itself is on the socket. */
export const callsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  await app.register(
    signedInRoutes(async (app) => {
      app.get(
        '/ice-servers',
        { schema: { response: { 200: ZIceServersResponse } } },
        async (request, reply) => {
          // A TURN credential is the member's own and short-lived: no cache keeps it.
          reply.header('cache-control', 'no-store');
          return { success: true as const, data: iceServersFor(request.member.id, config.calls) };
        },
      );
    }),
  );
};
