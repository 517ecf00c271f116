import type {
  TConversation,
  TConversationsResponse,
  TMessagesPageResponse,
  TNotificationsResponse,
  TUnreadCount,
} from '@chingu/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { follows } from '../../../src/db/schema/index.ts';
import type { TestApp } from '../../helpers/app.ts';
import { multipart, pngImage } from '../../helpers/fixtures.ts';
import {
  bearer,
  next,
  pause,
  record,
  sendOverSocket,
  sentOverSocket,
  signedInMember,
  socketClients,
  type Member,
} from './chat-helpers.ts';

/**
 * PRODUCT §9.1 message requests: a first message from someone the receiver does not follow waits
 * under Requests until they accept (PUT or a reply) or decline; until then the sender writes at
 * most 3 texts and sees nothing of the receiver.
 */
let t: TestApp;
let url: string;
const sockets = socketClients();
beforeAll(async () => void ({ t, url } = await sockets.listeningApp()));

/** A member with the default message policy, 'requests'. */
const receiver = (name: string) => signedInMember(t, name, { messagePolicy: 'requests' });

const api = (
  member: Member,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  payload?: Record<string, unknown>,
) =>
  t.app.inject({
    method,
    url: path,
    headers: bearer(member),
    ...(payload ? { payload } : {}),
  });

const send = (from: Member, to: Member, message: string, extra: Record<string, unknown> = {}) =>
  api(from, 'POST', '/api/v1/messages', { receiver: to.id, message, ...extra });

async function sent(from: Member, to: Member, message: string) {
  const res = await send(from, to, message);
  expect(res.statusCode, res.body).toBe(201);
}

async function list(member: Member, query = ''): Promise<TConversation[]> {
  const res = await api(member, 'GET', `/api/v1/messages/conversations${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TConversationsResponse>().data;
}

async function unread(member: Member): Promise<TUnreadCount> {
  await t.app.notificationsSettled();
  const res = await api(member, 'GET', '/api/v1/notifications/unread-count');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: TUnreadCount }>().data;
}

async function notificationsOf(member: Member) {
  await t.app.notificationsSettled();
  const res = await api(member, 'GET', '/api/v1/notifications');
  return res.json<TNotificationsResponse>().data;
}

async function messagesBetween(viewer: Member, other: Member) {
  const res = await api(viewer, 'GET', `/api/v1/messages/conversation/${viewer.id}/${other.id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TMessagesPageResponse>().data;
}

const accept = (me: Member, partner: Member) =>
  api(me, 'PUT', `/api/v1/messages/conversations/${partner.id}/accept`);
const decline = (me: Member, partner: Member) =>
  api(me, 'PUT', `/api/v1/messages/conversations/${partner.id}/decline`);

function expectRequestPending(res: { statusCode: number; json: () => unknown }) {
  expect(res.statusCode).toBe(403);
  expect(res.json()).toMatchObject({ success: false, code: 'requestPending' });
}

describe('a first message from a stranger', () => {
  it('lands under Requests only, counted apart, with one folded notification and no presence for the sender', async () => {
    const ana = await receiver('Ana');
    const ben = await signedInMember(t, 'Ben');
    await sent(ben, ana, 'Hi Ana, can we practise Korean?');

    expect(await list(ana)).toEqual([]);
    const [request, ...others] = await list(ana, '?requests=true');
    expect(others).toEqual([]);
    expect(request).toMatchObject({
      _id: ben.id,
      requestStatus: 'request',
      unreadCount: 1,
      lastMessage: 'Hi Ana, can we practise Korean?',
    });
    expect(await list(ana, '?archived=true')).toEqual([]);
    expect(await unread(ana)).toEqual({ notifications: 1, conversations: 0, requests: 1 });

    // The sender sees their own conversation, pending, without the receiver's presence.
    await sockets.connected(url, ana.token);
    const [mine] = await list(ben);
    expect(mine).toMatchObject({
      _id: ana.id,
      requestStatus: 'pending',
      status: 'offline',
      lastSeen: null,
    });

    await sent(ben, ana, 'I am learning for a year now');
    const requestNotes = (await notificationsOf(ana)).filter((n) => n.kind === 'messageRequest');
    expect(requestNotes).toHaveLength(1);
    expect(requestNotes[0]).toMatchObject({ actor: { _id: ben.id }, readAt: null });
    expect(requestNotes[0]).not.toHaveProperty('preview');
    expect(await unread(ana)).toEqual({ notifications: 1, conversations: 0, requests: 1 });
    // Opening it clears the badge but tells the sender nothing.
    const read = await api(ana, 'PUT', `/api/v1/messages/conversations/${ben.id}/read`);
    expect(read.json()).toMatchObject({ markedCount: 0 });
    expect(await unread(ana)).toMatchObject({ requests: 0 });
    expect((await messagesBetween(ben, ana)).every((m) => !m.read)).toBe(true);
  });

  it('allows 3 texts, then refuses the 4th and any photo, voice or correction with requestPending', async () => {
    const ana = await receiver('Ana');
    const ben = await signedInMember(t, 'Ben');
    await sent(ben, ana, 'one');
    const upload = multipart({}, [
      { filename: 'p.png', contentType: 'image/png', data: await pngImage() },
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/v1/messages/attachments',
      headers: { ...bearer(ben), ...upload.headers },
      payload: upload.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const attachmentId = uploaded.json<{ data: { attachmentId: string } }>().data.attachmentId;
    expectRequestPending(await send(ben, ana, 'look', { attachmentIds: [attachmentId] }));
    const [first] = await messagesBetween(ben, ana);
    expectRequestPending(
      await api(ben, 'POST', '/api/v1/messages', {
        receiver: ana.id,
        kind: 'correction',
        correction: { messageId: first!._id, corrected: 'uno' },
      }),
    );

    await sent(ben, ana, 'two');
    expect((await send(ben, ana, 'three', { clientId: 'third' })).statusCode).toBe(201);
    const fourth = await send(ben, ana, 'four');
    expectRequestPending(fourth);
    expect(fourth.json()).toMatchObject({
      error: expect.stringContaining('3 text messages') as unknown,
    });
    const socket = await sockets.connected(url, ben.token);
    expect(await sendOverSocket(socket, { receiver: ana.id, message: 'five' })).toMatchObject({
      status: 'error',
      code: 'requestPending',
    });
    // A retry of a stored message still answers it (idempotent), the cap notwithstanding.
    expect((await send(ben, ana, 'three', { clientId: 'third' })).statusCode).toBe(200);
    expect((await messagesBetween(ana, ben)).map((m) => m.message)).toEqual([
      'one',
      'two',
      'three',
    ]);
  });

  it('is accepted with PUT accept: both see a conversation, presence and the rest flow', async () => {
    const ana = await receiver('Ana');
    const ben = await signedInMember(t, 'Ben');
    const [anaSocket, benSocket] = await Promise.all([
      sockets.connected(url, ana.token),
      sockets.connected(url, ben.token),
    ]);
    const benHears = record(benSocket, 'userOnline');
    const incoming = next(anaSocket, 'newMessage');
    await sent(ben, ana, 'Hello!');
    expect(await incoming).toMatchObject({ request: true, senderId: ben.id });
    await pause(200);
    expect(benHears).toEqual([]);

    const benAccepted = next(benSocket, 'conversationAccepted');
    const anaOnline = next(benSocket, 'userOnline');
    const res = await accept(ana, ben);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ data: { _id: ben.id, requestStatus: 'accepted' } });
    expect(await benAccepted).toEqual({ userId: ana.id });
    expect(await anaOnline).toEqual({ userId: ana.id });

    expect(await list(ana, '?requests=true')).toEqual([]);
    expect(await list(ana)).toMatchObject([{ _id: ben.id, requestStatus: 'accepted' }]);
    expect(await list(ben)).toMatchObject([
      { _id: ana.id, requestStatus: 'accepted', status: 'online' },
    ]);
    // No cap any more, and the read receipt now reaches the sender.
    for (const text of ['2', '3', '4', '5']) await sent(ben, ana, text);
    const receipt = next(benSocket, 'messagesRead');
    await api(ana, 'PUT', `/api/v1/messages/conversations/${ben.id}/read`);
    expect(await receipt).toMatchObject({ readBy: ana.id, markedCount: 5 });
    // Accepting again changes nothing; there is nothing to accept from Ben's side.
    expect((await accept(ana, ben)).statusCode).toBe(200);
    expect((await accept(ben, ana)).statusCode).toBe(200);
    const stranger = await signedInMember(t, 'Cleo');
    expect((await accept(ana, stranger)).statusCode).toBe(404);
  });

  it("is accepted by the receiver's reply", async () => {
    const ana = await receiver('Ana');
    const ben = await signedInMember(t, 'Ben');
    const benSocket = await sockets.connected(url, ben.token);
    await sent(ben, ana, 'Hi!');
    const accepted = next(benSocket, 'conversationAccepted');
    const reply = next(benSocket, 'newMessage');
    await sent(ana, ben, 'Hi Ben, sure');
    expect(await accepted).toEqual({ userId: ana.id });
    expect((await reply).request).toBeUndefined();
    expect(await list(ana)).toMatchObject([{ _id: ben.id, requestStatus: 'accepted' }]);
    expect(await list(ana, '?requests=true')).toEqual([]);
    expect(await list(ben)).toMatchObject([{ _id: ana.id, requestStatus: 'accepted' }]);
    for (const text of ['2', '3', '4']) await sent(ben, ana, text);
  });

  it('is declined for good: hidden from the receiver, refused to the sender, who is not told', async () => {
    const ana = await receiver('Ana');
    const ben = await signedInMember(t, 'Ben');
    await sent(ben, ana, 'Hey');
    const res = await decline(ana, ben);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });

    expect(await list(ana, '?requests=true')).toEqual([]);
    expect(await list(ana)).toEqual([]);
    expect(await unread(ana)).toMatchObject({ conversations: 0, requests: 0 });
    expect(await messagesBetween(ana, ben)).toEqual([]);
    // Ben's side is unchanged: still pending; his next message gets the same answer as a cap.
    expect(await list(ben)).toMatchObject([{ _id: ana.id, requestStatus: 'pending' }]);
    expectRequestPending(await send(ben, ana, 'Hello??'));
    expect(await list(ana, '?requests=true')).toEqual([]);
    // Accepting needs a request; declining an accepted conversation is refused.
    expect((await accept(ana, ben)).statusCode).toBe(404);
    const cleo = await signedInMember(t, 'Cleo');
    await sent(ana, cleo, 'hi');
    expect((await decline(cleo, ana)).statusCode).toBe(404);
  });
});

describe('the policy decides', () => {
  it("'everyone' turns requests off; 'following' refuses strangers; a followed member is never a request", async () => {
    const ana = await receiver('Ana');
    const ben = await signedInMember(t, 'Ben');
    const cleo = await signedInMember(t, 'Cleo');
    await t.db.insert(follows).values({ followerId: ana.id, followeeId: cleo.id });
    await sent(cleo, ana, 'from someone Ana follows');
    expect(await list(ana)).toMatchObject([{ _id: cleo.id, requestStatus: 'accepted' }]);

    const everyone = await api(ana, 'PUT', `/api/v1/auth/users/${ana.id}/settings`, {
      messagePolicy: 'everyone',
    });
    expect(everyone.json()).toMatchObject({ data: { messagePolicy: 'everyone' } });
    await sent(ben, ana, 'hi');
    expect((await list(ana)).map((c) => [c._id, c.requestStatus])).toEqual([
      [ben.id, 'accepted'],
      [cleo.id, 'accepted'],
    ]);

    const dan = await signedInMember(t, 'Dan');
    await api(ana, 'PUT', `/api/v1/auth/users/${ana.id}/settings`, { messagePolicy: 'following' });
    const refused = await send(dan, ana, 'hi');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'messagingRestricted' });
    await sent(ben, ana, 'a conversation already begun goes on');
  });
});

describe('while a request waits', () => {
  it('the sender sees no presence, typing or read receipts of the receiver, and cannot call', async () => {
    const ana = await receiver('Ana');
    const ben = await signedInMember(t, 'Ben');
    const benSocket = await sockets.connected(url, ben.token);
    await sentOverSocket(benSocket, { receiver: ana.id, message: 'Hi' });
    const heard = {
      online: record(benSocket, 'userOnline'),
      typing: record(benSocket, 'userTyping'),
      read: record(benSocket, 'messagesRead'),
    };
    const anaSocket = await sockets.connected(url, ana.token);
    // Asked by id, the answer leaves Ana out.
    const asked = await new Promise<unknown>((resolve) =>
      benSocket.emit('getOnlineUsers', { userIds: [ana.id] }, resolve),
    );
    expect(asked).toEqual({ status: 'success', users: [] });
    anaSocket.emit('typing', { receiver: ben.id });
    const marked = await new Promise<unknown>((resolve) =>
      anaSocket.emit('markAsRead', { senderId: ben.id }, resolve),
    );
    expect(marked).toEqual({ status: 'success', markedCount: 0 });
    const call = await new Promise<unknown>((resolve) =>
      (benSocket as unknown as { emit: (...args: unknown[]) => void }).emit(
        'call:invite',
        { callId: crypto.randomUUID(), to: ana.id, media: 'audio' },
        resolve,
      ),
    );
    expect(call).toMatchObject({ status: 'error', code: 'requestPending' });
    // Nor can Ana call before she accepts, nor a stranger who never wrote.
    const anaCall = await new Promise<unknown>((resolve) =>
      (anaSocket as unknown as { emit: (...args: unknown[]) => void }).emit(
        'call:invite',
        { callId: crypto.randomUUID(), to: ben.id, media: 'video' },
        resolve,
      ),
    );
    expect(anaCall).toMatchObject({ status: 'error', code: 'requestPending' });
    const cleo = await signedInMember(t, 'Cleo');
    const cleoSocket = await sockets.connected(url, cleo.token);
    const cold = await new Promise<unknown>((resolve) =>
      (cleoSocket as unknown as { emit: (...args: unknown[]) => void }).emit(
        'call:invite',
        { callId: crypto.randomUUID(), to: ana.id, media: 'audio' },
        resolve,
      ),
    );
    expect(cold).toMatchObject({ status: 'error', code: 'requestPending' });

    await pause(300);
    expect(heard).toEqual({ online: [], typing: [], read: [] });
    // After the acceptance typing reaches him.
    await accept(ana, ben);
    const typing = next(benSocket, 'userTyping');
    anaSocket.emit('typing', { receiver: ben.id });
    expect(await typing).toEqual({ userId: ana.id, isTyping: true });
  });
});

describe('new contacts a day (default NEW_CONTACTS_PER_DAY = 20)', () => {
  it('lets a new account open 5 conversations in its first 24 hours, RATE_LIMITS off or not', async () => {
    expect(t.config.rateLimits.enabled).toBe(false);
    const newcomer = await signedInMember(t, 'Newcomer');
    const others = await Promise.all(
      Array.from({ length: 6 }, (_, i) => signedInMember(t, `Partner ${i}`)),
    );
    for (const other of others.slice(0, 5)) await sent(newcomer, other, 'hello');
    const sixth = await send(newcomer, others[5]!, 'hello');
    expect(sixth.statusCode).toBe(429);
    const body = sixth.json<{ code: string; retryAfter: number }>();
    expect(body).toMatchObject({ success: false, code: 'newContactLimit' });
    expect(body.retryAfter).toBeGreaterThan(23 * 3600);
    expect(body.retryAfter).toBeLessThanOrEqual(24 * 3600);
    expect(sixth.headers['retry-after']).toBe(String(body.retryAfter));
    // Conversations already open go on.
    await sent(newcomer, others[0]!, 'still here');
  });
});
