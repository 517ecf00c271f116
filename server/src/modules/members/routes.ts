import {
  ZBlockedListResponse,
  ZBlockResponse,
  ZFollowParams,
  ZUserIdParams,
} from '@chingu/contract';
import { signedInRoutes } from '../../plugins/http/auth.ts';
import { createBlockService } from './service.ts';

/** Block and unblock under /api/v1/auth/users, mirroring follow. */
export const blockRoutes = signedInRoutes(async (app) => {
  const blocks = createBlockService(app);

  for (const action of ['block', 'unblock'] as const) {
    app.put(
      `/:userId/${action}/:targetUserId`,
      {
        schema: { params: ZFollowParams, response: { 200: ZBlockResponse } },
      },
      async (request) => ({
        success: true as const,
        ...(await blocks.block(
          request.member,
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
      schema: { params: ZUserIdParams, response: { 200: ZBlockedListResponse } },
    },
    async (request) => ({
      success: true as const,
      ...(await blocks.blocked(request.member, request.params.userId)),
    }),
  );
});
