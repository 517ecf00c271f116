import {
  ZFollowListQuery,
  ZFollowListResponse,
  ZFollowParams,
  ZFollowResponse,
  ZUserIdParams,
} from '@chingu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInRoutes, visitorRoutes } from '../../plugins/http/auth.ts';
import { createFollowsService } from './service.ts';

/** SPEC §7 follow paths under /api/v1/auth/users: follow, unfollow, followers, following. */
export const followsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createFollowsService(app);

  await app.register(
    signedInRoutes(async (app) => {
      for (const action of ['follow', 'unfollow'] as const) {
        app.put(
          `/:userId/${action}/:targetUserId`,
          {
            schema: { params: ZFollowParams, response: { 200: ZFollowResponse } },
            config: { memberBudget: 'follows' },
          },
          async (request) => ({
            success: true as const,
            ...(await service.follow(
              request.member,
              request.params.userId,
              request.params.targetUserId,
              action === 'follow',
            )),
          }),
        );
      }
    }),
  );

  // Public lists that know a signed-in caller: the age bands apply to them (PRODUCT §9.1).
  await app.register(
    visitorRoutes(async (app) => {
      for (const direction of ['followers', 'following'] as const) {
        app.get(
          `/:userId/${direction}`,
          {
            schema: {
              params: ZUserIdParams,
              querystring: ZFollowListQuery,
              response: { 200: ZFollowListResponse },
            },
          },
          async (request) => ({
            success: true as const,
            ...(await service.follows(
              request.user,
              request.params.userId,
              direction,
              request.query,
            )),
          }),
        );
      }
    }),
  );
};
