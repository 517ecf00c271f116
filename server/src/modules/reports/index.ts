import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { adminAppealsRoutes, appealsRoutes } from './appeals-routes.ts';
import { adminReportsRoutes, reportsRoutes } from './routes.ts';

/** The reports module: members' reports, the moderators' queue, appeals and the audit log. */
export const reportsModule = fp(
  async (app: FastifyInstance) => {
    await app.register(reportsRoutes, { prefix: '/api/v1/reports' });
    await app.register(adminReportsRoutes, { prefix: '/api/v1/admin/reports' });
    await app.register(appealsRoutes, { prefix: '/api/v1/appeals' });
    await app.register(adminAppealsRoutes, { prefix: '/api/v1/admin' });
  },
  { name: 'reports-module' },
);
