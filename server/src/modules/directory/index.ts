import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { directoryRoutes, publicMemberRoutes } from './routes.ts';

/** The directory module: the member directory, a member's page, suggestions, community stats. */
export const directoryModule = fp(
  async (app: FastifyInstance) => {
    await app.register(directoryRoutes, { prefix: '/api/v1/auth/users' });
    await app.register(publicMemberRoutes, { prefix: '/api' });
  },
  { name: 'directory-module' },
);
