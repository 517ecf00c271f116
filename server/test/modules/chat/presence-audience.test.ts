import type { TOnlineUsersAck } from '@chingu/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import {
  bearer,
  listen,
  next,
  record,
  sentOverSocket,
  signedInMember,
  socketFactory,
  type ChatSocket,
  type Member,
} from './chat-helpers.ts';

/**
 * Presence reaches a member's conversation partners only (decision 036): a connect no longer
 * costs a frame to every open socket, and strangers never learn who is online from the socket.
 */
let t: TestApp;
let url: string;
const sockets = socketFactory();

beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t);
});
afterEach(() => sockets.closeAll());
afterAll(async () => {
  await t.close();
});

/** A message from `from` to `to` over REST: both now have the conversation. */
async function converse(from: Member, to: Member) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/messages',
    headers: bearer(from),
    payload: { receiver: to.id, message: `hello ${to.name}` },
  });
  expect(res.statusCode).toBe(201);
}

async function block(blocker: Member, blocked: Member) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/v1/auth/users/${blocker.id}/block/${blocked.id}`,
    headers: bearer(blocker),
  });
  expect(res.statusCode).toBe(200);
}

/** The server's answer; anything it sent this socket before is already here (the barrier). */
function onlineSeenBy(socket: ChatSocket, payload?: unknown): Promise<TOnlineUsersAck> {
  return new Promise((resolve) => {
    if (payload === undefined) socket.emit('getOnlineUsers', resolve);
    else socket.emit('getOnlineUsers', payload as never, resolve);
  });
}

const idsOf = (ack: TOnlineUsersAck) =>
  ack.status === 'success' ? ack.users.map((u) => u.userId) : [];

/** A socket that has connected, with the `onlineUsers` list the server sent it. */
async function connectedWithList(member: Member) {
  const socket = sockets.open(url, member.token);
  const list = await next(socket, 'onlineUsers', 10_000);
  return { socket, listed: list.map((entry) => entry.userId) };
}

describe('who hears presence', () => {
  it('a partner hears a member come and go, a stranger does not', async () => {
    const [mia, pia, sam] = await Promise.all([
      signedInMember(t, 'Mia'),
      signedInMember(t, 'Pia'),
      signedInMember(t, 'Sam'),
    ]);
    await converse(pia, mia);
    const piaTab = await sockets.connected(url, pia.token);
    const samTab = await sockets.connected(url, sam.token);
    const samSaw = { online: record(samTab, 'userOnline'), offline: record(samTab, 'userOffline') };

    const piaHearsOnline = next(piaTab, 'userOnline');
    const { socket: miaTab, listed } = await connectedWithList(mia);
    expect(await piaHearsOnline).toEqual({ userId: mia.id });
    // Mia's list on connect: her partner, not the stranger who is online too.
    expect(listed).toEqual([pia.id]);

    const piaHearsOffline = next(piaTab, 'userOffline');
    miaTab.disconnect();
    expect((await piaHearsOffline).userId).toBe(mia.id);
    expect(idsOf(await onlineSeenBy(samTab))).toEqual([]);
    expect(samSaw).toEqual({ online: [], offline: [] });
    expect(idsOf(await onlineSeenBy(piaTab))).toEqual([]);
  });

  it('a blocked partner hears nothing and is not listed, either way', async () => {
    const [mia, bob] = await Promise.all([signedInMember(t, 'Mia'), signedInMember(t, 'Bob')]);
    await converse(mia, bob);
    await block(bob, mia);
    const bobTab = await sockets.connected(url, bob.token);
    const bobSaw = record(bobTab, 'userOnline');

    const { socket: miaTab, listed } = await connectedWithList(mia);
    expect(listed).toEqual([]);
    expect(idsOf(await onlineSeenBy(bobTab))).toEqual([]);
    expect(idsOf(await onlineSeenBy(bobTab, { userIds: [mia.id] }))).toEqual([]);
    expect(idsOf(await onlineSeenBy(miaTab, { userIds: [bob.id] }))).toEqual([]);
    expect(bobSaw).toEqual([]);
  });

  it('the first message between two members shows each the other, live from then on', async () => {
    const [mia, ned] = await Promise.all([signedInMember(t, 'Mia'), signedInMember(t, 'Ned')]);
    const { socket: nedTab, listed: nedListed } = await connectedWithList(ned);
    const { socket: miaTab, listed: miaListed } = await connectedWithList(mia);
    expect(nedListed).toEqual([]);
    expect(miaListed).toEqual([]);

    const nedLearns = next(nedTab, 'userOnline');
    const miaLearns = next(miaTab, 'userOnline');
    await sentOverSocket(miaTab, { receiver: ned.id, message: 'first words' });
    expect(await nedLearns).toEqual({ userId: mia.id });
    expect(await miaLearns).toEqual({ userId: ned.id });
    expect(idsOf(await onlineSeenBy(miaTab))).toEqual([ned.id]);

    const miaHearsOffline = next(miaTab, 'userOffline');
    nedTab.disconnect();
    expect((await miaHearsOffline).userId).toBe(ned.id);
  });

  it('a chat window with someone new asks by id and then hears them live', async () => {
    const [mia, sam] = await Promise.all([signedInMember(t, 'Mia'), signedInMember(t, 'Sam')]);
    const miaTab = await sockets.connected(url, mia.token);
    const samTab = await sockets.connected(url, sam.token);
    expect(idsOf(await onlineSeenBy(samTab))).toEqual([]);

    const asked = await onlineSeenBy(samTab, { userIds: [mia.id] });
    expect(asked).toEqual({
      status: 'success',
      users: [{ userId: mia.id, status: 'online', lastSeen: null }],
    });
    // The full list keeps what this socket asked about.
    expect(idsOf(await onlineSeenBy(samTab))).toEqual([mia.id]);
    const samHearsOffline = next(samTab, 'userOffline');
    miaTab.disconnect();
    expect((await samHearsOffline).userId).toBe(mia.id);

    const samHearsOnline = next(samTab, 'userOnline');
    await sockets.connected(url, mia.token);
    expect(await samHearsOnline).toEqual({ userId: mia.id });
  });

  it('refuses a malformed lookup with an error ack and stays connected', async () => {
    const mia = await signedInMember(t, 'Mia');
    const miaTab = await sockets.connected(url, mia.token);
    for (const payload of [
      { userIds: [] },
      { userIds: ['not-an-id'] },
      'nope',
      { userIds: null },
    ]) {
      expect(await onlineSeenBy(miaTab, payload)).toMatchObject({ status: 'error' });
    }
    expect(await onlineSeenBy(miaTab)).toEqual({ status: 'success', users: [] });
  });
});
