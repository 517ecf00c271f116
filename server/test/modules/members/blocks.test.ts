import type { TMembersResponse } from '@chingu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { bearer, postMessage, signedInMember, type Member } from '../chat/chat-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const put = (member: Member, url: string) =>
  t.app.inject({ method: 'PUT', url, headers: bearer(member) });
const block = (by: Member, target: Member, action: 'block' | 'unblock' = 'block') =>
  put(by, `/api/v1/auth/users/${by.id}/${action}/${target.id}`);
const follow = (by: Member, target: Member) =>
  put(by, `/api/v1/auth/users/${by.id}/follow/${target.id}`);
const send = (from: Member, to: Member, message: string) => postMessage(t, from, to, message);
async function directoryNames(viewer: Member): Promise<string[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v1/auth/users?limit=100',
    headers: bearer(viewer),
  });
  return res.json<TMembersResponse>().data.map((m) => m.name);
}
async function followersCount(member: Member): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/auth/users/${member.id}` });
  return res.json<{ data: { followersCount: number } }>().data.followersCount;
}

describe('block and unblock', () => {
  it('only acts for the caller, not on oneself, and is idempotent', async () => {
    const ana = await signedInMember(t, 'Ana');
    const ben = await signedInMember(t, 'Ben');
    const other = await put(ben, `/api/v1/auth/users/${ana.id}/block/${ben.id}`);
    expect(other.statusCode).toBe(403);
    const self = await block(ana, ana);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ code: 'cannotBlockSelf' });

    expect((await block(ana, ben)).json()).toMatchObject({
      changed: true,
      data: { isBlocked: true },
    });
    expect((await block(ana, ben)).json()).toMatchObject({ changed: false });

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/auth/users/${ana.id}/blocked`,
      headers: bearer(ana),
    });
    expect(list.json()).toMatchObject({ count: 1, data: [{ _id: ben.id, name: 'Ben' }] });
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/v1/auth/users/${ana.id}/blocked`,
      headers: bearer(ben),
    });
    expect(theirs.statusCode).toBe(403);

    expect((await block(ana, ben, 'unblock')).json()).toMatchObject({
      changed: true,
      data: { isBlocked: false },
    });
    expect((await block(ana, ben, 'unblock')).json()).toMatchObject({ changed: false });
  });

  it('refuses messages both ways, removes and refuses follows, hides from the directory', async () => {
    const ana = await signedInMember(t, 'Blocker Ana');
    const ben = await signedInMember(t, 'Blocked Ben');
    expect((await follow(ana, ben)).statusCode).toBe(200);
    expect((await follow(ben, ana)).statusCode).toBe(200);
    expect(await followersCount(ben)).toBe(1);
    expect((await send(ben, ana, 'hi')).statusCode).toBe(201);
    expect(await directoryNames(ben)).toContain('Blocker Ana');

    await block(ana, ben);
    expect(await followersCount(ben)).toBe(0);
    expect(await followersCount(ana)).toBe(0);

    const refused = await send(ben, ana, 'still there?');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'blockedByMember' });
    expect((await send(ana, ben, 'hmm')).json()).toMatchObject({ code: 'youBlockedMember' });

    expect((await follow(ben, ana)).json()).toMatchObject({ code: 'cannotFollowBlocked' });
    expect((await follow(ana, ben)).statusCode).toBe(403);

    expect(await directoryNames(ben)).not.toContain('Blocker Ana');
    expect(await directoryNames(ana)).not.toContain('Blocked Ben');

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/messages/conversations',
      headers: bearer(ana),
    });
    expect(list.json()).toMatchObject({ data: [{ _id: ben.id, blocked: true }] });

    await block(ana, ben, 'unblock');
    expect((await send(ben, ana, 'friends again')).statusCode).toBe(201);
    expect((await follow(ben, ana)).statusCode).toBe(200);
  });
});
