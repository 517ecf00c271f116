import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The API reference: an OpenAPI 3 document generated from the contract's zod schemas that every
 * route declares, at `GET /api/openapi.json`, so it cannot drift from what the server validates.
 * Registered before the routes (swagger collects them as they are added); the document is built
 * on the first request, not at start-up.
 */
export const apiReferencePlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Chingu API',
          version: '1',
          description:
            'Envelopes, status codes and ids as docs/product.md §2 says. Signed-in calls send `Authorization: Bearer <token>`.',
        },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
        },
      },
      transform: jsonSchemaTransform,
    });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'api-reference' },
);
