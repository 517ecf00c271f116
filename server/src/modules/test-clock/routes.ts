import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';

/** At most a year per call: enough to pass any lifetime, small enough to stay a valid Date. */
const ZAdvance = z.object({
  advanceSeconds: z
    .number()
    .int()
    .min(1)
    .max(366 * 24 * 3600),
});
const ZClockNow = z.object({ success: z.literal(true), data: z.object({ now: z.string() }) });

/**
 * TEST_CLOCK=on, for the browser journeys only: `POST /api/v1/test/clock { advanceSeconds }` moves
 * the app clock (plugins/infra/clock.ts) forward, so a journey sees a story expire without waiting its
 * lifetime. Without it the route is not registered at all. Anyone may call it, hence the warning.
 */
export const testClockRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (
  app,
  { config },
) => {
  if (!config.testClock) return;
  app.log.warn('TEST_CLOCK=on: anyone may move the app clock forward (browser tests only)');

  // The decorated object is shared with every context, and its readers call app.clock.now() each
  // time, so replacing the function moves time for all of them.
  const base = app.clock.now;
  let offsetMs = 0;
  app.clock.now = () => new Date(base().getTime() + offsetMs);

  app.post(
    '/clock',
    { schema: { hide: true, body: ZAdvance, response: { 200: ZClockNow } } },
    async (request) => {
      offsetMs += request.body.advanceSeconds * 1000;
      return { success: true as const, data: { now: app.clock.now().toISOString() } };
    },
  );
};
