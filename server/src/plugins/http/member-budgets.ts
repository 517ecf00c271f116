import { LIMITS, type MemberBudget } from '@chingu/contract/constants';
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { Config } from '../../config.ts';
import { tooManyRequests } from '../../lib/app-error.ts';
import { memoryCounters, redisCounters, type Counters } from './counters.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The member budget a signed-in write counts against (decision 044); `writes` when unset,
     * `false` for writes that must never be refused (signing out, deleting the account).
     */
    memberBudget?: MemberBudget | false;
  }
  interface FastifyInstance {
    /** Windowed counters in the rate limits' store (Redis or memory). */
    counters: Counters;
    /**
     * Takes one write from the member's budget, or throws 429 `tooManyRequests` with `retryAfter`
     * (a no-op when RATE_LIMITS=off). Routes use `config.memberBudget`; socket events call it.
     */
    spendMemberBudget: (memberId: string, budget: MemberBudget) => Promise<void>;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const WINDOW_MS = LIMITS.memberBudgetWindowHours * 3_600_000;

/**
 * PRODUCT §9.1: every signed-in write has a per-member budget. Each write route (any method but
 * GET/HEAD/OPTIONS) gets a preHandler after its own (which signs the caller in) that counts the
 * write against the route's budget, keyed by member id, in the store of the per-IP limits.
 */
export const memberBudgetsPlugin = fp(
  async (app: FastifyInstance, { config, redis }: { config: Config; redis?: Redis }) => {
    const counters = redis
      ? redisCounters(redis, `${config.redisKeyPrefix}:rl:`)
      : memoryCounters(() => app.clock.now().getTime());
    app.decorate('counters', counters);

    const enabled = config.rateLimits.enabled;
    const budgets = config.rateLimits.memberBudgets;
    async function spend(memberId: string, budget: MemberBudget) {
      if (!enabled) return;
      let spent;
      try {
        spent = await app.counters.hit(`budget:${budget}:${memberId}`, WINDOW_MS);
      } catch (err) {
        // Redis unreachable: writes go on uncounted (messages are still stored and acknowledged
        // while Redis is down); its loss is logged once by logRedisState.
        app.log.debug({ err }, 'member budget not counted');
        return;
      }
      if (spent.count > budgets[budget]) throw tooManyRequests('tooManyRequests', spent.resetInMs);
    }
    app.decorate('spendMemberBudget', spend);

    app.addHook('onRoute', (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (methods.every((method) => READS.has(method))) return;
      const budget = route.config?.memberBudget ?? 'writes';
      if (budget === false) return;
      const check: preHandlerHookHandler = async (request: FastifyRequest) => {
        if (request.user && !READS.has(request.method)) await spend(request.user.id, budget);
      };
      const own = route.preHandler;
      route.preHandler = own ? [...(Array.isArray(own) ? own : [own]), check] : [check];
    });
  },
  { name: 'member-budgets', dependencies: ['clock'] },
);
