import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ModuleOptions } from '../../lib/module-options.ts';
import { streakReminderJob } from './job.ts';
import { streakRoutes } from './routes.ts';

/** The streak module (PRODUCT §9.2): a member's streak, their time zone, the evening reminder. */
export const streakModule = fp(
  async (app: FastifyInstance, { config }: ModuleOptions) => {
    await app.register(streakReminderJob, {
      intervalMs: config.streakReminderIntervalMs,
      publicUrl: config.publicUrl,
    });
    await app.register(streakRoutes, { prefix: '/api/v1/auth/users' });
  },
  { name: 'streak-module' },
);
