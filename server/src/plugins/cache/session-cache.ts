import { LRUCache } from 'lru-cache';
import type { CacheInvalidation } from './cache-invalidation.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Look the session and the member's row up in the database even for a GET (plugins/http/auth.ts):
     * for reads that show the member's own row, which a socket or a job can change unannounced.
     */
    freshSession?: boolean;
  }
}

/**
 * Signed-in reads' session lookups, kept for a few seconds per token (decision 029). Every write
 * through the API, on any node, starts a new `sessions` generation (plugins/cache/visitor-cache.ts), and
 * an entry is only served in the generation it was read in: a logout, a password change, a
 * suspension or a deletion refuses the token at once here and, through Redis, on the other nodes.
 * Writes are always looked up afresh, and so is a lookup that found no session.
 */
export type SessionCache<Found> = {
  lookup: (tokenHash: string, load: () => Promise<Found | null>) => Promise<Found | null>;
};

const MAX_ENTRIES = 20_000;

export function createSessionCache<Found extends object>(
  ttlMs: number,
  invalidation: Pick<CacheInvalidation, 'generation' | 'events'>,
): SessionCache<Found> {
  if (ttlMs <= 0) return { lookup: (_tokenHash, load) => load() };
  const cache = new LRUCache<string, { found: Found; generation: number }>({
    max: MAX_ENTRIES,
    ttl: ttlMs,
  });
  invalidation.events.on('invalidated', ({ domains }) => {
    if (domains.includes('sessions')) cache.clear();
  });
  return {
    async lookup(tokenHash, load) {
      // Read before the query: a write that lands while it runs makes its answer unstorable.
      const generation = invalidation.generation('sessions');
      const hit = cache.get(tokenHash);
      if (hit && hit.generation === generation) return hit.found;
      const found = await load();
      if (found && invalidation.generation('sessions') === generation) {
        cache.set(tokenHash, { found, generation });
      }
      return found;
    },
  };
}
