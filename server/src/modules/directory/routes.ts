import {
  ZIdParams,
  ZMemberResponse,
  ZMembersQuery,
  ZMembersResponse,
  ZStatsResponse,
  ZSuggestionsQuery,
  ZSuggestionsResponse,
} from '@chingu/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInRoutes, visitorRoutes } from '../../plugins/http/auth.ts';
import { createDirectoryService } from './service.ts';
import { createSuggestionsService } from './suggestion-service.ts';

/** A member's public data: their profile and counters (members), visible moments (moments). */
const PUBLIC_MEMBER_DATA = { domains: ['members', 'moments'] } as const;

function hasOnlineFilter(request: FastifyRequest): boolean {
  return Object.hasOwn(request.query as object, 'online');
}

/** SPEC §7 member paths under /api/v1/auth/users: the directory, a member's page, suggestions. */
export const directoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createDirectoryService(app);
  const suggestions = createSuggestionsService(app);

  await app.register(
    visitorRoutes(async (app) => {
      app.get(
        '/',
        {
          schema: { querystring: ZMembersQuery, response: { 200: ZMembersResponse } },
          // "Online now" changes by the second: always answered fresh.
          config: {
            visitorCache: { ...PUBLIC_MEMBER_DATA, bypass: (r) => hasOnlineFilter(r) },
            memberCache: { ...PUBLIC_MEMBER_DATA, bypass: (r) => hasOnlineFilter(r) },
          },
        },
        async (request) => ({
          success: true as const,
          ...(await service.list(request.user, request.query)),
        }),
      );

      app.get(
        '/:id',
        {
          schema: { params: ZIdParams, response: { 200: ZMemberResponse } },
          config: { visitorCache: PUBLIC_MEMBER_DATA, memberCache: PUBLIC_MEMBER_DATA },
        },
        async (request) => ({
          success: true as const,
          data: await service.get(request.user, request.params.id),
        }),
      );
    }),
  );

  await app.register(
    signedInRoutes(async (app) => {
      app.get(
        '/suggestions',
        {
          schema: { querystring: ZSuggestionsQuery, response: { 200: ZSuggestionsResponse } },
        },
        async (request) => ({
          success: true as const,
          data: await suggestions.list(request.member, request.query.limit, request.query.level),
        }),
      );
    }),
  );
};

/** `GET /api/users/{id}` (alias used by the chat header) and `GET /api/v1/stats`. */
export const publicMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createDirectoryService(app);

  await app.register(
    visitorRoutes(async (app) => {
      app.get(
        '/users/:id',
        {
          schema: { params: ZIdParams, response: { 200: ZMemberResponse } },
          config: { visitorCache: PUBLIC_MEMBER_DATA, memberCache: PUBLIC_MEMBER_DATA },
        },
        async (request) => ({
          success: true as const,
          data: await service.get(request.user, request.params.id),
        }),
      );
    }),
  );

  app.get(
    '/v1/stats',
    {
      schema: { response: { 200: ZStatsResponse } },
      config: { visitorCache: { domains: ['members'] } },
    },
    async () => ({ success: true as const, data: await service.stats() }),
  );
};
