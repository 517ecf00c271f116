import { ZHealthResponse } from '@chingu/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { response: { 200: ZHealthResponse } } }, async () => {
    try {
      await app.db.execute(sql`select 1`);
    } catch (error) {
      app.log.error({ err: error }, 'health: database unreachable');
      throw new AppError(503, 'serviceUnavailable');
    }
    return {
      success: true as const,
      data: { status: 'ok' as const, database: 'reachable' as const },
    };
  });
};
