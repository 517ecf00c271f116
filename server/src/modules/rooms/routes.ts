import {
  ZCreateRoomRequest,
  ZRoomIdParams,
  ZRoomInterestResponse,
  ZRoomResponse,
  ZRoomsQuery,
  ZRoomsResponse,
  ZSuccess,
} from '@chingu/contract';
import { signedInRoutes } from '../../plugins/http/auth.ts';
import type { createRoomsService } from './service.ts';

/**
 * PRODUCT §9.3 under /api/v1/rooms. A room the caller may not see (ended, hidden, another age
 * band, a block with its host) answers 404 `roomNotFound`, as a missing one.
 */
export const roomsRoutes = signedInRoutes<{ service: ReturnType<typeof createRoomsService> }>(
  async (app, { service }) => {
    app.post(
      '/',
      { schema: { body: ZCreateRoomRequest, response: { 201: ZRoomResponse } } },
      async (request, reply) =>
        reply.status(201).send({
          success: true as const,
          data: await service.create(request.member, request.body),
        }),
    );

    app.get(
      '/',
      { schema: { querystring: ZRoomsQuery, response: { 200: ZRoomsResponse } } },
      async (request) => ({
        success: true as const,
        ...(await service.list(request.member, request.query)),
      }),
    );

    app.get(
      '/:id',
      { schema: { params: ZRoomIdParams, response: { 200: ZRoomResponse } } },
      async (request) => ({
        success: true as const,
        data: await service.get(request.member, request.params.id),
      }),
    );

    app.delete(
      '/:id',
      { schema: { params: ZRoomIdParams, response: { 200: ZSuccess } } },
      async (request) => {
        await service.end(request.member, request.params.id);
        return { success: true as const };
      },
    );

    for (const [method, interested] of [
      ['PUT', true],
      ['DELETE', false],
    ] as const) {
      app.route({
        method,
        url: '/:id/interest',
        schema: { params: ZRoomIdParams, response: { 200: ZRoomInterestResponse } },
        handler: async (request) => ({
          success: true as const,
          data: await service.interest(request.member, request.params.id, interested),
        }),
      });
    }
  },
);
