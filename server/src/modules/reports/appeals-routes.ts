import {
  ZAdminAppealsQuery,
  ZAdminAppealsResponse,
  ZAppealIdParams,
  ZAppealResponse,
  ZAuditQuery,
  ZAuditResponse,
  ZCreateAppealRequest,
  ZDecideAppealRequest,
  ZDecideAppealResponse,
} from '@chingu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { visitorRoutes } from '../../plugins/http/auth.ts';
import { createAppealsService } from './appeals-service.ts';

/**
 * `POST /api/v1/appeals` (PRODUCT §9.1): the member a moderator acted on asks for a second look,
 * signed in or with the appealToken of their refused sign-in (a suspended member has no session).
 */
export const appealsRoutes = visitorRoutes(async (app) => {
  const service = createAppealsService(app);

  app.post(
    '/',
    { schema: { body: ZCreateAppealRequest, response: { 201: ZAppealResponse } } },
    async (request, reply) =>
      reply
        .status(201)
        .send({ success: true as const, data: await service.create(request.user, request.body) }),
  );
});

/** `/api/v1/admin/appeals` and `/api/v1/admin/audit`: moderators only (403 for members). */
export const adminAppealsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAppealsService(app);
  app.addHook('onRequest', app.requireModerator);

  app.get(
    '/appeals',
    { schema: { querystring: ZAdminAppealsQuery, response: { 200: ZAdminAppealsResponse } } },
    async (request) => ({
      success: true as const,
      ...(await service.list(request.query.page, request.query.limit)),
    }),
  );

  app.put(
    '/appeals/:id',
    {
      schema: {
        params: ZAppealIdParams,
        body: ZDecideAppealRequest,
        response: { 200: ZDecideAppealResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.decide(request.member, request.params.id, request.body),
    }),
  );

  app.get(
    '/audit',
    { schema: { querystring: ZAuditQuery, response: { 200: ZAuditResponse } } },
    async (request) => ({
      success: true as const,
      ...(await service.audit(request.query.page, request.query.limit)),
    }),
  );
};
