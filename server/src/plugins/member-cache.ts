import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import type { CacheDomain } from './cache-invalidation.ts';

/**
 * Whole answers to signed-in members' reads (decision 031), the counterpart of the visitors'
 * cache (plugins/visitor-cache.ts). An answer is kept for the member who asked only (keyed by
 * their id, method and URL) and served while (a) the generations of the route's domains and
 * (b) the member's own generation are the ones it was built in, and at most the TTL, which bounds
 * what no write announces (presence in conversations, scheduled moments coming due). The member's
 * generation moves with every API write of theirs and with others' writes that change only what
 * they see: chat (sent, read, reacted), notifications, blocks, follows. It is served from a
 * route-level preHandler, after the context's auth hook: a revoked session is refused first.
 */
export type MemberCacheRoute = {
  /** The domains whose writes by anyone change this route's answers. */
  domains: readonly CacheDomain[];
  /** Requests that must always be answered fresh (e.g. "online now" in the directory). */
  bypass?: (request: FastifyRequest) => boolean;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Cache this GET route's answers per signed-in member (plugins/member-cache.ts). */
    memberCache?: MemberCacheRoute;
  }
}

type Entry = { payload: Buffer; etag: string; contentType: string; generations: string };
type Pending = { key: string; generations: string };
const pendingKey = Symbol('memberCachePending');
const servedKey = Symbol('memberCacheServed');
type Marked = FastifyRequest & { [pendingKey]?: Pending; [servedKey]?: true };

/** Only the member's browser may keep it, and must ask again each time (a 304 costs no query). */
const CACHE_CONTROL = 'private, no-cache';
const MAX_BYTES = 64 * 1024 * 1024;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const memberCachePlugin = fp(
  async (app: FastifyInstance, { ttlMs }: { ttlMs: number }) => {
    const { cacheInvalidation } = app;

    // Any write by a member (even a failed one) may change what they see; announced before the
    // answer leaves, so their next read, on any node, is fresh.
    app.addHook('onSend', async (request, _reply, payload) => {
      if (request.user && !SAFE_METHODS.has(request.method) && request.routeOptions.url) {
        cacheInvalidation.invalidateMembers(request.user.id);
      }
      return payload;
    });
    // Others' writes that change only what these members see (no domain generation moves).
    app.events.on('messageStored', ({ senderId, receiverId }) =>
      cacheInvalidation.invalidateMembers(senderId, receiverId),
    );
    app.events.on('notificationStored', ({ userId }) => cacheInvalidation.invalidateMembers(userId));
    app.events.on('blockChanged', ({ blockerId, blockedId }) =>
      cacheInvalidation.invalidateMembers(blockerId, blockedId),
    );
    app.events.on('memberFollowed', ({ followerId, followedId }) =>
      cacheInvalidation.invalidateMembers(followerId, followedId),
    );

    if (ttlMs <= 0) return;
    const cache = new LRUCache<string, Entry>({
      max: 20_000,
      maxSize: MAX_BYTES,
      sizeCalculation: (entry) => entry.payload.length + entry.etag.length + 128,
      ttl: ttlMs,
    });
    const generationsOf = (domains: readonly CacheDomain[], memberId: string) =>
      `${domains.map((domain) => cacheInvalidation.generation(domain)).join('.')}|${cacheInvalidation.memberGeneration(memberId)}`;

    app.addHook('onRoute', (route: RouteOptions) => {
      const options = route.config?.memberCache;
      if (!options) return;
      if ([route.method].flat().some((method) => method !== 'GET' && method !== 'HEAD')) {
        throw new Error(`memberCache on ${String(route.method)} ${route.url}: GET routes only`);
      }
      const serve = async (request: FastifyRequest, reply: FastifyReply) => {
        const user = request.user;
        if (!user || options.bypass?.(request)) return;
        const key = `${user.id} ${request.method} ${request.url}`;
        const generations = generationsOf(options.domains, user.id);
        const entry = cache.get(key);
        if (entry && entry.generations === generations) {
          (request as Marked)[servedKey] = true;
          reply
            .header('etag', entry.etag)
            .header('cache-control', CACHE_CONTROL)
            .header('vary', 'Authorization');
          if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
          return reply.header('content-type', entry.contentType).send(entry.payload);
        }
        (request as Marked)[pendingKey] = { key, generations };
      };
      const keep = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
        const pending = (request as Marked)[pendingKey];
        if ((request as Marked)[servedKey] || !pending || !request.user) return payload;
        reply.header('vary', 'Authorization');
        if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
        const etag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
        reply.header('etag', etag).header('cache-control', CACHE_CONTROL);
        // A write during the read may not be in this answer: keep it only if none happened.
        if (generationsOf(options.domains, request.user.id) === pending.generations) {
          cache.set(pending.key, {
            payload: Buffer.from(payload),
            etag,
            contentType: String(reply.getHeader('content-type') ?? 'application/json'),
            generations: pending.generations,
          });
        }
        return payload;
      };
      route.preHandler = [...[route.preHandler ?? []].flat(), serve];
      route.onSend = [keep, ...[route.onSend ?? []].flat()];
    });
  },
  { name: 'member-cache', dependencies: ['cache-invalidation', 'events'] },
);
