import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ModuleOptions } from '../../lib/module-options.ts';
import { storiesRoutes } from './routes.ts';

/** The stories module: stories, their viewers and their expiry. */
export const storiesModule = fp(
  async (app: FastifyInstance, { config }: ModuleOptions) => {
    await app.register(storiesRoutes, { prefix: '/api/v1/stories', config });
  },
  { name: 'stories-module' },
);
