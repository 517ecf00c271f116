import type { TSendMessageAck, TSessionsResponse } from '@chingu/contract';
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../src/db/schema/index.ts';
import type { TestApp } from '../../helpers/app.ts';
import { PROFILE, postJson, seedMember } from '../../helpers/members.ts';
import { socketClients } from '../chat/chat-helpers.ts';

let t: TestApp;
let url: string;
const sockets = socketClients();
beforeAll(async () => void ({ t, url } = await sockets.listeningApp()));

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const browsers = {
  phone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  laptop:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
};

async function signIn(email: string, password: string, userAgent: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { 'user-agent': userAgent },
    payload: { email, password },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ token: string }>().token;
}

const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: auth(token) });

describe('change password', () => {
  it('needs the current password, keeps this device signed in and signs out the others', async () => {
    const { user, token } = await seedMember(t, 'pw@example.com');
    const phone = await signIn('pw@example.com', PROFILE.password, browsers.phone);
    const phoneSocket = await sockets.connected(url, phone);
    const change = (payload: Record<string, string>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/auth/users/${user._id}/password`,
        headers: auth(token),
        payload,
      });

    const wrong = await change({
      currentPassword: 'not my password',
      newPassword: 'a new secret!',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'wrongPassword' });
    expect((await me(phone)).statusCode).toBe(200);

    const phoneClosed = new Promise<string>((r) => phoneSocket.once('disconnect', r));
    const ok = await change({ currentPassword: PROFILE.password, newPassword: 'a new secret!' });
    expect(ok.json()).toEqual({ success: true, data: { signedOut: 1 } });
    expect(await phoneClosed).toBe('io server disconnect');
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(token)).statusCode).toBe(200);

    const old = await postJson(t, '/api/v1/auth/login', {
      email: 'pw@example.com',
      password: PROFILE.password,
    });
    expect(old.statusCode).toBe(401);
    await signIn('pw@example.com', 'a new secret!', browsers.laptop);
  });

  it("refuses another member's path and a too-short new password, changing nothing", async () => {
    const ana = await seedMember(t, 'pw-ana@example.com');
    const ben = await seedMember(t, 'pw-ben@example.com');
    const other = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/auth/users/${ben.user._id}/password`,
      headers: auth(ana.token),
      payload: { currentPassword: PROFILE.password, newPassword: 'long enough pw' },
    });
    expect(other.statusCode).toBe(403);
    const short = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/auth/users/${ana.user._id}/password`,
      headers: auth(ana.token),
      payload: { currentPassword: PROFILE.password, newPassword: 'short' },
    });
    expect(short.json()).toMatchObject({ code: 'passwordTooShort' });
    await signIn('pw-ben@example.com', PROFILE.password, browsers.laptop);
    await signIn('pw-ana@example.com', PROFILE.password, browsers.laptop);
  });
});

describe('signed-in devices', () => {
  it('lists them with this device marked, signs out one, then all others', async () => {
    const { user } = await seedMember(t, 'dev@example.com');
    const laptop = await signIn('dev@example.com', PROFILE.password, browsers.laptop);
    const phone = await signIn('dev@example.com', PROFILE.password, browsers.phone);
    const list = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/auth/users/${user._id}/sessions`,
        headers: auth(laptop),
      });
      return res.json<TSessionsResponse>().data;
    };
    const sessions = await list();
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((s) => s.current)).toEqual([
      expect.objectContaining({ device: 'Safari on macOS' }),
    ]);
    const phoneRow = sessions.find((s) => s.device === 'Chrome on Android')!;

    const one = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/auth/users/${user._id}/sessions/${phoneRow._id}`,
      headers: auth(laptop),
    });
    expect(one.statusCode).toBe(200);
    expect((await me(phone)).statusCode).toBe(401);
    expect(await list()).toHaveLength(2);

    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/auth/users/${user._id}/sessions/${phoneRow._id}`,
      headers: auth(laptop),
    });
    expect(again.statusCode).toBe(404);

    const rest = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/auth/users/${user._id}/sessions`,
      headers: auth(laptop),
    });
    expect(rest.json()).toEqual({ success: true, data: { signedOut: 1 } });
    expect((await list()).map((s) => s.current)).toEqual([true]);
  });

  it("never shows or ends another member's sessions", async () => {
    const ana = await seedMember(t, 'dev-ana@example.com');
    const ben = await seedMember(t, 'dev-ben@example.com');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/auth/users/${ben.user._id}/sessions`,
      headers: auth(ana.token),
    });
    expect(res.statusCode).toBe(403);
    const visitor = await t.app.inject({
      method: 'GET',
      url: `/api/v1/auth/users/${ben.user._id}/sessions`,
    });
    expect(visitor.statusCode).toBe(401);
    expect((await me(ben.token)).statusCode).toBe(200);
  });
});

describe('settings and the message policy', () => {
  it('stores the settings, shows them on /me, and refuses an empty or foreign change', async () => {
    const { user, token } = await seedMember(t, 'set@example.com');
    // PRODUCT §9.1: a new member takes message requests.
    expect((await me(token)).json()).toMatchObject({
      data: { emailDigest: true, messagePolicy: 'requests' },
    });
    const put = (userId: string, payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/auth/users/${userId}/settings`,
        headers: auth(token),
        payload,
      });
    expect((await put(user._id, { emailDigest: false })).json()).toEqual({
      success: true,
      data: { emailDigest: false, messagePolicy: 'requests' },
    });
    expect((await put(user._id, { messagePolicy: 'everyone' })).json()).toEqual({
      success: true,
      data: { emailDigest: false, messagePolicy: 'everyone' },
    });
    expect((await put(user._id, {})).json()).toMatchObject({ code: 'settingsEmpty' });
    expect((await put(user._id, { messagePolicy: 'nobody' })).statusCode).toBe(400);
    const other = await seedMember(t, 'set-other@example.com');
    expect((await put(other.user._id, { emailDigest: false })).statusCode).toBe(403);
    expect((await me(other.token)).json()).toMatchObject({ data: { emailDigest: true } });
    expect((await me(token)).json()).toMatchObject({ data: { emailDigest: false } });
  });

  it("with 'following', only followed members start a conversation; one already begun goes on", async () => {
    const host = await seedMember(t, 'host@example.com');
    const friend = await seedMember(t, 'friend@example.com');
    const stranger = await seedMember(t, 'stranger@example.com');
    const earlier = await seedMember(t, 'earlier@example.com');
    const send = (from: string, to: string, message: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/messages',
        headers: auth(from),
        payload: { receiver: to, message },
      });
    expect((await send(earlier.token, host.user._id, 'hello before')).statusCode).toBe(201);
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/auth/users/${host.user._id}/settings`,
      headers: auth(host.token),
      payload: { messagePolicy: 'following' },
    });
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/auth/users/${host.user._id}/follow/${friend.user._id}`,
      headers: auth(host.token),
    });
    const [before] = await t.db.select({ n: count() }).from(messages);

    const refused = await send(stranger.token, host.user._id, 'hi!');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'messagingRestricted',
      error: 'This member only receives messages from people they follow',
    });
    const socket = await sockets.connected(url, stranger.token);
    const ack = await new Promise<TSendMessageAck>((resolve) =>
      socket.emit(
        'sendMessage',
        { receiver: host.user._id, message: 'hi?', clientId: 's1' },
        resolve,
      ),
    );
    expect(ack).toMatchObject({ status: 'error', code: 'messagingRestricted' });
    const [after] = await t.db.select({ n: count() }).from(messages);
    expect(after?.n).toBe(before?.n);

    expect((await send(friend.token, host.user._id, 'hi from a friend')).statusCode).toBe(201);
    expect((await send(earlier.token, host.user._id, 'still talking')).statusCode).toBe(201);
    // The host can write to anyone; once they have, the stranger may answer.
    expect((await send(host.token, stranger.user._id, 'welcome')).statusCode).toBe(201);
    expect((await send(stranger.token, host.user._id, 'thanks!')).statusCode).toBe(201);
  });
});
