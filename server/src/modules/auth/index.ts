import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ModuleOptions } from '../../lib/module-options.ts';
import { authRoutes } from './routes.ts';

/** The auth module: registration, sign-in and e-mail codes. */
export const authModule = fp(
  async (app: FastifyInstance, { config }: ModuleOptions) => {
    await app.register(authRoutes, { prefix: '/api/v1/auth', config });
  },
  { name: 'auth-module' },
);
