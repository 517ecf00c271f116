import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions, users } from '../../../src/db/schema/index.ts';
import type { TestApp } from '../../helpers/app.ts';
import {
  followNotification,
  startPushService,
  subscribedBrowser,
  type PushService,
} from '../../helpers/push-service.ts';
import {
  bearer,
  next,
  sendOverSocket,
  signedInMember,
  socketClients,
  type ChatSocket,
  type Member,
} from '../chat/chat-helpers.ts';

let t: TestApp;
let url: string;
let service: PushService;
const sockets = socketClients();

beforeAll(async () => {
  ({ t, url } = await sockets.listeningApp());
  service = await startPushService(() => t.app.push.publicKey);
});
// Run before the sockets close and the app stops (socketClients' hooks were added first).
afterEach(() => service.release());
afterAll(async () => service.close());

async function send(socket: ChatSocket, receiver: Member, message: string) {
  const ack = await sendOverSocket(socket, { receiver: receiver.id, message });
  expect(ack.status).toBe('success');
  return ack;
}

/** Closes the member's socket and waits until the server has counted them offline. */
async function goOffline(member: Member, socket: ChatSocket) {
  socket.disconnect();
  await expect
    .poll(async () => (await t.app.presence.onlineAmong([member.id])).has(member.id))
    .toBe(false);
}

describe('messages', () => {
  it('are pushed to a receiver with no open socket, not while one is open', async () => {
    const ana = await signedInMember(t, 'Ana');
    const ben = await signedInMember(t, 'Ben');
    const browser = await subscribedBrowser(t.app, service, ben);
    const anaSocket = await sockets.connected(url, ana.token);
    const benSocket = await sockets.connected(url, ben.token);

    const shown = next(benSocket, 'newMessage');
    await send(anaSocket, ben, 'seen in the app');
    await shown;
    await goOffline(ben, benSocket);
    await send(anaSocket, ben, 'are you there?');

    const [push] = await browser.pushes(1);
    expect(push).toEqual({
      payload: {
        kind: 'message',
        title: 'Ana',
        body: 'are you there?',
        url: `/chat/${ana.id}`,
        tag: `chat:${ana.id}`,
      },
      ttl: '86400',
      urgency: 'high',
    });
    // The message Ben saw in the app never came as a push.
    expect(browser.received).toHaveLength(1);
  });

  it('are not pushed from a conversation the receiver muted', async () => {
    const ana = await signedInMember(t, 'Ana');
    const ben = await signedInMember(t, 'Ben');
    const cara = await signedInMember(t, 'Cara');
    const browser = await subscribedBrowser(t.app, service, ben);
    const anaSocket = await sockets.connected(url, ana.token);
    const caraSocket = await sockets.connected(url, cara.token);

    await send(anaSocket, ben, 'one');
    await browser.pushes(1);
    const muted = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/messages/conversations/${ana.id}/mute`,
      payload: { muted: true },
      headers: bearer(ben),
    });
    expect(muted.statusCode).toBe(200);
    await send(anaSocket, ben, 'two (muted)');
    await send(caraSocket, ben, 'from Cara');

    await browser.pushes(2);
    expect(browser.received.map((p) => p.payload.body)).toEqual(['one', 'from Cara']);
  });

  it('never wait for a push service: the ack comes while the endpoint still hangs', async () => {
    const ana = await signedInMember(t, 'Ana');
    const ben = await signedInMember(t, 'Ben');
    const browser = await subscribedBrowser(t.app, service, ben);
    browser.answer = 'hang';
    const anaSocket = await sockets.connected(url, ana.token);

    await send(anaSocket, ben, 'first');
    await browser.requests(1);
    expect(service.hangingCount).toBe(1);

    // The push service holds the first push; the next message is acknowledged all the same.
    const ack = await send(anaSocket, ben, 'second');
    expect(ack.status).toBe('success');
    expect(service.hangingCount).toBeGreaterThanOrEqual(1);
    expect(browser.received).toEqual([]);

    await browser.requests(2);
    service.release();
    expect((await browser.pushes(2)).map((p) => p.payload.body).sort()).toEqual([
      'first',
      'second',
    ]);
  });

  it('delete the subscription of a browser the push service says is gone', async () => {
    const ana = await signedInMember(t, 'Ana');
    const ben = await signedInMember(t, 'Ben');
    const browser = await subscribedBrowser(t.app, service, ben);
    browser.answer = { status: 410 };
    const anaSocket = await sockets.connected(url, ana.token);

    await send(anaSocket, ben, 'hello?');

    await expect
      .poll(async () =>
        t.db
          .select({ id: pushSubscriptions.id })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, ben.id)),
      )
      .toEqual([]);
  });
});

describe('notifications', () => {
  it("are pushed in the member's language when they have no open socket", async () => {
    const ana = await signedInMember(t, 'Ana');
    const ben = await signedInMember(t, 'Ben');
    await t.db.update(users).set({ preferredLanguage: 'ko' }).where(eq(users.id, ben.id));
    const browser = await subscribedBrowser(t.app, service, ben);
    const benSocket = await sockets.connected(url, ben.token);

    t.app.events.emit('notificationStored', {
      userId: ben.id,
      notification: followNotification(ana, 'n-1'),
    });
    // The app shows that one (Ben is online); the next comes while he is away.
    await goOffline(ben, benSocket);
    t.app.events.emit('notificationStored', {
      userId: ben.id,
      notification: followNotification(ana, 'n-2'),
    });

    const [push] = await browser.pushes(1);
    expect(push!.payload).toEqual({
      kind: 'follow',
      title: 'Ana',
      body: '회원님을 팔로우하기 시작했어요',
      url: `/community/${ana.id}`,
      tag: 'notification:n-2',
    });
    expect(browser.received).toHaveLength(1);
  });
});
