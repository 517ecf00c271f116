import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { momentsRoutes } from './routes.ts';

/** The moments module: the feed, moments, likes and comments. */
export const momentsModule = fp(
  async (app: FastifyInstance) => {
    await app.register(momentsRoutes, { prefix: '/api/v1/moments' });
  },
  { name: 'moments-module' },
);
