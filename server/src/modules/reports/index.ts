import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { adminReportsRoutes, reportsRoutes } from './routes.ts';

/** The reports module: members' reports and the moderators' queue. */
export const reportsModule = fp(
  async (app: FastifyInstance) => {
    await app.register(reportsRoutes, { prefix: '/api/v1/reports' });
    await app.register(adminReportsRoutes, { prefix: '/api/v1/admin/reports' });
  },
  { name: 'reports-module' },
);
