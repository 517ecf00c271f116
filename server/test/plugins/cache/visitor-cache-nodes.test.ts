import type { TMember, TMoment } from '@chingu/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../helpers/app.ts';
import { remoteInvalidation } from '../../helpers/cache-nodes.ts';
import { twoNodesEnabled, twoNodesForFile } from '../../helpers/two-nodes.ts';
import { api, createMoment, listIds, memberWithToken } from '../../modules/moments/helpers.ts';

/**
 * Two app nodes behind a load balancer: a write through node A clears the visitor cache and the
 * list totals of node B (Redis pub/sub, decision 025). Runs with REDIS_URL.
 */
const nodes = twoNodesForFile();
let a: TestApp, b: TestApp;
beforeAll(() => void ({ a, b } = nodes));

describe.skipIf(!twoNodesEnabled)('visitor cache on two nodes', () => {
  it("shows a write through node A on node B's next visitor read, totals included", async () => {
    const author = await memberWithToken(a, 'Author');
    const first = await createMoment(a, author, { description: 'First' });
    // Node B caches the visitor's feed, the moment and the author's page.
    const feedOnB = await listIds(b, '/api/v1/moments');
    expect(feedOnB.ids).toContain(first._id);
    const detailOnB = await api(b, 'GET', `/api/v1/moments/${first._id}`);
    const memberOnB = await api(b, 'GET', `/api/v1/auth/users/${author.id}`);
    expect((await api(b, 'GET', `/api/v1/moments/${first._id}`)).body).toBe(detailOnB.body);

    const reached = remoteInvalidation(b, 'moments');
    const second = await createMoment(a, author, { description: 'Second' });
    await reached;
    const feedAfter = await listIds(b, '/api/v1/moments');
    expect(feedAfter.ids[0]).toBe(second._id);
    // The total was cached on B too (decision 011): it moves with the page, not 10 s later.
    expect(feedAfter.count).toBe(feedOnB.count + 1);
    const memberAfter = await api(b, 'GET', `/api/v1/auth/users/${author.id}`);
    expect(memberAfter.json<{ data: TMember }>().data.momentsCount).toBe(
      memberOnB.json<{ data: TMember }>().data.momentsCount + 1,
    );

    const liker = await memberWithToken(a, 'Liker');
    const liked = remoteInvalidation(b, 'moments');
    expect((await api(a, 'POST', `/api/v1/moments/${first._id}/like`, liker)).statusCode).toBe(200);
    await liked;
    const detailAfter = await api(b, 'GET', `/api/v1/moments/${first._id}`);
    expect(detailAfter.json<{ data: TMoment }>().data.likeCount).toBe(1);
    expect(detailAfter.headers.etag).not.toBe(detailOnB.headers.etag);
  });

  it('keeps a member write on node A from being hidden by a page cached on node B', async () => {
    const before = await api(b, 'GET', '/api/v1/stats');
    const statsBefore = before.json<{ data: { activeLearners: number } }>().data;
    const writer = await memberWithToken(a, 'Writer');
    const reached = remoteInvalidation(b, 'members');
    const updated = await a.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/updatedetails',
      headers: { authorization: `Bearer ${writer.token}` },
      payload: {
        name: 'Renamed Writer',
        gender: 'Female',
        bio: 'Hello',
        birth_year: '1990',
        birth_month: '1',
        birth_day: '1',
        native_language: 'English',
        language_to_learn: 'Korean',
      },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    await reached;
    const after = await api(b, 'GET', '/api/v1/stats');
    // The member inserted by the test and the update both show on B.
    expect(after.json<{ data: { activeLearners: number } }>().data.activeLearners).toBe(
      statsBefore.activeLearners + 1,
    );
    const found = await api(b, 'GET', '/api/v1/auth/users?q=Renamed');
    expect(found.json<{ data: TMember[] }>().data.map((m) => m.name)).toEqual(['Renamed Writer']);
  });
});
