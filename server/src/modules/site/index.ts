import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ModuleOptions } from '../../lib/module-options.ts';
import { siteRoutes } from './routes.ts';

/** The site module: the contact form and the newsletter sign-up. */
export const siteModule = fp(
  async (app: FastifyInstance, { config }: ModuleOptions) => {
    await app.register(siteRoutes, { prefix: '/api/v1', config });
  },
  { name: 'site-module' },
);
