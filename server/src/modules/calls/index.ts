import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ModuleOptions } from '../../lib/module-options.ts';
import { callsRoutes } from './routes.ts';
import { DEFAULT_CALL_TIMINGS, type CallTimings } from './service.ts';
import { callsRealtime } from './socket-handlers.ts';

export type CallsModuleOptions = ModuleOptions & {
  /** Tests shorten the ring and grace times of calls (PRODUCT §8.2: 30 s and 5 s). */
  callTimings?: Partial<CallTimings>;
};

/**
 * The calls module: call signalling over the socket and the ICE servers route. Registered before
 * the chat module: at shutdown it ends this node's calls, and the chat module then waits for their
 * records to be stored.
 */
export const callsModule = fp(
  async (app: FastifyInstance, { config, redis, callTimings }: CallsModuleOptions) => {
    if (config.calls.sessionMinuteMs !== 60_000) {
      app.log.warn(
        `SESSION_MINUTE_MS=${config.calls.sessionMinuteMs}: the calls' language timer runs fast (browser tests only)`,
      );
    }
    await app.register(callsRealtime, {
      ...(redis ? { redis } : {}),
      keyPrefix: config.redisKeyPrefix,
      timings: {
        ...DEFAULT_CALL_TIMINGS,
        ringMs: config.calls.ringSeconds * 1000,
        languageMinuteMs: config.calls.sessionMinuteMs,
        ...callTimings,
      },
    });
    await app.register(callsRoutes, { prefix: '/api/v1/calls', config });
  },
  { name: 'calls-module' },
);
