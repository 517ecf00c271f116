import type {
  TMarkAsReadAck,
  TMessagesPageResponse,
  TOnlineUsersAck,
  TSendMessageAck,
} from '@chingu/contract';
import { LIMITS } from '@chingu/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../helpers/app.ts';
import {
  bearer,
  next,
  pause,
  record,
  signedInMember,
  socketClients,
  type ChatSocket,
  type Member,
} from './chat-helpers.ts';

let t: TestApp;
let url: string;
const sockets = socketClients();
beforeAll(async () => void ({ t, url } = await sockets.listeningApp()));

function sendMessage(socket: ChatSocket, payload: unknown): Promise<TSendMessageAck> {
  return new Promise((resolve) =>
    socket.emit('sendMessage', payload as never, (ack: TSendMessageAck) => resolve(ack)),
  );
}

/** A message over REST: the two are conversation partners, who hear each other's presence. */
async function converse(from: Member, to: Member) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/messages',
    headers: bearer(from),
    payload: { receiver: to.id, message: `hello ${to.name}` },
  });
  expect(res.statusCode).toBe(201);
}

async function conversationCount(viewer: Member, other: Member): Promise<number> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/messages/conversation/${viewer.id}/${other.id}`,
    headers: bearer(viewer),
  });
  return res.json<TMessagesPageResponse>().count;
}

describe('handshake', () => {
  it('refuses a connection without a token or with a bad one', async () => {
    const anonymous = sockets.open(url);
    expect((await new Promise<Error>((r) => anonymous.once('connect_error', r))).message).toBe(
      'unauthorized',
    );
    const bad = sockets.open(url, 'not-a-token');
    expect((await new Promise<Error>((r) => bad.once('connect_error', r))).message).toBe(
      'unauthorized',
    );
  });

  it('a logout disconnects the socket of that token', async () => {
    const ana = await signedInMember(t, 'Ana');
    const socket = await sockets.connected(url, ana.token);
    const closed = new Promise<string>((r) => socket.once('disconnect', r));
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(ana) });
    expect(await closed).toBe('io server disconnect');
  });
});

describe('sendMessage', () => {
  it('stores before acknowledging and reaches every tab of both members', async () => {
    const ana = await signedInMember(t, 'Ana');
    const ben = await signedInMember(t, 'Ben');
    const anaTab1 = await sockets.connected(url, ana.token);
    const anaTab2 = await sockets.connected(url, ana.token);
    const benTab1 = await sockets.connected(url, ben.token);
    const benTab2 = await sockets.connected(url, ben.token);
    const echoedToSender = record(anaTab1, 'messageSent');

    const received1 = next(benTab1, 'newMessage');
    const received2 = next(benTab2, 'newMessage');
    const otherTab = next(anaTab2, 'messageSent');
    const ack = await sendMessage(anaTab1, { receiver: ben.id, message: '  안녕하세요!  ' });
    expect(ack.status).toBe('success');
    if (ack.status !== 'success') return;
    // Stored by the time of the ack.
    expect(await conversationCount(ben, ana)).toBe(1);
    expect(ack.message).toMatchObject({
      message: '안녕하세요!',
      sender: { _id: ana.id, name: 'Ana' },
      receiver: ben.id,
      status: 'delivered',
      read: false,
    });

    for (const payload of [await received1, await received2]) {
      expect(payload).toEqual({ message: ack.message, senderId: ana.id, unreadCount: 1 });
    }
    expect((await otherTab).message._id).toBe(ack.message._id);
    await pause(100);
    expect(echoedToSender).toEqual([]);

    const second = next(benTab1, 'newMessage');
    await sendMessage(anaTab2, { receiver: ben.id, message: 'second' });
    expect((await second).unreadCount).toBe(2);
  });

  it('a retried clientId returns the stored message and stores nothing twice', async () => {
    const ana = await signedInMember(t, 'Ana');
    const ben = await signedInMember(t, 'Ben');
    const anaTab = await sockets.connected(url, ana.token);
    const benTab = await sockets.connected(url, ben.token);
    const arrivals = record(benTab, 'newMessage');

    const payload = { receiver: ben.id, message: 'exactly once', clientId: 'temp-1700000000000' };
    const first = await sendMessage(anaTab, payload);
    const retry = await sendMessage(anaTab, payload);
    expect(first.status).toBe('success');
    expect(retry).toEqual(first);
    if (first.status === 'success') expect(first.message.clientId).toBe(payload.clientId);
    expect(await conversationCount(ben, ana)).toBe(1);
    await pause(100);
    expect(arrivals).toHaveLength(1);
  });

  it('answers invalid sends with an error ack and messageError, and stores nothing', async () => {
    const ana = await signedInMember(t, 'Ana');
    const ben = await signedInMember(t, 'Ben');
    const anaTab = await sockets.connected(url, ana.token);
    const errors = record(anaTab, 'messageError');
    const cases: [unknown, string][] = [
      [{ receiver: ben.id, message: '   ' }, 'messageRequired'],
      [{ receiver: ben.id, message: 'x'.repeat(5001) }, 'messageTooLong'],
      [{ receiver: '00000000-0000-4000-8000-000000000000', message: 'hi' }, 'notFound'],
      [{ receiver: ana.id, message: 'hi me' }, 'cannotMessageSelf'],
      [{ receiver: 'not-an-id', message: 'hi' }, 'invalidId'],
      ['just a string', 'invalidInput'],
    ];
    for (const [payload, code] of cases) {
      expect(await sendMessage(anaTab, payload)).toMatchObject({ status: 'error', code });
    }
    expect(errors.map((e) => e.code)).toEqual(cases.map(([, code]) => code));
    expect(await conversationCount(ana, ben)).toBe(0);

    // No ack at all: ignored without breaking the connection.
    anaTab.emit('sendMessage', { receiver: ben.id } as never, undefined as never);
    const ok = await sendMessage(anaTab, { receiver: ben.id, message: 'still connected' });
    expect(ok.status).toBe('success');
  });

  it('refuses a blocked sender', async () => {
    const ana = await signedInMember(t, 'Ana');
    const ben = await signedInMember(t, 'Ben');
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/auth/users/${ben.id}/block/${ana.id}`,
      headers: bearer(ben),
    });
    const anaTab = await sockets.connected(url, ana.token);
    const benTab = await sockets.connected(url, ben.token);
    const arrivals = record(benTab, 'newMessage');
    expect(await sendMessage(anaTab, { receiver: ben.id, message: 'hello?' })).toMatchObject({
      status: 'error',
      code: 'blockedByMember',
    });
    expect(await sendMessage(benTab, { receiver: ana.id, message: 'hm' })).toMatchObject({
      status: 'error',
      code: 'youBlockedMember',
    });
    await pause(100);
    expect(arrivals).toEqual([]);
  });

  it('drops an oversized frame: the connection closes and nothing is stored', async () => {
    const ana = await signedInMember(t, 'Ana');
    const ben = await signedInMember(t, 'Ben');
    const anaTab = await sockets.connected(url, ana.token);
    const closed = new Promise<string>((r) => anaTab.once('disconnect', r));
    const message = 'x'.repeat(LIMITS.socketMaxPayloadBytes + 1024);
    anaTab.emit('sendMessage', { receiver: ben.id, message }, () => undefined);
    expect(await closed).toBe('transport close');
    expect(await conversationCount(ben, ana)).toBe(0);
  });
});

describe('read receipts and typing', () => {
  it('markAsRead acknowledges the count and tells the sender', async () => {
    const ana = await signedInMember(t, 'Ana');
    const ben = await signedInMember(t, 'Ben');
    const anaTab = await sockets.connected(url, ana.token);
    const benTab = await sockets.connected(url, ben.token);
    await sendMessage(anaTab, { receiver: ben.id, message: 'one' });
    await sendMessage(anaTab, { receiver: ben.id, message: 'two' });

    const notified = next(anaTab, 'messagesRead');
    const ack = await new Promise<TMarkAsReadAck>((r) =>
      benTab.emit('markAsRead', { senderId: ana.id }, r),
    );
    expect(ack).toEqual({ status: 'success', markedCount: 2 });
    expect(await notified).toEqual({ readBy: ben.id, markedCount: 2 });
    const bad = await new Promise<TMarkAsReadAck>((r) =>
      benTab.emit('markAsRead', { senderId: 'nope' }, r),
    );
    expect(bad).toMatchObject({ status: 'error', code: 'invalidId' });
  });

  it('typing reaches the receiver only, and never across a block', async () => {
    const ana = await signedInMember(t, 'Ana');
    const ben = await signedInMember(t, 'Ben');
    const eve = await signedInMember(t, 'Eve');
    const anaTab = await sockets.connected(url, ana.token);
    const anaOther = await sockets.connected(url, ana.token);
    const benTab = await sockets.connected(url, ben.token);
    const eveTab = await sockets.connected(url, eve.token);
    const eveSaw = record(eveTab, 'userTyping');
    const anaSaw = record(anaOther, 'userTyping');

    const typing = next(benTab, 'userTyping');
    anaTab.emit('typing', { receiver: ben.id });
    expect(await typing).toEqual({ userId: ana.id, isTyping: true });
    const stopped = next(benTab, 'userTyping');
    anaTab.emit('stopTyping', { receiver: ben.id });
    expect(await stopped).toEqual({ userId: ana.id, isTyping: false });
    await pause(100);
    expect([...eveSaw, ...anaSaw]).toEqual([]);

    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/auth/users/${eve.id}/block/${ana.id}`,
      headers: bearer(eve),
    });
    anaTab.emit('typing', { receiver: eve.id });
    await pause(200);
    expect(eveSaw).toEqual([]);
  });
});

describe('presence', () => {
  it('goes online with the first tab and offline with the last, storing lastSeen', async () => {
    const watcher = await signedInMember(t, 'Watcher');
    const ana = await signedInMember(t, 'Ana');
    await converse(watcher, ana);
    const watch = await sockets.connected(url, watcher.token);
    const onlines = record(watch, 'userOnline');
    const offlines = record(watch, 'userOffline');
    const mine = () => ({
      online: onlines.filter((e) => e.userId === ana.id).length,
      offline: offlines.filter((e) => e.userId === ana.id),
    });

    const tab1 = await sockets.connected(url, ana.token);
    const tab2 = await sockets.connected(url, ana.token);
    await pause(100);
    expect(mine().online).toBe(1);

    const listed = await new Promise<TOnlineUsersAck>((r) => watch.emit('getOnlineUsers', r));
    expect(listed.status === 'success' && listed.users).toContainEqual({
      userId: ana.id,
      status: 'online',
      lastSeen: null,
    });
    const conv = await t.app.inject({
      method: 'POST',
      url: '/api/v1/messages/conversations',
      headers: bearer(watcher),
      payload: { userId: ana.id },
    });
    expect(conv.json()).toMatchObject({ data: { status: 'online', lastSeen: null } });

    tab1.disconnect();
    await pause(200);
    expect(mine().offline).toEqual([]);

    const wentOffline = next(watch, 'userOffline');
    const before = Date.now();
    tab2.disconnect();
    const event = await wentOffline;
    expect(event.userId).toBe(ana.id);
    expect(Date.parse(event.lastSeen ?? '')).toBeGreaterThanOrEqual(before - 1000);

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/messages/conversations',
      headers: bearer(watcher),
    });
    expect(list.json()).toMatchObject({
      data: [{ _id: ana.id, status: 'offline', lastSeen: event.lastSeen }],
    });
    const after = await new Promise<TOnlineUsersAck>((r) => watch.emit('getOnlineUsers', r));
    expect(after.status === 'success' && after.users.map((u) => u.userId)).not.toContain(ana.id);
  });

  it('never shows presence across a block, either way, and updates it when the block changes', async () => {
    const watcher = await signedInMember(t, 'Watcher');
    const ana = await signedInMember(t, 'Ana');
    const ben = await signedInMember(t, 'Ben');
    await converse(watcher, ana);
    await converse(watcher, ben);
    const block = (blocked: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/auth/users/${ben.id}/${blocked ? 'block' : 'unblock'}/${ana.id}`,
        headers: bearer(ben),
      });
    const onlineSeenBy = async (socket: ChatSocket) => {
      const ack = await new Promise<TOnlineUsersAck>((r) => socket.emit('getOnlineUsers', r));
      return ack.status === 'success' ? ack.users.map((u) => u.userId) : [];
    };
    const watch = await sockets.connected(url, watcher.token);
    const benTab = await sockets.connected(url, ben.token);
    const benSaw = { online: record(benTab, 'userOnline'), offline: record(benTab, 'userOffline') };

    // A conversation exists, then Ben blocks Ana while she is online: she sees him go offline.
    const anaFirst = await sockets.connected(url, ana.token);
    await sendMessage(anaFirst, { receiver: ben.id, message: 'hi Ben' });
    const benHidden = next(anaFirst, 'userOffline');
    const anaHidden = next(benTab, 'userOffline');
    expect((await block(true)).statusCode).toBe(200);
    expect(await benHidden).toEqual({ userId: ben.id, lastSeen: null });
    expect(await anaHidden).toEqual({ userId: ana.id, lastSeen: null });
    anaFirst.disconnect();
    await next(watch, 'userOffline');
    benSaw.online.length = 0;
    benSaw.offline.length = 0;

    // Ana comes back: the watcher sees it, Ben does not (his next ack is the barrier).
    const watcherSees = next(watch, 'userOnline');
    const anaTab = await sockets.connected(url, ana.token);
    expect((await watcherSees).userId).toBe(ana.id);
    expect(await onlineSeenBy(benTab)).not.toContain(ana.id);
    expect(benSaw.online).toEqual([]);
    expect(await onlineSeenBy(anaTab)).not.toContain(ben.id);
    expect(await onlineSeenBy(watch)).toEqual(expect.arrayContaining([ana.id, ben.id]));
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/messages/conversations',
      headers: bearer(ben),
    });
    expect(list.json().data).toContainEqual(
      expect.objectContaining({ _id: ana.id, status: 'offline', lastSeen: null }),
    );

    // Unblocked, each sees the other online again.
    const anaShown = next(benTab, 'userOnline');
    expect((await block(false)).statusCode).toBe(200);
    expect(await anaShown).toEqual({ userId: ana.id });
    expect(await onlineSeenBy(benTab)).toContain(ana.id);
  });
});
