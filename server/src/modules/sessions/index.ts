import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ModuleOptions } from '../../lib/module-options.ts';
import { sessionReminderJob } from './job.ts';
import { sessionsRoutes } from './routes.ts';

/**
 * The sessions module (PRODUCT §9.2): a session's calendar file and the reminder job. Proposing,
 * answering and cancelling a session are chat messages (modules/chat); its call is the calls
 * module's (the language timer).
 */
export const sessionsModule = fp(
  async (app: FastifyInstance, { config }: ModuleOptions) => {
    await app.register(sessionReminderJob, {
      intervalMs: config.sessionReminderIntervalMs,
      publicUrl: config.publicUrl,
    });
    await app.register(sessionsRoutes, { prefix: '/api/v1/sessions', publicUrl: config.publicUrl });
  },
  { name: 'sessions-module' },
);
