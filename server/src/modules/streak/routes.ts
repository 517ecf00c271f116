import {
  ZStreakResponse,
  ZTimeZoneResponse,
  ZUpdateTimeZoneRequest,
  ZUserIdParams,
} from '@chingu/contract';
import { signedInRoutes } from '../../plugins/http/auth.ts';
import { createStreakService } from './service.ts';

/** PRODUCT §9.2 under /api/v1/auth/users/{userId}: the streak and the time zone it counts in. */
export const streakRoutes = signedInRoutes(async (app) => {
  const service = createStreakService(app);

  app.get(
    '/:userId/streak',
    { schema: { params: ZUserIdParams, response: { 200: ZStreakResponse } } },
    async (request) => ({
      success: true as const,
      data: await service.streakOf(request.member, request.params.userId),
    }),
  );

  app.put(
    '/:userId/time-zone',
    {
      schema: {
        params: ZUserIdParams,
        body: ZUpdateTimeZoneRequest,
        response: { 200: ZTimeZoneResponse },
      },
      config: { memberBudget: 'profileEdits' },
    },
    async (request) => ({
      success: true as const,
      data: await service.setTimeZone(request.member, request.params.userId, request.body.timeZone),
    }),
  );
});
