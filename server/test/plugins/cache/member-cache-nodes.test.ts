import { randomUUID } from 'node:crypto';
import type { TConversation, TMessage, TMoment, TSendMessageAck } from '@chingu/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema/index.ts';
import type { CacheDomain } from '../../../src/plugins/cache/cache-invalidation.ts';
import type { TestApp } from '../../helpers/app.ts';
import { insertMember } from '../../helpers/members.ts';
import { socketClients } from '../../helpers/sockets.ts';
import { twoNodesEnabled, twoNodesForFile } from '../../helpers/two-nodes.ts';
import {
  api,
  createMoment,
  listIds,
  memberWithToken,
  type Member,
} from '../../modules/moments/helpers.ts';

/**
 * Two app nodes behind a load balancer: a member's cached reads on node B (decision 031) follow
 * their own writes and the chat writes of others made through node A at once (Redis pub/sub),
 * and never reach another member or a visitor. Runs with REDIS_URL.
 */
const nodes = twoNodesForFile();
let a: TestApp, b: TestApp;
beforeAll(() => void ({ a, b } = nodes));
const sockets = socketClients();

/**
 * Resolves when `node` has applied another node's invalidation of `memberId`, or after 2 s (so a
 * missing invalidation fails on the stale data that follows, not on a timeout).
 */
function remoteMemberInvalidation(node: TestApp, memberId: string): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      node.app.cacheInvalidation.events.off('membersInvalidated', listener);
      resolve();
    };
    const listener = ({ memberIds, remote }: { memberIds: string[]; remote: boolean }) => {
      if (remote && memberIds.includes(memberId)) done();
    };
    const timer = setTimeout(done, 2000);
    node.app.cacheInvalidation.events.on('membersInvalidated', listener);
  });
}

function remoteSessionsInvalidation(node: TestApp): Promise<void> {
  return new Promise((resolve) => {
    const listener = ({ domains, remote }: { domains: CacheDomain[]; remote: boolean }) => {
      if (!remote || !domains.includes('sessions')) return;
      node.app.cacheInvalidation.events.off('invalidated', listener);
      resolve();
    };
    node.app.cacheInvalidation.events.on('invalidated', listener);
  });
}

const CONVERSATIONS = '/api/v1/messages/conversations';

async function conversations(t: TestApp, who: Member) {
  const res = await api(t, 'GET', CONVERSATIONS, who);
  expect(res.statusCode, res.body).toBe(200);
  return { res, rows: res.json<{ data: TConversation[] }>().data };
}

async function send(t: TestApp, from: Member, to: Member, message: string) {
  const res = await api(t, 'POST', '/api/v1/messages', from, { receiver: to.id, message });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: TMessage }>().data;
}

/** A member whose conversations open at once: not message requests (PRODUCT §9.1). */
async function memberTakingMessages(node: TestApp, name: string): Promise<Member> {
  const member = await memberWithToken(node, name);
  await node.db.update(users).set({ messagePolicy: 'everyone' }).where(eq(users.id, member.id));
  return member;
}

describe.skipIf(!twoNodesEnabled)('member cache on two nodes', () => {
  it("shows a member's own write through node A on their next read on node B", async () => {
    const ana = await memberTakingMessages(a, 'Ana');
    const ben = await memberWithToken(a, 'Ben');
    await send(a, ben, ana, 'hello');
    const before = await conversations(b, ana);
    expect(before.rows.map((c) => [c._id, c.muted])).toEqual([[ben.id, false]]);
    // Served from the cache: the same bytes and an ETag that answers 304.
    const again = await api(b, 'GET', CONVERSATIONS, ana);
    expect(again.body).toBe(before.res.body);
    const revalidated = await b.app.inject({
      method: 'GET',
      url: CONVERSATIONS,
      headers: { authorization: `Bearer ${ana.token}`, 'if-none-match': before.res.headers.etag },
    });
    expect(revalidated.statusCode).toBe(304);

    // Muting changes no public data: only Ana's own generation announces it.
    const reached = remoteMemberInvalidation(b, ana.id);
    const muted = await api(a, 'PUT', `/api/v1/messages/conversations/${ben.id}/mute`, ana, {
      muted: true,
    });
    expect(muted.statusCode, muted.body).toBe(200);
    await reached;
    expect((await conversations(b, ana)).rows.map((c) => [c._id, c.muted])).toEqual([
      [ben.id, true],
    ]);
  });

  it("shows a message from another member, by socket or REST, in the receiver's conversations on the other node", async () => {
    const ana = await memberTakingMessages(a, 'Ana');
    const ben = await memberWithToken(a, 'Ben');
    await send(a, ben, ana, 'first');
    const page = `/api/v1/messages/conversation/${ana.id}/${ben.id}`;
    expect((await conversations(b, ana)).rows[0]).toMatchObject({
      lastMessage: 'first',
      unreadCount: 1,
    });
    expect((await api(b, 'GET', page, ana)).json<{ count: number }>().count).toBe(1);

    const benSocket = await sockets.connected(nodes.urlA, ben.token);
    const bySocket = remoteMemberInvalidation(b, ana.id);
    const ack = await new Promise<TSendMessageAck>((resolve) =>
      benSocket.emit('sendMessage', { receiver: ana.id, message: 'by socket' }, resolve),
    );
    expect(ack.status).toBe('success');
    await bySocket;
    expect((await conversations(b, ana)).rows[0]).toMatchObject({
      lastMessage: 'by socket',
      unreadCount: 2,
    });
    expect((await api(b, 'GET', page, ana)).json<{ count: number }>().count).toBe(2);

    const byRest = remoteMemberInvalidation(b, ana.id);
    const last = await send(a, ben, ana, 'by REST');
    await byRest;
    expect((await conversations(b, ana)).rows[0]).toMatchObject({
      lastMessage: 'by REST',
      unreadCount: 3,
    });

    // Ben's reaction and Ana's read mark (socket) reach both members' cached pages.
    const benPage = `/api/v1/messages/conversation/${ben.id}/${ana.id}`;
    expect((await conversations(b, ben)).rows[0]).toMatchObject({ unreadCount: 0 });
    const reacted = remoteMemberInvalidation(b, ana.id);
    const reaction = await api(a, 'PUT', `/api/v1/messages/message/${last._id}/reactions`, ben, {
      emoji: '👍',
    });
    expect(reaction.statusCode, reaction.body).toBe(200);
    await reacted;
    const onAnaPage = (await api(b, 'GET', page, ana)).json<{ data: TMessage[] }>().data;
    expect(onAnaPage.find((m) => m._id === last._id)?.reactions).toMatchObject([
      { emoji: '👍', count: 1 },
    ]);
    const before = (await api(b, 'GET', benPage, ben)).json<{ data: TMessage[] }>().data;
    expect(before.find((m) => m._id === last._id)?.read).toBe(false);
    const anaSocket = await sockets.connected(nodes.urlA, ana.token);
    const readMarked = remoteMemberInvalidation(b, ben.id);
    await new Promise((resolve) => anaSocket.emit('markAsRead', { senderId: ben.id }, resolve));
    await readMarked;
    const after = (await api(b, 'GET', benPage, ben)).json<{ data: TMessage[] }>().data;
    expect(after.find((m) => m._id === last._id)?.read).toBe(true);
  });

  it("never gives one member's answer to another member or to a visitor", async () => {
    const ana = await memberWithToken(a, 'Ana');
    const ben = await memberWithToken(a, 'Ben');
    const secret = await createMoment(a, ana, { description: 'Only me', privacy: 'private' });
    const url = `/api/v1/moments/user/${ana.id}`;
    expect((await listIds(b, url, ana)).ids).toEqual([secret._id]);
    expect((await listIds(b, url, ana)).ids).toEqual([secret._id]);
    expect((await listIds(b, url, ben)).ids).toEqual([]);
    expect((await listIds(b, url)).ids).toEqual([]);
    const own = await api(b, 'GET', url, ana);
    const other = await b.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${ben.token}`, 'if-none-match': own.headers.etag },
    });
    expect(other.statusCode).toBe(200);
    expect(other.json<{ data: TMoment[] }>().data).toEqual([]);
  });

  it('refuses a cached answer after the session is revoked through the other node', async () => {
    const ana = await memberWithToken(a, 'Ana');
    const feed = '/api/v1/moments?page=1';
    expect((await api(b, 'GET', feed, ana)).statusCode).toBe(200);
    expect((await api(b, 'GET', feed, ana)).statusCode).toBe(200);
    const reached = remoteSessionsInvalidation(b);
    expect((await api(a, 'POST', '/api/v1/auth/logout', ana)).statusCode).toBe(200);
    await reached;
    const after = await api(b, 'GET', feed, ana);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'sessionExpired' });
  });

  it('never keeps an error answer', async () => {
    const ana = await memberWithToken(a, 'Ana');
    const id = randomUUID();
    const url = `/api/v1/auth/users/${id}`;
    const missing = await api(b, 'GET', url, ana);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    // Written straight to the database: no write announces it, so only a fresh read finds it.
    await insertMember(b, { id, name: 'Late' });
    const found = await api(b, 'GET', url, ana);
    expect(found.statusCode, found.body).toBe(200);
  });
});
