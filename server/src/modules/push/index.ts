import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ModuleOptions } from '../../lib/module-options.ts';
import { pushDelivery } from './delivery.ts';
import { pushRoutes } from './routes.ts';

/** The push module: push subscriptions and the delivery of web pushes. */
export const pushModule = fp(
  async (app: FastifyInstance, { config }: ModuleOptions) => {
    await app.register(pushRoutes, { prefix: '/api/v1/push', config });
    await app.register(pushDelivery);
  },
  { name: 'push-module' },
);
