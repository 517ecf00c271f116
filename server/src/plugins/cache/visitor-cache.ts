import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { assertReadRoute, createAnswerCache } from './answer-cache.ts';
import { CACHE_DOMAINS, type CacheDomain } from './cache-invalidation.ts';

/**
 * Whole responses to visitors' reads (decision 025): the feed, the directory, a member's page, a
 * moment and the landing numbers are the same for every visitor, so the first visitor's answer is
 * kept, bytes and all, until a write that can change it (any node, plugins/cache/cache-invalidation.ts)
 * or the TTL, which bounds what no write announces: scheduled moments coming due, rows written
 * outside the app. A request with an Authorization header never reads or fills it, so a signed-in
 * member's data (own private moments, liked/mine flags, blocks) cannot reach a visitor and a
 * visitor's page cannot reach a member.
 */
export type VisitorCacheRoute = {
  /** The domains whose writes change this route's answers. */
  domains: readonly CacheDomain[];
  /** Requests that must always be answered fresh (e.g. "online now" in the directory). */
  bypass?: (request: FastifyRequest) => boolean;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Cache this GET route's visitor answers (plugins/cache/visitor-cache.ts). */
    visitorCache?: VisitorCacheRoute;
  }
}

/** Visitors' browsers revalidate every time (a 304 costs no query); shared caches key by token. */
const CACHE_CONTROL = 'no-cache';

/**
 * Every successful write invalidates both domains unless listed here: the writes whose effect no
 * visitor read shows (chat, notifications, sessions...), or shows in the moments domain only.
 * Unknown routes invalidate everything, so a new write route cannot leave a stale page behind.
 */
const WRITES_WITHOUT_PUBLIC_EFFECT = [
  /^\/api\/v1\/(messages|notifications|push|calls|stories|translate|geocode|digest|reports)(\/|$)/,
  /^\/api\/v1\/(contact|newsletter)$/,
  /^\/api\/v1\/auth\/(registerCodeEmail|sendCodeEmail|checkEmailCode|login|logout|resetpassword)$/,
  /^\/api\/v1\/auth\/users\/:userId\/(settings|password|sessions)(\/|$)/,
];
const MOMENTS_ONLY_WRITES = [
  /^\/api\/v1\/moments\/:[a-zA-Z]+\/(like|dislike|comments|corrections|reactions)/,
];

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function domainsChangedBy(method: string, routeUrl: string | undefined): CacheDomain[] {
  if (SAFE_METHODS.has(method) || !routeUrl) return [];
  if (WRITES_WITHOUT_PUBLIC_EFFECT.some((pattern) => pattern.test(routeUrl))) return [];
  if (MOMENTS_ONLY_WRITES.some((pattern) => pattern.test(routeUrl))) return ['moments'];
  return [...CACHE_DOMAINS];
}

export const visitorCachePlugin = fp(
  async (app: FastifyInstance, { ttlMs }: { ttlMs: number }) => {
    const { cacheInvalidation } = app;

    // Writes announce themselves before their answer leaves, so the writer's next read is fresh.
    app.addHook('onSend', async (request, reply, payload) => {
      const routeUrl = request.routeOptions.url;
      const domains = reply.statusCode < 400 ? domainsChangedBy(request.method, routeUrl) : [];
      // Any write, even a failed one, may have changed a session or a member's row: signed-in
      // reads look their session up afresh after it (plugins/cache/session-cache.ts, decision 029).
      if (routeUrl && !SAFE_METHODS.has(request.method)) domains.push('sessions');
      if (domains.length) cacheInvalidation.invalidate(...domains);
      return payload;
    });

    if (ttlMs <= 0) return;
    const answers = createAnswerCache({ ttlMs, cacheControl: CACHE_CONTROL });
    app.addHook('onRoute', (route: RouteOptions) => {
      const options = route.config?.visitorCache;
      if (!options) return;
      assertReadRoute('visitorCache', route.method, route.url);
      const { serve, keep } = answers.hooksFor({
        keyOf: (request) =>
          request.headers.authorization !== undefined || options.bypass?.(request)
            ? undefined
            : `${request.method} ${request.url}`,
        generationsOf: () =>
          options.domains.map((domain) => cacheInvalidation.generation(domain)).join('.'),
      });
      route.onRequest = [...[route.onRequest ?? []].flat(), serve];
      route.onSend = [keep, ...[route.onSend ?? []].flat()];
    });
  },
  { name: 'visitor-cache', dependencies: ['cache-invalidation'] },
);
