import {
  ZStoriesFeedQuery,
  ZStoriesFeedResponse,
  ZStoriesResponse,
  ZStoryParams,
  ZStoryResponse,
  ZStoryUserParams,
  ZStoryViewResponse,
  ZStoryViewsQuery,
  ZStoryViewsResponse,
  ZSuccess,
} from '@chingu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { signedInRoutes } from '../../plugins/http/auth.ts';
import { readMultipart } from '../../plugins/infra/images.ts';
import { createStoriesService, parseStoryFields, sweepExpiredStories } from './service.ts';

/** How often expired stories' rows and files are swept (and once at start-up). */
const SWEEP_INTERVAL_MS = 10 * 60_000;

/**
 * PRODUCT §8.1 story paths under /api/v1/stories. All of them need sign-in: the story bar is a
 * signed-in feature, and "viewed" is always someone's.
 */
export const storiesRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const service = createStoriesService(app, { lifetimeMs: config.storyLifetimeSeconds * 1000 });

  const sweep = () =>
    sweepExpiredStories(app.db, app.images, app.clock.now()).catch((err: unknown) =>
      app.log.warn({ err }, 'story sweep failed'),
    );
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void sweep();
    timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));

  await app.register(
    signedInRoutes(async (app) => {
      const options = {
        schema: { response: { 201: ZStoryResponse } },
        config: { memberBudget: 'stories' as const },
      };
      app.post('/', options, async (request, reply) => {
        // Text fields sent before the photo are checked before it is decoded (the costly part);
        // all of them again at the end, wherever they came.
        const { fields, images } = await readMultipart(request, 1, {
          fileField: 'image',
          beforeFiles: (early) => void parseStoryFields(early),
        });
        const story = await service.create(request.member, parseStoryFields(fields), images[0]);
        return reply.status(201).send({ success: true as const, data: story });
      });

      app.get(
        '/feed',
        { schema: { querystring: ZStoriesFeedQuery, response: { 200: ZStoriesFeedResponse } } },
        async (request) => ({
          success: true as const,
          ...(await service.feed(request.member, request.query.page, request.query.limit)),
        }),
      );

      app.get(
        '/my-stories',
        { schema: { response: { 200: ZStoriesResponse } } },
        async (request) => ({ success: true as const, ...(await service.mine(request.member)) }),
      );

      app.get(
        '/user/:userId',
        { schema: { params: ZStoryUserParams, response: { 200: ZStoriesResponse } } },
        async (request) => ({
          success: true as const,
          ...(await service.ofMember(request.member, request.params.userId)),
        }),
      );

      app.get(
        '/:id',
        { schema: { params: ZStoryParams, response: { 200: ZStoryResponse } } },
        async (request) => ({
          success: true as const,
          data: await service.get(request.member, request.params.id),
        }),
      );

      app.delete(
        '/:id',
        { schema: { params: ZStoryParams, response: { 200: ZSuccess } } },
        async (request) => {
          await service.remove(request.member, request.params.id);
          return { success: true as const };
        },
      );

      app.post(
        '/:id/view',
        { schema: { params: ZStoryParams, response: { 200: ZStoryViewResponse } } },
        async (request) => ({
          success: true as const,
          data: await service.view(request.member, request.params.id),
        }),
      );

      app.get(
        '/:id/views',
        {
          schema: {
            params: ZStoryParams,
            querystring: ZStoryViewsQuery,
            response: { 200: ZStoryViewsResponse },
          },
        },
        async (request) => ({
          success: true as const,
          ...(await service.views(
            request.member,
            request.params.id,
            request.query.page,
            request.query.limit,
          )),
        }),
      );
    }),
  );
};
