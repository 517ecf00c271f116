import type { Redis } from 'ioredis';

/** A count in a fixed window that its first hit starts. */
export type Count = { count: number; resetInMs: number };

/**
 * Windowed counters for budgets and brakes, in the store the rate limits use: Redis when REDIS_URL
 * is set (every app node counts together), else this node's memory.
 */
export type Counters = {
  /** Adds one to `key` (a new window of `windowMs` when none runs) and answers the new count. */
  hit: (key: string, windowMs: number) => Promise<Count>;
  /** The count of `key` now, without adding one (0 when no window runs). */
  peek: (key: string) => Promise<Count>;
};

// INCR, and a TTL for a new key (or one that lost it): one round trip, atomic on the server.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

export function redisCounters(redis: Redis, prefix: string): Counters {
  return {
    async hit(key, windowMs) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, windowMs)) as [
        number,
        number,
      ];
      return { count, resetInMs: ttl };
    },
    async peek(key) {
      const [[, count], [, ttl]] = (await redis
        .multi()
        .get(prefix + key)
        .pttl(prefix + key)
        .exec()) as [[unknown, string | null], [unknown, number]];
      return count === null ? { count: 0, resetInMs: 0 } : { count: Number(count), resetInMs: ttl };
    },
  };
}

/** Windows of this node, on the app clock (tests move it to see a window end). */
export function memoryCounters(now: () => number): Counters {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let hits = 0;
  const current = (key: string) => {
    const found = windows.get(key);
    if (found && found.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return found;
  };
  return {
    async hit(key, windowMs) {
      // Now and then, forget ended windows, so the map holds only running ones.
      if (++hits % 1000 === 0) {
        const t = now();
        for (const [k, w] of windows) if (w.resetAt <= t) windows.delete(k);
      }
      const window = current(key) ?? { count: 0, resetAt: now() + windowMs };
      window.count += 1;
      windows.set(key, window);
      return { count: window.count, resetInMs: window.resetAt - now() };
    },
    async peek(key) {
      const window = current(key);
      return window
        ? { count: window.count, resetInMs: window.resetAt - now() }
        : { count: 0, resetInMs: 0 };
    },
  };
}
