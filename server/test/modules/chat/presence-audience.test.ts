import type { TOnlineUsersAck } from '@chingu/contract';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../helpers/app.ts';
import {
  bearer,
  next,
  record,
  sentOverSocket,
  signedInMember,
  socketClients,
  type ChatSocket,
  type Member,
} from './chat-helpers.ts';

/**
 * Presence reaches a member's conversation partners only (decision 036): a connect no longer
 * costs a frame to every open socket, and strangers never learn who is online from the socket.
 */
let t: TestApp;
let url: string;
const sockets = socketClients();
beforeAll(async () => void ({ t, url } = await sockets.listeningApp()));

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

async function follow(follower: Member, followee: Member) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/v1/auth/users/${follower.id}/follow/${followee.id}`,
    headers: bearer(follower),
  });
  expect(res.statusCode).toBeLessThan(300);
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
  const list = await next(socket, 'onlineUsers');
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

  it('a stranger asking by id learns nothing (issue 29, finding 5)', async () => {
    const [mia, sam] = await Promise.all([signedInMember(t, 'Mia'), signedInMember(t, 'Sam')]);
    const miaTab = await sockets.connected(url, mia.token);
    const samTab = await sockets.connected(url, sam.token);
    const samSaw = { online: record(samTab, 'userOnline'), offline: record(samTab, 'userOffline') };

    // Mia is online, but Sam has never written with her and they do not follow each other.
    expect(await onlineSeenBy(samTab, { userIds: [mia.id] })).toEqual({
      status: 'success',
      users: [],
    });
    // Following her one way is not enough: she has not chosen him.
    await follow(sam, mia);
    expect(idsOf(await onlineSeenBy(samTab, { userIds: [mia.id] }))).toEqual([]);
    miaTab.disconnect();
    await sockets.connected(url, mia.token);
    // The barrier: whatever the server sent Sam about Mia has arrived before this answer.
    expect(idsOf(await onlineSeenBy(samTab))).toEqual([]);
    expect(samSaw).toEqual({ online: [], offline: [] });
  });

  it('a member followed back asks by id and then hears them live', async () => {
    const [mia, sam] = await Promise.all([signedInMember(t, 'Mia'), signedInMember(t, 'Sam')]);
    await follow(sam, mia);
    await follow(mia, sam);
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

describe('presence frames in order', () => {
  // A dropped network that returns closes the old socket as the new one opens: the old one's
  // "offline" (written to the database first) must not arrive after the new one's "online". The
  // database write is held with a row lock, taken on a second connection.
  it("a member back before their old socket's offline went out stays online for partners", async () => {
    const [mia, pia] = await Promise.all([signedInMember(t, 'Mia'), signedInMember(t, 'Pia')]);
    await converse(pia, mia);
    const piaTab = await sockets.connected(url, pia.token);
    const firstOnline = next(piaTab, 'userOnline');
    const oldTab = await sockets.connected(url, mia.token);
    await firstOnline;
    const piaSaw = record(piaTab, 'userOffline');

    // The watcher is another connection: inside the lock's transaction pg_stat_activity is
    // a snapshot taken once and never shows the write arriving.
    const [lock, watcher] = [process.env.DATABASE_URL, process.env.DATABASE_URL].map(
      (connectionString) => new pg.Client({ connectionString }),
    ) as [pg.Client, pg.Client];
    await Promise.all([lock.connect(), watcher.connect()]);
    const lastSeenWaiters = async () => (await watcher.query(LAST_SEEN_WAITERS)).rows.length;
    try {
      await lock.query('BEGIN');
      await lock.query(`SELECT 1 FROM "${t.schemaName}".users WHERE id = $1 FOR UPDATE`, [mia.id]);
      oldTab.disconnect();
      // The server has counted her offline and waits on the lock to write her last seen.
      await expect.poll(lastSeenWaiters, { timeout: 10_000 }).toBe(1);
      const backOnline = next(piaTab, 'userOnline');
      await sockets.connected(url, mia.token);
      expect(await backOnline).toEqual({ userId: mia.id });
      await lock.query('COMMIT');
      await expect.poll(lastSeenWaiters, { timeout: 10_000 }).toBe(0);
    } finally {
      await Promise.all([lock.end(), watcher.end()]);
    }
    // Whatever the old socket's handler sent has reached Pia before this answer.
    expect(idsOf(await onlineSeenBy(piaTab))).toEqual([mia.id]);
    expect(piaSaw).toEqual([]);
  });
});

/** The server's last-seen write, waiting for a lock. */
const LAST_SEEN_WAITERS = `SELECT pid FROM pg_stat_activity
  WHERE wait_event_type = 'Lock' AND query ILIKE '%update%last_seen_at%'`;
