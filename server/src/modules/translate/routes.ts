import { LIMITS, ZFeaturesResponse, ZTranslateRequest, ZTranslateResponse } from '@chingu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { signedInRoutes } from '../../plugins/http/auth.ts';
import { createTranslator } from './service.ts';

/** `POST /api/v1/translate` and `GET /api/v1/features` (PRODUCT §8.3). */
export const translateRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (
  app,
  { config },
) => {
  const translator = createTranslator(app.db, config.translation);

  // What this server has configured, so the web app hides what it cannot do.
  app.get('/features', { schema: { response: { 200: ZFeaturesResponse } } }, async () => ({
    success: true as const,
    data: {
      translation: translator.available,
      push: app.hasDecorator('push'),
      turn: config.calls.turn !== undefined,
      rooms: config.rooms.janus
        ? { mode: 'janus' as const, maxListeners: LIMITS.roomJanusListenersMax }
        : { mode: 'mesh' as const, maxListeners: LIMITS.roomMeshListenersMax },
    },
  }));

  await app.register(
    signedInRoutes(async (app) => {
      app.post(
        '/translate',
        { schema: { body: ZTranslateRequest, response: { 200: ZTranslateResponse } } },
        async (request) => ({
          success: true as const,
          data: await translator.translate(request.member.id, request.body),
        }),
      );
    }),
  );
};
