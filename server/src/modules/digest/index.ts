import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ModuleOptions } from '../../lib/module-options.ts';
import { digestJob } from './job.ts';
import { digestRoutes } from './routes.ts';

/** The digest module: the e-mail digest job and its unsubscribe route. */
export const digestModule = fp(
  async (app: FastifyInstance, { config }: ModuleOptions) => {
    await app.register(digestJob, {
      intervalMs: config.digestIntervalMs,
      publicUrl: config.publicUrl,
    });
    await app.register(digestRoutes, { prefix: '/api/v1/digest' });
  },
  { name: 'digest-module' },
);
