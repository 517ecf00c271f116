import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

/**
 * Whole answers kept as bytes, shared by the visitors' cache (decision 025) and the members' cache
 * (decision 031): they differ only in whose answer a request may get (its key) and in what the
 * answer depends on (its generations).
 */
export type AnswerCacheRequest = {
  /** Where this request's answer is kept, or undefined when it must be answered fresh. */
  keyOf: (request: FastifyRequest) => string | undefined;
  /** The generations of the data the answer is built from, as they are now. */
  generationsOf: (request: FastifyRequest) => string;
};

/** The answer as bytes: sending a Buffer skips encoding the same string again on every hit. */
type Entry = { payload: Buffer; etag: string; contentType: string; generations: string };
type Pending = { key: string; generations: string };
const MAX_BYTES = 64 * 1024 * 1024;

export function createAnswerCache({
  ttlMs,
  cacheControl,
}: {
  ttlMs: number;
  cacheControl: string;
}) {
  const cache = new LRUCache<string, Entry>({
    max: 20_000,
    maxSize: MAX_BYTES,
    sizeCalculation: (entry) => entry.payload.length + entry.etag.length + 128,
    ttl: ttlMs,
  });
  const pending = new WeakMap<FastifyRequest, Pending>();
  const served = new WeakSet<FastifyRequest>();

  /** The two hooks of one cached route: `serve` before the handler, `keep` first in onSend. */
  function hooksFor({ keyOf, generationsOf }: AnswerCacheRequest) {
    const serve = async (request: FastifyRequest, reply: FastifyReply) => {
      const key = keyOf(request);
      if (key === undefined) return;
      const generations = generationsOf(request);
      const entry = cache.get(key);
      if (entry && entry.generations === generations) {
        served.add(request);
        reply
          .header('etag', entry.etag)
          .header('cache-control', cacheControl)
          .header('vary', 'Authorization');
        if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
        return reply.header('content-type', entry.contentType).send(entry.payload);
      }
      pending.set(request, { key, generations });
    };
    const keep = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      // Members' and visitors' answers differ for one URL: browsers must not mix them.
      reply.header('vary', 'Authorization');
      const waiting = pending.get(request);
      if (served.has(request) || !waiting) return payload;
      if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      const etag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
      reply.header('etag', etag).header('cache-control', cacheControl);
      // A write during the read may not be in this answer: keep it only if none happened.
      if (generationsOf(request) === waiting.generations) {
        cache.set(waiting.key, {
          payload: Buffer.from(payload),
          etag,
          contentType: String(reply.getHeader('content-type') ?? 'application/json'),
          generations: waiting.generations,
        });
      }
      return payload;
    };
    return { serve, keep };
  }

  return { hooksFor };
}

/** Refuses a cache option on a route that is not a read. */
export function assertReadRoute(name: string, method: string | string[], url: string) {
  if ([method].flat().some((m) => m !== 'GET' && m !== 'HEAD')) {
    throw new Error(`${name} on ${String(method)} ${url}: GET routes only`);
  }
}
