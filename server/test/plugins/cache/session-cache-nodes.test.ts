import { beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../../src/db/schema/index.ts';
import { newToken } from '../../../src/plugins/http/auth.ts';
import type { TestApp } from '../../helpers/app.ts';
import { remoteInvalidation } from '../../helpers/cache-nodes.ts';
import { twoNodesEnabled, twoNodesForFile } from '../../helpers/two-nodes.ts';
import { api, memberWithToken } from '../../modules/moments/helpers.ts';

/**
 * Two app nodes: a session ended through node A is refused by node B's next read even though B
 * had the lookup cached (decision 029). Runs with REDIS_URL.
 */
const nodes = twoNodesForFile();
let a: TestApp, b: TestApp;
beforeAll(() => void ({ a, b } = nodes));

const FEED = '/api/v1/moments?page=1';

describe.skipIf(!twoNodesEnabled)('session cache on two nodes', () => {
  it('refuses on node B a token signed out through node A', async () => {
    const member = await memberWithToken(a, 'Traveller');
    expect((await api(b, 'GET', FEED, member)).statusCode).toBe(200);
    expect((await api(b, 'GET', FEED, member)).statusCode).toBe(200);

    const reached = remoteInvalidation(b, 'sessions');
    expect((await api(a, 'POST', '/api/v1/auth/logout', member)).statusCode).toBe(200);
    await reached;
    const after = await api(b, 'GET', FEED, member);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'sessionExpired' });
  });

  it("refuses on node B the other devices' tokens after 'sign out everywhere else' on A", async () => {
    const phone = await memberWithToken(a, 'Two devices');
    // A second session of the same member (another device).
    const laptopToken = newToken();
    await a.db.insert(sessions).values({ userId: phone.id, tokenHash: laptopToken.tokenHash });
    const laptop = { ...phone, token: laptopToken.token };
    expect((await api(b, 'GET', FEED, laptop)).statusCode).toBe(200);

    const reached = remoteInvalidation(b, 'sessions');
    const signOut = await api(a, 'DELETE', `/api/v1/auth/users/${phone.id}/sessions`, phone);
    expect(signOut.statusCode).toBe(200);
    await reached;
    expect((await api(b, 'GET', FEED, laptop)).statusCode).toBe(401);
    expect((await api(b, 'GET', FEED, phone)).statusCode).toBe(200);
  });
});
