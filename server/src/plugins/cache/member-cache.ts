import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { assertReadRoute, createAnswerCache } from './answer-cache.ts';
import type { CacheDomain } from './cache-invalidation.ts';

/**
 * Whole answers to signed-in members' reads (decision 031), the counterpart of the visitors'
 * cache (plugins/cache/visitor-cache.ts). An answer is kept for the member who asked only (keyed by
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
    /** Cache this GET route's answers per signed-in member (plugins/cache/member-cache.ts). */
    memberCache?: MemberCacheRoute;
  }
}

/** Only the member's browser may keep it, and must ask again each time (a 304 costs no query). */
const CACHE_CONTROL = 'private, no-cache';
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
    app.events.on('notificationStored', ({ userId }) =>
      cacheInvalidation.invalidateMembers(userId),
    );
    app.events.on('blockChanged', ({ blockerId, blockedId }) =>
      cacheInvalidation.invalidateMembers(blockerId, blockedId),
    );
    app.events.on('memberFollowed', ({ followerId, followedId }) =>
      cacheInvalidation.invalidateMembers(followerId, followedId),
    );

    if (ttlMs <= 0) return;
    const answers = createAnswerCache({ ttlMs, cacheControl: CACHE_CONTROL });
    app.addHook('onRoute', (route: RouteOptions) => {
      const options = route.config?.memberCache;
      if (!options) return;
      assertReadRoute('memberCache', route.method, route.url);
      const { serve, keep } = answers.hooksFor({
        keyOf: (request) =>
          request.user && !options.bypass?.(request)
            ? `${request.user.id} ${request.method} ${request.url}`
            : undefined,
        generationsOf: (request) =>
          `${options.domains.map((domain) => cacheInvalidation.generation(domain)).join('.')}|${cacheInvalidation.memberGeneration(request.user!.id)}`,
      });
      // After the context's auth hook: a revoked session is refused before any cached answer.
      route.preHandler = [...[route.preHandler ?? []].flat(), serve];
      route.onSend = [keep, ...[route.onSend ?? []].flat()];
    });
  },
  { name: 'member-cache', dependencies: ['cache-invalidation', 'events'] },
);
