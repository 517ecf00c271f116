import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './app.ts';
import { listen } from './sockets.ts';

const redisUrl = process.env.REDIS_URL;

/** Two nodes need a Redis to share (REDIS_URL, which CI sets); they share the run's PostgreSQL. */
export const twoNodesEnabled = Boolean(redisUrl);

export type TwoNodes = {
  a: TestApp;
  b: TestApp;
  /** Each node's HTTP/socket.io address. */
  urlA: string;
  urlB: string;
  /** A client of the nodes' Redis, for looking at their keys. */
  redis: Redis;
  /** The nodes' REDIS_KEY_PREFIX, unique to this file. */
  keyPrefix: string;
};

/**
 * Two app nodes on one PostgreSQL schema and one Redis, as behind a load balancer, started
 * before the file's tests (when `twoNodesEnabled`) and stopped after them, their Redis keys
 * removed. The returned object is filled in by then.
 */
export function twoNodesForFile(
  options: Parameters<typeof createTestApp>[1] = {},
  moreEnv: Record<string, string> = {},
): TwoNodes {
  const nodes = { keyPrefix: `chingu-test-${randomBytes(6).toString('hex')}` } as TwoNodes;
  beforeAll(async () => {
    if (!twoNodesEnabled) return;
    nodes.redis = new Redis(redisUrl!);
    const env = { ...moreEnv, REDIS_URL: redisUrl!, REDIS_KEY_PREFIX: nodes.keyPrefix };
    nodes.a = await createTestApp(env, options);
    nodes.b = await createTestApp(env, { ...options, sharedSchema: nodes.a.schemaName });
    nodes.urlA = await listen(nodes.a);
    nodes.urlB = await listen(nodes.b);
  });
  afterAll(async () => {
    if (!twoNodesEnabled) return;
    await nodes.b.close();
    await nodes.a.close();
    const keys = await nodes.redis.keys(`${nodes.keyPrefix}*`);
    if (keys.length) await nodes.redis.del(...keys);
    nodes.redis.disconnect();
  });
  return nodes;
}
