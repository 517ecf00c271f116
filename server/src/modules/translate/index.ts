import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ModuleOptions } from '../../lib/module-options.ts';
import { translateRoutes } from './routes.ts';

/** The translate module: which translation features are on, and translating a text. */
export const translateModule = fp(
  async (app: FastifyInstance, { config }: ModuleOptions) => {
    await app.register(translateRoutes, { prefix: '/api/v1', config });
  },
  { name: 'translate-module' },
);
