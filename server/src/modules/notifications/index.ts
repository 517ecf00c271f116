import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notificationListeners } from './listeners.ts';
import { notificationsRoutes } from './routes.ts';

/** The notifications module: notifications made from the app's events, and their routes. */
export const notificationsModule = fp(
  async (app: FastifyInstance) => {
    await app.register(notificationListeners);
    await app.register(notificationsRoutes, { prefix: '/api/v1/notifications' });
  },
  { name: 'notifications-module' },
);
