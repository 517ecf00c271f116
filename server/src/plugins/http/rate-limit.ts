import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { Config, RateRule } from '../../config.ts';
import { tooManyRequests } from '../../lib/app-error.ts';
import { clientKey } from '../../lib/client-key.ts';
import { redisWithLocalFallback } from './rate-limit-store.ts';

export type RouteRateLimit = {
  max: number;
  timeWindow: number;
  keyGenerator?: (request: FastifyRequest) => string;
  hook?: 'preHandler';
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Route `config.rateLimit` for a rule, per IP and route; `false` when limits are off. */
    limitPerIp: (rule: RateRule) => RouteRateLimit | false;
    /** Per e-mail address in the body (checked after parsing). */
    limitPerEmail: (rule: RateRule) => RouteRateLimit | false;
    /**
     * A second, per-IP limit shared by every route that mails a code (a route's `config.rateLimit`
     * holds one rule only); an onRequest hook, or none when limits are off.
     */
    limitCodeMailsPerIp: onRequestHookHandler[];
  }
}

/** Per-route limits; counters in Redis when REDIS_URL is set so all app nodes share them. */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, { config, redis }: { config: Config; redis?: Redis }) => {
    const enabled = config.rateLimits.enabled;
    if (!enabled)
      app.log.warn(
        'RATE_LIMITS=off: rate limits, member budgets, the sign-in brake and code cooldowns are disabled (local testing only)',
      );
    await app.register(rateLimit, {
      global: false,
      // Under the deployment's prefix, like every other Redis key of the app.
      // Each node counts on its own while Redis is unreachable (rate-limit-store.ts).
      ...(redis
        ? { store: redisWithLocalFallback(redis, `${config.redisKeyPrefix}:rl:`, app.log) }
        : {}),
      errorResponseBuilder: (_request, context) => tooManyRequests('tooManyRequests', context.ttl),
    });

    app.decorate('limitPerIp', (rule: RateRule) =>
      enabled
        ? {
            max: rule.max,
            timeWindow: rule.timeWindowMs,
            keyGenerator: (request: FastifyRequest) => clientKey(request.ip),
          }
        : false,
    );
    app.decorate(
      'limitCodeMailsPerIp',
      enabled
        ? [
            app.rateLimit({
              max: config.rateLimits.codesPerIp.max,
              timeWindow: config.rateLimits.codesPerIp.timeWindowMs,
              keyGenerator: (request) => `code-mails:${clientKey(request.ip)}`,
            }),
          ]
        : [],
    );
    app.decorate('limitPerEmail', (rule: RateRule) =>
      enabled
        ? {
            max: rule.max,
            timeWindow: rule.timeWindowMs,
            hook: 'preHandler' as const,
            // Per address and requester: someone asking for codes to another's address uses up
            // their own allowance, not the owner's (issue 29); the per-IP code limit bounds them.
            keyGenerator: (request: FastifyRequest) => {
              const email = (request.body as { email?: unknown } | undefined)?.email;
              return typeof email === 'string'
                ? `email:${email.trim().toLowerCase()}|${clientKey(request.ip)}`
                : `ip:${clientKey(request.ip)}`;
            },
          }
        : false,
    );
  },
  { name: 'rate-limit' },
);
