import {
  LIMITS,
  ZCommentParams,
  ZCommentResponse,
  ZCommentsQuery,
  ZCommentsResponse,
  ZCreateCommentRequest,
  ZCreateMomentCorrectionRequest,
  ZCreateMomentRequest,
  ZLikeResponse,
  ZMomentCorrectionParams,
  ZMomentCorrectionResponse,
  ZMomentCorrectionsQuery,
  ZMomentCorrectionsResponse,
  ZMomentIdParams,
  ZMomentPhotoParams,
  ZMomentResponse,
  ZMomentsQuery,
  ZMomentsResponse,
  ZSuccess,
  ZUpdateMomentRequest,
  ZReactionRequest,
  ZReactionsResponse,
  ZUserIdParams,
  ZUserMomentsQuery,
} from '@chingu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInRoutes, visitorRoutes } from '../../plugins/http/auth.ts';
import { readMultipart } from '../../plugins/infra/images.ts';
import { createCommentsService } from './comment-service.ts';
import { createCorrectionsService } from './correction-service.ts';
import { createMomentsService } from './service.ts';

/** Moments show their author's name and photos: member writes change them too. */
const MOMENT_DATA = { domains: ['moments', 'members'] } as const;

/** SPEC §7 moment paths under /api/v1/moments. */
export const momentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createMomentsService(app);
  const comments = createCommentsService(app);
  const corrections = createCorrectionsService(app);

  await app.register(
    visitorRoutes(async (app) => {
      app.get(
        '/',
        {
          schema: { querystring: ZMomentsQuery, response: { 200: ZMomentsResponse } },
          config: { visitorCache: MOMENT_DATA, memberCache: MOMENT_DATA },
        },
        async (request) => ({
          success: true as const,
          ...(await service.feed(request.user, request.query)),
        }),
      );

      app.get(
        '/user/:userId',
        {
          schema: {
            params: ZUserIdParams,
            querystring: ZUserMomentsQuery,
            response: { 200: ZMomentsResponse },
          },
          config: { visitorCache: MOMENT_DATA, memberCache: MOMENT_DATA },
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
          schema: { params: ZMomentIdParams, response: { 200: ZMomentResponse } },
          config: { visitorCache: MOMENT_DATA, memberCache: MOMENT_DATA },
        },
        async (request) => ({
          success: true as const,
          data: await service.get(request.user, request.params.id),
        }),
      );

      app.get(
        '/:id/comments',
        {
          schema: {
            params: ZMomentIdParams,
            querystring: ZCommentsQuery,
            response: { 200: ZCommentsResponse },
          },
          config: { visitorCache: MOMENT_DATA, memberCache: MOMENT_DATA },
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

      // PRODUCT §9.2: a correct-me moment's corrections, for whoever may see the moment.
      app.get(
        '/:id/corrections',
        {
          schema: {
            params: ZMomentIdParams,
            querystring: ZMomentCorrectionsQuery,
            response: { 200: ZMomentCorrectionsResponse },
          },
          config: { visitorCache: MOMENT_DATA, memberCache: MOMENT_DATA },
        },
        async (request) => ({
          success: true as const,
          ...(await corrections.list(
            request.user,
            request.params.id,
            request.query.page,
            request.query.limit,
          )),
        }),
      );
    }),
  );

  await app.register(
    signedInRoutes(async (app) => {
      app.post(
        '/',
        {
          schema: { body: ZCreateMomentRequest, response: { 201: ZMomentResponse } },
          config: { memberBudget: 'moments' },
        },
        async (request, reply) =>
          reply.status(201).send({
            success: true as const,
            data: await service.create(request.member, request.body),
          }),
      );

      app.put(
        '/:id',
        {
          schema: {
            params: ZMomentIdParams,
            body: ZUpdateMomentRequest,
            response: { 200: ZMomentResponse },
          },
        },
        async (request) => ({
          success: true as const,
          data: await service.update(request.member, request.params.id, request.body),
        }),
      );

      app.put(
        '/:id/reactions',
        {
          schema: {
            params: ZMomentIdParams,
            body: ZReactionRequest,
            response: { 200: ZReactionsResponse },
          },
          config: { memberBudget: 'reactions' },
        },
        async (request) => ({
          success: true as const,
          data: {
            reactions: await service.react(request.member, request.params.id, request.body.emoji),
          },
        }),
      );

      app.put(
        '/:momentId/photo',
        {
          schema: { params: ZMomentPhotoParams, response: { 200: ZMomentResponse } },
          config: { memberBudget: 'uploads' },
        },
        async (request) => {
          // Refuse before reading (and storing) a single file.
          await service.assertOwner(request.member, request.params.momentId);
          const { images } = await readMultipart(request, LIMITS.imagesPerMoment);
          return {
            success: true as const,
            data: await service.addImages(request.member, request.params.momentId, images),
          };
        },
      );

      app.delete(
        '/:id',
        {
          schema: { params: ZMomentIdParams, response: { 200: ZSuccess } },
        },
        async (request) => {
          await service.remove(request.member, request.params.id);
          return { success: true as const };
        },
      );

      // The liker is always the caller; a `{userId}` body from old clients is ignored.

      for (const action of ['like', 'dislike'] as const) {
        app.post(
          `/:momentId/${action}`,
          {
            schema: { params: ZMomentPhotoParams, response: { 200: ZLikeResponse } },
            config: { memberBudget: 'reactions' },
          },
          async (request) => ({
            success: true as const,
            ...(await service.like(request.member, request.params.momentId, action === 'like')),
          }),
        );
      }

      app.post(
        '/:id/comments',
        {
          schema: {
            params: ZMomentIdParams,
            body: ZCreateCommentRequest,
            response: { 201: ZCommentResponse },
          },
          config: { memberBudget: 'comments' },
        },
        async (request, reply) =>
          reply.status(201).send({
            success: true as const,
            data: await comments.add(request.member, request.params.id, request.body.text),
          }),
      );

      // A correction is a text on someone's moment, like a comment: the same abuse budget.
      app.post(
        '/:id/corrections',
        {
          schema: {
            params: ZMomentIdParams,
            body: ZCreateMomentCorrectionRequest,
            response: { 201: ZMomentCorrectionResponse },
          },
          config: { memberBudget: 'comments' },
        },
        async (request, reply) =>
          reply.status(201).send({
            success: true as const,
            data: await corrections.add(request.member, request.params.id, request.body),
          }),
      );

      app.put(
        '/:id/corrections/:correctionId/helpful',
        {
          schema: {
            params: ZMomentCorrectionParams,
            response: { 200: ZMomentCorrectionResponse },
          },
        },
        async (request) => ({
          success: true as const,
          data: await corrections.toggleHelpful(
            request.member,
            request.params.id,
            request.params.correctionId,
          ),
        }),
      );

      app.delete(
        '/:id/comments/:commentId',
        {
          schema: { params: ZCommentParams, response: { 200: ZSuccess } },
        },
        async (request) => {
          await comments.remove(request.member, request.params.id, request.params.commentId);
          return { success: true as const };
        },
      );
    }),
  );
};
