import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ModuleOptions } from '../../lib/module-options.ts';
import { testClockRoutes } from './routes.ts';

/** The browser journeys' clock control: `POST /api/v1/test/clock`, only with TEST_CLOCK=on. */
export const testClockModule = fp(
  async (app: FastifyInstance, { config }: ModuleOptions) => {
    await app.register(testClockRoutes, { prefix: '/api/v1/test', config });
  },
  { name: 'test-clock-module' },
);
