import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { logRedisState } from '../../lib/redis.ts';

/**
 * Generations of the data that visitors' reads, list totals and signed-in session lookups are
 * cached from (decisions 011, 025 and 029), and one generation per member for members' own cached
 * reads (decision 031). A write that can change a domain or what a member sees starts a new
 * generation on this node at once and, when REDIS_URL is set, on every other node through one
 * pub/sub channel; anything cached under an older generation is never served again.
 */
/** `presence`: a member came online or went offline (conversations show it; decision 031). */
export type CacheDomain = 'members' | 'moments' | 'sessions' | 'presence';
/** What visitors' reads show; `sessions` (every write, plugins/cache/session-cache.ts) is apart. */
export const CACHE_DOMAINS: readonly CacheDomain[] = ['members', 'moments'];
const ALL_DOMAINS: readonly CacheDomain[] = [...CACHE_DOMAINS, 'sessions', 'presence'];

export type CacheInvalidation = {
  /** The domain's current generation on this node. */
  generation: (domain: CacheDomain) => number;
  /** Starts a new generation of each domain here, and broadcasts it to the other nodes. */
  invalidate: (...domains: CacheDomain[]) => void;
  /** The member's current generation on this node (opaque; compare for equality only). */
  memberGeneration: (memberId: string) => string;
  /** Starts a new generation of each member's own cached reads here and on the other nodes. */
  invalidateMembers: (...memberIds: string[]) => void;
  /**
   * 'invalidated' fires with the domains after every local or remote invalidation, 'membersInvalidated'
   * with the member ids (tests wait for them).
   */
  events: EventEmitter<{
    invalidated: [{ domains: CacheDomain[]; remote: boolean }];
    membersInvalidated: [{ memberIds: string[]; remote: boolean }];
  }>;
};

declare module 'fastify' {
  interface FastifyInstance {
    cacheInvalidation: CacheInvalidation;
  }
}

type Broadcast = { node: string; domains: CacheDomain[]; members?: string[] };

/**
 * Per-member generations live in a map; past this many members it is emptied and a new epoch
 * starts, which outdates every member's cached reads at once (a member missing from the map must
 * never look unchanged).
 */
const MAX_TRACKED_MEMBERS = 100_000;

export function createCacheInvalidation(publish?: (message: string) => void) {
  const generations: Record<CacheDomain, number> = {
    members: 0,
    moments: 0,
    sessions: 0,
    presence: 0,
  };
  const memberGenerations = new Map<string, number>();
  let memberEpoch = 0;
  const events: CacheInvalidation['events'] = new EventEmitter();
  const node = randomUUID();
  const bump = (domains: CacheDomain[], remote: boolean) => {
    for (const domain of domains) generations[domain] += 1;
    events.emit('invalidated', { domains, remote });
  };
  const bumpMembers = (memberIds: string[], remote: boolean) => {
    if (memberGenerations.size + memberIds.length > MAX_TRACKED_MEMBERS) {
      memberGenerations.clear();
      memberEpoch += 1;
    }
    for (const id of memberIds) memberGenerations.set(id, (memberGenerations.get(id) ?? 0) + 1);
    events.emit('membersInvalidated', { memberIds, remote });
  };
  const bumpAllMembers = () => {
    memberGenerations.clear();
    memberEpoch += 1;
  };
  const invalidation: CacheInvalidation = {
    generation: (domain) => generations[domain],
    invalidate(...domains) {
      if (!domains.length) return;
      bump(domains, false);
      publish?.(JSON.stringify({ node, domains } satisfies Broadcast));
    },
    memberGeneration: (memberId) => `${memberEpoch}.${memberGenerations.get(memberId) ?? 0}`,
    invalidateMembers(...memberIds) {
      const ids = [...new Set(memberIds)];
      if (!ids.length) return;
      bumpMembers(ids, false);
      publish?.(JSON.stringify({ node, domains: [], members: ids } satisfies Broadcast));
    },
    events,
  };
  /** Applies another node's broadcast (its own come back too and are skipped). */
  const receive = (message: string) => {
    let parsed: Broadcast;
    try {
      parsed = JSON.parse(message) as Broadcast;
    } catch {
      return;
    }
    if (parsed.node === node || !Array.isArray(parsed.domains)) return;
    const domains = parsed.domains.filter((d) => ALL_DOMAINS.includes(d));
    if (domains.length) bump(domains, true);
    const members = Array.isArray(parsed.members)
      ? parsed.members.filter((id): id is string => typeof id === 'string')
      : [];
    if (members.length) bumpMembers(members, true);
  };
  /** What a node that missed broadcasts must do: forget every generation it may have missed. */
  const resetAll = () => {
    bumpAllMembers();
    invalidation.invalidate(...ALL_DOMAINS);
  };
  return { invalidation, receive, resetAll };
}

export const cacheInvalidationPlugin = fp(
  async (app: FastifyInstance, { redis, keyPrefix }: { redis?: Redis; keyPrefix: string }) => {
    if (!redis) {
      app.decorate('cacheInvalidation', createCacheInvalidation().invalidation);
      return;
    }
    const channel = `${keyPrefix}:cache-invalidation`;
    // A dropped broadcast (Redis down) leaves other nodes stale until their TTL; never a crash.
    const publish = (message: string) =>
      void redis.publish(channel, message).catch((err: unknown) => {
        app.log.debug({ err }, 'cache invalidation broadcast dropped');
      });
    const { invalidation, receive, resetAll } = createCacheInvalidation(publish);
    const subscriber = redis.duplicate({ maxRetriesPerRequest: null });
    logRedisState(subscriber, app.log, 'cache invalidation subscriber');
    subscriber.on('message', (from: string, message: string) => {
      if (from === channel) receive(message);
    });
    // Broadcasts sent while this node was cut off from Redis are lost: start afresh on return.
    let connectedOnce = false;
    subscriber.on('ready', () => {
      if (connectedOnce) resetAll();
      connectedOnce = true;
    });
    await subscriber.subscribe(channel);
    app.addHook('onClose', async () => void subscriber.disconnect());
    app.decorate('cacheInvalidation', invalidation);
  },
  { name: 'cache-invalidation' },
);
