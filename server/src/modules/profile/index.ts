import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { profileRoutes } from './routes.ts';

/** The profile module: the signed-in member's own profile and pictures. */
export const profileModule = fp(
  async (app: FastifyInstance) => {
    await app.register(profileRoutes, { prefix: '/api/v1/auth' });
  },
  { name: 'profile-module' },
);
