import {
  ZBlockedListResponse,
  ZBlockResponse,
  ZFollowParams,
  ZUserIdParams,
} from '@chingu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createBlockService } from './service.ts';

/** Block and unblock under /api/v1/auth/users, mirroring follow. */
export const blockRoutes: FastifyPluginAsyncZod = async (app) => {
  const blocks = createBlockService(app);

  for (const action of ['block', 'unblock'] as const) {
    app.put(
      `/:userId/${action}/:targetUserId`,
      {
        preHandler: app.authenticate,
        schema: { params: ZFollowParams, response: { 200: ZBlockResponse } },
      },
      async (request) => ({
        success: true as const,
        ...(await blocks.block(
          request.user!,
          request.params.userId,
          request.params.targetUserId,
          action === 'block',
        )),
      }),
    );
  }

  app.get(
    '/:userId/blocked',
    {
      preHandler: app.authenticate,
      schema: { params: ZUserIdParams, response: { 200: ZBlockedListResponse } },
    },
    async (request) => ({
      success: true as const,
      ...(await blocks.blocked(request.user!, request.params.userId)),
    }),
  );
};
