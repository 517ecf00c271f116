import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../helpers/app.ts';
import { postJson } from '../../helpers/members.ts';

/** Shared counters need a real Redis: runs when REDIS_URL is set (CI's PostgreSQL stage). */
const redisUrl = process.env.REDIS_URL;

describe.runIf(redisUrl)('rate limits in Redis', () => {
  it('keeps the counters under REDIS_KEY_PREFIX, so deployments sharing a Redis do not mix', async () => {
    const keyPrefix = `chingu-rl-test-${randomBytes(6).toString('hex')}`;
    const redis = new Redis(redisUrl!);
    const limited = await createTestApp({
      RATE_LIMITS: 'on',
      RATE_LIMIT_LOGIN: '2/5',
      REDIS_URL: redisUrl!,
      REDIS_KEY_PREFIX: keyPrefix,
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await postJson(limited, '/api/v1/auth/login', {
          email: 'x@example.com',
          password: 'password1',
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([401, 401, 429]);
      const keys = await redis.keys(`${keyPrefix}:rl:*`);
      expect(keys.length).toBeGreaterThan(0);
    } finally {
      await limited.close();
      const keys = await redis.keys(`${keyPrefix}*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
    }
  });

  it('counts per node while Redis is unreachable instead of failing (issue 29)', async () => {
    // The app reaches Redis through a proxy the test can cut, as a network failure would.
    const target = new URL(redisUrl!);
    const links = new Set<net.Socket>();
    const proxy = net.createServer((client) => {
      const upstream = net.connect(Number(target.port || 6379), target.hostname);
      for (const end of [client, upstream]) {
        links.add(end);
        end.on('error', () => end.destroy());
        end.on('close', () => links.delete(end));
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const { port } = proxy.address() as net.AddressInfo;
    const keyPrefix = `chingu-rl-test-${randomBytes(6).toString('hex')}`;
    const limited = await createTestApp({
      RATE_LIMITS: 'on',
      RATE_LIMIT_LOGIN: '2/5',
      REDIS_URL: `redis://127.0.0.1:${port}`,
      REDIS_KEY_PREFIX: keyPrefix,
    });
    const login = async () =>
      (
        await postJson(limited, '/api/v1/auth/login', {
          email: 'x@example.com',
          password: 'password1',
        })
      ).statusCode;
    try {
      expect(await login()).toBe(401);
      proxy.close();
      for (const link of links) link.destroy();
      // The node counts on its own from here: two guesses, then refused, never a 500.
      expect([await login(), await login(), await login()]).toEqual([401, 401, 429]);
    } finally {
      await limited.close();
      proxy.close();
      const redis = new Redis(redisUrl!);
      const keys = await redis.keys(`${keyPrefix}*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
    }
  });
});
