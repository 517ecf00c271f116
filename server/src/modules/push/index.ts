import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pushDelivery } from './delivery.ts';
import { pushRoutes } from './routes.ts';

/** The push module: push subscriptions and the delivery of web pushes. */
export const pushModule = fp(
  async (app: FastifyInstance) => {
    await app.register(pushRoutes, { prefix: '/api/v1/push' });
    await app.register(pushDelivery);
  },
  { name: 'push-module' },
);
