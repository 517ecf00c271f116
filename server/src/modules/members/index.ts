import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { blockRoutes } from './routes.ts';

/** The members module (shared by the others): its own routes are blocking and unblocking. */
export const membersModule = fp(
  async (app: FastifyInstance) => {
    await app.register(blockRoutes, { prefix: '/api/v1/auth/users' });
  },
  { name: 'members-module' },
);
