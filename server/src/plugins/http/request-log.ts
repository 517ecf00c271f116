import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** A request slower than this is logged (at warn) even though requests are not logged one by one. */
export const SLOW_REQUEST_MS = 1000;

/**
 * Fastify's request logging writes two lines per request at info level, which at hundreds of
 * requests a second was log volume and serialisation work that nobody read (decision 025). The
 * app turns it off (`disableRequestLogging`) and keeps the lines that matter: server errors
 * (also logged with their stack by the error handler) and slow requests.
 */
export const requestLogPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onResponse', async (request, reply) => {
      const ms = reply.elapsedTime;
      if (reply.statusCode < 500 && ms < SLOW_REQUEST_MS) return;
      const entry = {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        responseTime: Math.round(ms),
      };
      if (reply.statusCode >= 500) request.log.error(entry, 'request failed');
      else request.log.warn(entry, 'slow request');
    });
  },
  { name: 'request-log' },
);
