import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { healthRoutes } from './routes.ts';

/** The health module: `GET /api/health`. */
export const healthModule = fp(
  async (app: FastifyInstance) => {
    await app.register(healthRoutes, { prefix: '/api' });
  },
  { name: 'health-module' },
);
