import {
  ZCreateReportRequest,
  ZReportGroupsQuery,
  ZReportGroupsResponse,
  ZReportIdParams,
  ZReportResponse,
  ZResolveReportRequest,
  ZResolveReportResponse,
} from '@chingu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInRoutes } from '../../plugins/http/auth.ts';
import { createReportsService } from './service.ts';

/** `POST /api/v1/reports` (PRODUCT §8.5): members report what they can see. */
export const reportsRoutes = signedInRoutes(async (app) => {
  const service = createReportsService(app);

  app.post(
    '/',
    {
      schema: {
        body: ZCreateReportRequest,
        response: { 200: ZReportResponse, 201: ZReportResponse },
      },
      config: { memberBudget: 'reports' },
    },
    async (request, reply) => {
      const { report, created } = await service.create(request.member, request.body);
      return reply.status(created ? 201 : 200).send({ success: true as const, data: report });
    },
  );
});

/** `/api/v1/admin/reports`: the moderators' queue and decisions; everyone else gets 403. */
export const adminReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createReportsService(app);
  // Before body validation: a visitor gets 401 and a member 403 whatever they send.
  app.addHook('onRequest', app.requireModerator);

  app.get(
    '/',
    { schema: { querystring: ZReportGroupsQuery, response: { 200: ZReportGroupsResponse } } },
    async (request) => ({
      success: true as const,
      ...(await service.openGroups(request.query.page, request.query.limit)),
    }),
  );

  app.put(
    '/:id',
    {
      schema: {
        params: ZReportIdParams,
        body: ZResolveReportRequest,
        response: { 200: ZResolveReportResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.resolve(request.member, request.params.id, request.body),
    }),
  );
};
