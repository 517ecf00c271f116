import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

type Counted = { current: number; ttl: number };
/** What @fastify/rate-limit hands `child` at run time (its types name fastify's route options). */
type ChildOptions = { routeInfo?: { method: string; url: string } };

// One fixed window per key, as @fastify/rate-limit's own Redis store counts (without the
// continueExceeding and backoff options, which we do not use).
const INCR = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {current, ttl}`;

/** Windows kept in memory past which the oldest is dropped (a bounded fallback, ~100 B each). */
const MAX_LOCAL_KEYS = 50_000;

/**
 * Rate-limit counters in Redis, shared by every node; while Redis is unreachable each node counts
 * on its own (issue 29: the limited routes answered 500 when Redis was down). A limit per node is
 * looser than the shared one (at most nodes × max) but never absent, and never an outage of
 * sign-in. The switch is logged once each way.
 */
export function redisWithLocalFallback(
  redis: Redis,
  nameSpace: string,
  log: FastifyBaseLogger,
): FastifyRateLimitStoreCtor {
  const local = new Map<string, { count: number; endsAt: number }>();
  let degraded = false;

  function countLocally(key: string, timeWindow: number): Counted {
    const now = Date.now();
    let window = local.get(key);
    if (!window || window.endsAt <= now) {
      local.delete(key);
      window = { count: 0, endsAt: now + timeWindow };
    }
    window.count += 1;
    // Re-inserted last: the Map's order makes the oldest the first to go.
    local.delete(key);
    local.set(key, window);
    if (local.size > MAX_LOCAL_KEYS) local.delete(local.keys().next().value!);
    return { current: window.count, ttl: window.endsAt - now };
  }

  function fellBack(error?: unknown) {
    if (degraded) return;
    degraded = true;
    log.warn(
      { err: error },
      'rate limits: Redis is unreachable, counting per node until it is back',
    );
  }

  async function count(key: string, timeWindow: number): Promise<Counted> {
    // ioredis queues commands while it reconnects: do not wait for that, count here at once.
    if (redis.status !== 'ready') {
      fellBack();
      return countLocally(key, timeWindow);
    }
    try {
      const [current, ttl] = (await redis.eval(INCR, 1, key, timeWindow)) as [number, number];
      if (degraded) {
        degraded = false;
        log.info('rate limits: Redis is back, counting across nodes again');
      }
      return { current, ttl };
    } catch (error) {
      fellBack(error);
      return countLocally(key, timeWindow);
    }
  }

  function storeFor(prefix: string): FastifyRateLimitStore {
    return {
      incr(key, done, timeWindow) {
        count(`${prefix}${key}`, timeWindow).then(
          (counted) => done(null, counted),
          (error: Error) => done(error),
        );
      },
      child(options) {
        const { routeInfo } = options as ChildOptions;
        return storeFor(`${nameSpace}${routeInfo?.method}${routeInfo?.url}-`);
      },
    };
  }

  return class {
    constructor() {
      return storeFor(nameSpace);
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
