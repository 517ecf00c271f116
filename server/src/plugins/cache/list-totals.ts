import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import {
  createCacheInvalidation,
  type CacheDomain,
  type CacheInvalidation,
} from './cache-invalidation.ts';

/**
 * Short-lived cache of list totals ("1,234 members found", the feed's page count) and of the
 * community statistics on the landing page.
 *
 * Counting is most of a list request's database time at realistic sizes (docs/performance.md):
 * the directory counts 100,000 members for every page. A total may lag by a few seconds, a page
 * may not; so only totals are cached, per (viewer, filters), and any write that can change a
 * total in its domain starts a new generation (plugins/cache/cache-invalidation.ts), on this node at once
 * and on the other nodes through Redis when REDIS_URL is set. Scheduled moments coming due and rows
 * written outside the app show within the TTL. See decisions 011 and 025.
 */
export type TotalsDomain = CacheDomain;

export type ListTotals = {
  /** The cached total for this key, or `count()`'s result, cached. */
  get: <T extends number | object>(
    domain: TotalsDomain,
    key: string,
    count: () => Promise<T>,
  ) => Promise<T>;
  /** Forgets every total of the domain (call after a write that may change one). */
  invalidate: (...domains: TotalsDomain[]) => void;
};

declare module 'fastify' {
  interface FastifyInstance {
    listTotals: ListTotals;
  }
}

export const LIST_TOTALS_TTL_MS = 10_000;
const MAX_ENTRIES = 10_000;

export function createListTotals(
  ttlMs = LIST_TOTALS_TTL_MS,
  invalidation: CacheInvalidation = createCacheInvalidation().invalidation,
): ListTotals {
  const cache = new LRUCache<string, number | object>({ max: MAX_ENTRIES, ttl: ttlMs });
  // Concurrent misses for one key share a single count query.
  const pending = new Map<string, Promise<number | object>>();

  return {
    async get<T extends number | object>(
      domain: TotalsDomain,
      key: string,
      count: () => Promise<T>,
    ): Promise<T> {
      const started = invalidation.generation(domain);
      const fullKey = `${domain}:${started}:${key}`;
      const cached = cache.get(fullKey);
      // Values under a key are only ever written by that key's `count`, so the casts hold.
      if (cached !== undefined) return cached as T;
      const inFlight = pending.get(fullKey);
      if (inFlight) return inFlight as Promise<T>;
      const promise = count()
        .then((n) => {
          // A write during the count may not be in `n`: keep it only if none happened.
          if (invalidation.generation(domain) === started) cache.set(fullKey, n);
          return n;
        })
        .finally(() => pending.delete(fullKey));
      pending.set(fullKey, promise);
      return promise;
    },
    invalidate: (...domains) => invalidation.invalidate(...domains),
  };
}

export const listTotalsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('listTotals', createListTotals(LIST_TOTALS_TTL_MS, app.cacheInvalidation));
  },
  { name: 'list-totals', dependencies: ['cache-invalidation'] },
);
