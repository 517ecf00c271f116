import {
  LIMITS,
  ZId,
  ZOwnUser,
  ZPhotoIndexParams,
  ZUpdateDetailsRequest,
  ZUserIdParams,
  dataEnvelope,
} from '@chingu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInRoutes } from '../../plugins/http/auth.ts';
import { readMultipart } from '../../plugins/infra/images.ts';
import { createProfileService } from './service.ts';

const ZOwnUserResponse = dataEnvelope(ZOwnUser);

/** SPEC §7 own-profile paths under /api/v1/auth: details and photo gallery. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createProfileService(app);

  await app.register(
    signedInRoutes(async (app) => {
      app.put(
        '/updatedetails',
        {
          schema: { body: ZUpdateDetailsRequest, response: { 200: ZOwnUserResponse } },
          config: { memberBudget: 'profileEdits' },
        },
        async (request) => ({
          success: true as const,
          data: await service.updateDetails(request.member, request.body),
        }),
      );

      app.put(
        '/users/:userId/photo',
        {
          schema: { params: ZUserIdParams, response: { 200: ZOwnUserResponse } },
          config: { memberBudget: 'uploads' },
        },
        async (request) => {
          if (request.member.id !== request.params.userId) {
            return service.forbid();
          }
          const { images } = await readMultipart(request, LIMITS.imagesPerGallery);
          return {
            success: true as const,
            data: await service.addPhotos(request.member, request.params.userId, images),
          };
        },
      );

      app.put(
        '/users/:userId/photo/:index',
        {
          schema: { params: ZPhotoIndexParams, response: { 200: ZOwnUserResponse } },
          config: { memberBudget: 'uploads' },
        },
        async (request) => {
          if (request.member.id !== request.params.userId) return service.forbid();
          const { images } = await readMultipart(request, 1);
          return {
            success: true as const,
            data: await service.replacePhoto(
              request.member,
              request.params.userId,
              request.params.index,
              images,
            ),
          };
        },
      );

      app.delete(
        '/users/:userId/photo/:index',
        {
          schema: {
            params: z.object({ userId: ZId, index: z.coerce.number().int().min(0) }),
            response: { 200: ZOwnUserResponse },
          },
        },
        async (request) => ({
          success: true as const,
          data: await service.deletePhoto(
            request.member,
            request.params.userId,
            request.params.index,
          ),
        }),
      );
    }),
  );
};
