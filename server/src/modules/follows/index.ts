import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { followsRoutes } from './routes.ts';

/** The follows module: follow, unfollow and the follower and following lists. */
export const followsModule = fp(
  async (app: FastifyInstance) => {
    await app.register(followsRoutes, { prefix: '/api/v1/auth/users' });
  },
  { name: 'follows-module' },
);
