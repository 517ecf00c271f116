import {
  ZChangePasswordRequest,
  ZDeleteAccountRequest,
  ZNotificationSettingsResponse,
  ZUpdateNotificationSettingsRequest,
  ZSessionParams,
  ZSessionsResponse,
  ZSettingsResponse,
  ZSignedOutResponse,
  ZSuccess,
  ZUpdateSettingsRequest,
  ZUserIdParams,
} from '@chingu/contract';
import { signedInRoutes } from '../../plugins/http/auth.ts';
import { createAccountService } from './service.ts';

/** Account controls under /api/v1/auth/users/{userId}: the path's member must be the caller. */
export const accountRoutes = signedInRoutes(async (app) => {
  const service = createAccountService(app);

  app.put(
    '/:userId/settings',
    {
      schema: {
        params: ZUserIdParams,
        body: ZUpdateSettingsRequest,
        response: { 200: ZSettingsResponse },
      },
      config: { memberBudget: 'profileEdits' },
    },
    async (request) => ({
      success: true as const,
      data: await service.updateSettings(request.member, request.params.userId, request.body),
    }),
  );

  app.get(
    '/:userId/notification-settings',
    { schema: { params: ZUserIdParams, response: { 200: ZNotificationSettingsResponse } } },
    async (request) => ({
      success: true as const,
      data: await service.notificationSettings(request.member, request.params.userId),
    }),
  );

  app.put(
    '/:userId/notification-settings',
    {
      schema: {
        params: ZUserIdParams,
        body: ZUpdateNotificationSettingsRequest,
        response: { 200: ZNotificationSettingsResponse },
      },
      config: { memberBudget: 'profileEdits' },
    },
    async (request) => ({
      success: true as const,
      data: await service.updateNotificationSettings(
        request.member,
        request.params.userId,
        request.body,
      ),
    }),
  );

  app.put(
    '/:userId/password',
    {
      schema: {
        params: ZUserIdParams,
        body: ZChangePasswordRequest,
        response: { 200: ZSignedOutResponse },
      },
      config: { memberBudget: 'profileEdits' },
    },
    async (request) => ({
      success: true as const,
      data: await service.changePassword(
        request.member,
        request.params.userId,
        request.sessionId!,
        request.body,
      ),
    }),
  );

  app.get('/:userId/export', { schema: { params: ZUserIdParams } }, async (request, reply) => {
    const archive = await service.exportData(request.member, request.params.userId);
    const day = archive.exportedAt.slice(0, 10);
    return reply
      .header('content-disposition', `attachment; filename="chingu-my-data-${day}.json"`)
      .type('application/json')
      .send(JSON.stringify(archive, null, 2));
  });

  app.delete(
    '/:userId',
    {
      schema: { params: ZUserIdParams, body: ZDeleteAccountRequest, response: { 200: ZSuccess } },
      config: { memberBudget: false },
    },
    async (request) => {
      await service.deleteAccount(request.member, request.params.userId, request.body.password);
      return { success: true as const };
    },
  );

  app.get(
    '/:userId/sessions',
    { schema: { params: ZUserIdParams, response: { 200: ZSessionsResponse } } },
    async (request) => ({
      success: true as const,
      data: await service.sessions(request.member, request.params.userId, request.sessionId!),
    }),
  );

  app.delete(
    '/:userId/sessions',
    {
      schema: { params: ZUserIdParams, response: { 200: ZSignedOutResponse } },
      config: { memberBudget: false },
    },
    async (request) => ({
      success: true as const,
      data: await service.signOutOthers(request.member, request.params.userId, request.sessionId!),
    }),
  );

  app.delete(
    '/:userId/sessions/:sessionId',
    {
      schema: { params: ZSessionParams, response: { 200: ZSuccess } },
      config: { memberBudget: false },
    },
    async (request) => {
      await service.signOutSession(request.member, request.params.userId, request.params.sessionId);
      return { success: true as const };
    },
  );
});
