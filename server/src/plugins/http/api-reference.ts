import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { OpenAPIV3 } from 'openapi-types';
import { socketEventsReference } from './socket-events-reference.ts';

/**
 * The API reference: an OpenAPI 3 document generated from the contract's zod schemas that every
 * route declares, at `GET /api/openapi.json`, so it cannot drift from what the server validates,
 * and the same document for people at `/api/docs` (Swagger UI, its assets served from the
 * package: no CDN, and it runs under the app's CSP as it is). The socket.io events are described
 * in the introduction, under Schemas and in `x-socket-events`. Registered before the routes
 * (swagger collects them as they are added); the document is built on the first request.
 */
export const apiReferencePlugin = fp(
  async (app: FastifyInstance) => {
    const socket = socketEventsReference();
    const openapi: Partial<OpenAPIV3.Document> & { 'x-socket-events': unknown } = {
      info: {
        title: 'Chingu API',
        version: '1',
        description: [
          'Envelopes, status codes and ids as docs/product.md §2 says. Signed-in calls send `Authorization: Bearer <token>`.',
          socket.markdown,
        ].join('\n\n'),
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
        schemas: socket.schemas,
      },
      'x-socket-events': socket.extension,
    };
    await app.register(swagger, { openapi, transform: jsonSchemaTransform });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      // No "try it out" calls to an online validator: the reference works offline.
      uiConfig: { validatorUrl: null, deepLinking: true },
    });
  },
  { name: 'api-reference' },
);
