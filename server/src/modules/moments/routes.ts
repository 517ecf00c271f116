import {
  LIMITS,
  ZCommentParams,
  ZCommentResponse,
  ZCommentsQuery,
  ZCommentsResponse,
  ZCreateCommentRequest,
  ZCreateMomentRequest,
  ZLikeResponse,
  ZMomentIdParams,
  ZMomentPhotoParams,
  ZMomentResponse,
  ZMomentsQuery,
  ZMomentsResponse,
  ZSuccess,
  ZUpdateMomentRequest,
  ZUserIdParams,
  ZUserMomentsQuery,
} from '@chingu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readMultipart } from '../../plugins/images.ts';
import { createCommentsService } from './comment-service.ts';
import { createMomentsService } from './service.ts';

/** SPEC §7 moment paths under /api/v1/moments. */
export const momentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createMomentsService(app);
  const comments = createCommentsService(app);

  app.get(
    '/',
    {
      preHandler: app.identify,
      schema: { querystring: ZMomentsQuery, response: { 200: ZMomentsResponse } },
    },
    async (request) => ({
      success: true as const,
      ...(await service.feed(request.user, request.query)),
    }),
  );

  app.get(
    '/user/:userId',
    {
      preHandler: app.identify,
      schema: {
        params: ZUserIdParams,
        querystring: ZUserMomentsQuery,
        response: { 200: ZMomentsResponse },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await service.ofMember(
        request.user,
        request.params.userId,
        request.query.page,
        request.query.limit,
      )),
    }),
  );

  app.get(
    '/:id',
    {
      preHandler: app.identify,
      schema: { params: ZMomentIdParams, response: { 200: ZMomentResponse } },
    },
    async (request) => ({
      success: true as const,
      data: await service.get(request.user, request.params.id),
    }),
  );

  app.post(
    '/',
    {
      preHandler: app.authenticate,
      schema: { body: ZCreateMomentRequest, response: { 201: ZMomentResponse } },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        data: await service.create(request.user!, request.body),
      }),
  );

  app.put(
    '/:id',
    {
      preHandler: app.authenticate,
      schema: {
        params: ZMomentIdParams,
        body: ZUpdateMomentRequest,
        response: { 200: ZMomentResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.update(request.user!, request.params.id, request.body),
    }),
  );

  app.put(
    '/:momentId/photo',
    {
      preHandler: app.authenticate,
      schema: { params: ZMomentPhotoParams, response: { 200: ZMomentResponse } },
    },
    async (request) => {
      // Refuse before reading (and storing) a single file.
      await service.assertOwner(request.user!, request.params.momentId);
      const { images } = await readMultipart(request, LIMITS.imagesPerMoment);
      return {
        success: true as const,
        data: await service.addImages(request.user!, request.params.momentId, images),
      };
    },
  );

  app.delete(
    '/:id',
    {
      preHandler: app.authenticate,
      schema: { params: ZMomentIdParams, response: { 200: ZSuccess } },
    },
    async (request) => {
      await service.remove(request.user!, request.params.id);
      return { success: true as const };
    },
  );

  // The liker is always the caller; a `{userId}` body from old clients is ignored.
  for (const action of ['like', 'dislike'] as const) {
    app.post(
      `/:momentId/${action}`,
      {
        preHandler: app.authenticate,
        schema: { params: ZMomentPhotoParams, response: { 200: ZLikeResponse } },
      },
      async (request) => ({
        success: true as const,
        ...(await service.like(request.user!, request.params.momentId, action === 'like')),
      }),
    );
  }

  app.get(
    '/:id/comments',
    {
      preHandler: app.identify,
      schema: {
        params: ZMomentIdParams,
        querystring: ZCommentsQuery,
        response: { 200: ZCommentsResponse },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await comments.list(
        request.user,
        request.params.id,
        request.query.page,
        request.query.limit,
      )),
    }),
  );

  app.post(
    '/:id/comments',
    {
      preHandler: app.authenticate,
      schema: {
        params: ZMomentIdParams,
        body: ZCreateCommentRequest,
        response: { 201: ZCommentResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        data: await comments.add(request.user!, request.params.id, request.body.text),
      }),
  );

  app.delete(
    '/:id/comments/:commentId',
    {
      preHandler: app.authenticate,
      schema: { params: ZCommentParams, response: { 200: ZSuccess } },
    },
    async (request) => {
      await comments.remove(request.user!, request.params.id, request.params.commentId);
      return { success: true as const };
    },
  );
};
