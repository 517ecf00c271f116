import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

type HeaderValue = string | number | readonly string[];

/** The app's helmet settings (CSP: everything from our own origin; no inline script). */
export const SECURITY_HEADER_OPTIONS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      connectSrc: ["'self'", 'ws:', 'wss:'],
      imgSrc: ["'self'", 'data:', 'blob:'],
      // Voice messages play from their signed links, and a recording from a blob before upload.
      mediaSrc: ["'self'", 'blob:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      // The service worker (/sw.js) and the web manifest of the installable app (PRODUCT §8.4).
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

/**
 * The headers helmet sets for `options`, worked out once. helmet's middleware builds them from
 * the options on every call, and @fastify/helmet calls `helmet(options)` afresh for every request
 * (parsing the CSP directives each time): ~6 % of the CPU of a cached visitor read
 * (docs/performance.md, "fast by default", first run). Ours are the same for every response (no
 * per-request nonce), so they are computed at start-up.
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): Map<string, HeaderValue> {
  const headers = new Map<string, HeaderValue>();
  const response = {
    setHeader: (name: string, value: HeaderValue) => void headers.set(name.toLowerCase(), value),
    removeHeader: (name: string) => void headers.delete(name.toLowerCase()),
  };
  let failure: unknown;
  helmet(options)(
    {} as never,
    response as never,
    (error?: unknown) => void (failure = error ?? failure),
  );
  if (failure) throw failure;
  return headers;
}

export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    const headers = [...helmetHeaders(SECURITY_HEADER_OPTIONS)];
    app.addHook('onRequest', (_request, reply, done) => {
      // On the raw response, as helmet does, so answers that bypass reply.send carry them too.
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      done();
    });
  },
  { name: 'security-headers' },
);
