import autocannon from 'autocannon';
import { round, summarize } from '../lib/stats.ts';

export type LoadRequest = {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** A different path for each request (the n-th): a new query string no cache has seen. */
  pathFor?: (n: number) => string;
};

export type LoadResult = {
  requestsPerSec: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  requests: number;
  non2xx: number;
  errors: number;
};

/** autocannon's per-request hook, giving each request the next path. */
function nextPath(pathFor: (n: number) => string) {
  let n = 0;
  return (req: autocannon.Request) => ({ ...req, path: pathFor(n++) });
}

/**
 * autocannon for `seconds` with `connections` keep-alive connections. autocannon's own summary
 * has no p95, so every response time is collected and summarised here (milliseconds).
 */
export async function runLoad(
  baseUrl: string,
  request: LoadRequest,
  options: { connections: number; seconds: number },
): Promise<LoadResult> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl + request.path,
        method: request.method,
        connections: options.connections,
        duration: options.seconds,
        headers: {
          ...(request.body ? { 'content-type': 'application/json' } : {}),
          ...request.headers,
        },
        ...(request.body ? { body: request.body } : {}),
        ...(request.pathFor ? { requests: [{ setupRequest: nextPath(request.pathFor) }] } : {}),
      },
      (error, done) =>
        error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(done),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      latencies.push(responseTime);
    });
  });
  const summary = summarize(latencies);
  return {
    requestsPerSec: round(result.requests.average, 1),
    ...summary,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
