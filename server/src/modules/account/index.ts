import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { accountRoutes } from './routes.ts';

/** The account module: settings, password, sessions, data export and deletion. */
export const accountModule = fp(
  async (app: FastifyInstance) => {
    await app.register(accountRoutes, { prefix: '/api/v1/auth/users' });
  },
  { name: 'account-module' },
);
