import {
  ZCardIdParams,
  ZCardResponse,
  ZCreateCardRequest,
  ZNotebookQuery,
  ZNotebookResponse,
  ZReviewCardRequest,
  ZReviewCardResponse,
  ZReviewQueueQuery,
  ZReviewQueueResponse,
  ZSuccess,
  ZUpdateCardRequest,
} from '@chingu/contract';
import { signedInRoutes } from '../../plugins/http/auth.ts';
import { createNotebookService } from './service.ts';

/**
 * PRODUCT §9.2 under /api/v1/notebook: a member's own cards (another member's card: 404), the
 * review queue and reviews, and the Anki export. Writes count against the `writes` budget.
 */
export const notebookRoutes = signedInRoutes(async (app) => {
  const service = createNotebookService(app);

  app.post(
    '/',
    { schema: { body: ZCreateCardRequest, response: { 201: ZCardResponse } } },
    async (request, reply) =>
      reply
        .status(201)
        .send({ success: true as const, data: await service.create(request.member, request.body) }),
  );

  app.get(
    '/',
    { schema: { querystring: ZNotebookQuery, response: { 200: ZNotebookResponse } } },
    async (request) => ({
      success: true as const,
      ...(await service.list(request.member, request.query)),
    }),
  );

  app.get(
    '/review',
    { schema: { querystring: ZReviewQueueQuery, response: { 200: ZReviewQueueResponse } } },
    async (request) => ({
      success: true as const,
      ...(await service.reviewQueue(request.member, request.query.limit)),
    }),
  );

  app.get('/export', async (request, reply) => {
    const csv = await service.exportCsv(request.member);
    const day = app.clock.now().toISOString().slice(0, 10);
    return reply
      .header('content-disposition', `attachment; filename="chingu-notebook-${day}.csv"`)
      .type('text/csv; charset=utf-8')
      .send(csv);
  });

  app.put(
    '/:id',
    {
      schema: { params: ZCardIdParams, body: ZUpdateCardRequest, response: { 200: ZCardResponse } },
    },
    async (request) => ({
      success: true as const,
      data: await service.update(request.member, request.params.id, request.body),
    }),
  );

  app.delete(
    '/:id',
    { schema: { params: ZCardIdParams, response: { 200: ZSuccess } } },
    async (request) => {
      await service.remove(request.member, request.params.id);
      return { success: true as const };
    },
  );

  app.post(
    '/:id/review',
    {
      schema: {
        params: ZCardIdParams,
        body: ZReviewCardRequest,
        response: { 200: ZReviewCardResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.review(request.member, request.params.id, request.body.rating),
    }),
  );
});
