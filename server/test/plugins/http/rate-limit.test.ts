import { randomBytes } from 'node:crypto';
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
});
