import { describe, expect, it } from 'vitest';
import { twoNodesEnabled, twoNodesForFile } from '../../helpers/two-nodes.ts';
import { api, memberWithToken } from '../../modules/moments/helpers.ts';

/** Decision 044: with REDIS_URL the budgets are counted in Redis, so every app node counts together. */
const nodes = twoNodesForFile({}, { RATE_LIMITS: 'on', MEMBER_BUDGETS: 'moments=3' });

describe.skipIf(!twoNodesEnabled)('member budgets on two nodes', () => {
  it('count one budget across the nodes, in Redis under the deployment prefix', async () => {
    const ana = await memberWithToken(nodes.a, 'Ana');
    const create = (node: typeof nodes.a) =>
      api(node, 'POST', '/api/v1/moments', ana, { description: 'Seoul' });
    expect((await create(nodes.a)).statusCode).toBe(201);
    expect((await create(nodes.b)).statusCode).toBe(201);
    expect((await create(nodes.a)).statusCode).toBe(201);
    const refused = await create(nodes.b);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'tooManyRequests' });
    expect(await nodes.redis.get(`${nodes.keyPrefix}:rl:budget:moments:${ana.id}`)).toBe('4');
  });
});
