import {
  NOTIFICATION_SETTING_KINDS,
  type TErrorResponse,
  type TNotificationSettings,
} from '@chingu/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { api, memberWithToken, type Member } from '../moments/helpers.ts';

let t: TestApp;
beforeAll(async () => void (t = await createTestApp()));
afterAll(async () => t.close());

const path = (who: Member, of: Member = who) => `/api/v1/auth/users/${of.id}/notification-settings`;

async function settingsOf(who: Member): Promise<TNotificationSettings> {
  const res = await api(t, 'GET', path(who), who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: TNotificationSettings }>().data;
}

async function put(who: Member, body: unknown, of: Member = who) {
  return t.app.inject({
    method: 'PUT',
    url: path(who, of),
    headers: { authorization: `Bearer ${who.token}`, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

const allOn = Object.fromEntries(
  NOTIFICATION_SETTING_KINDS.map((kind) => [kind, { inApp: true, push: true, email: true }]),
);

describe('notification settings', () => {
  it('start with every kind on in every channel', async () => {
    const ana = await memberWithToken(t, 'Ana');
    expect(await settingsOf(ana)).toEqual(allOn);
  });

  it('keep the e-mail digest choice of a member who never touched the grid', async () => {
    const ana = await memberWithToken(t, 'Ana');
    await t.db.update(users).set({ emailDigest: false }).where(eq(users.id, ana.id));
    const settings = await settingsOf(ana);
    expect(settings.message).toEqual({ inApp: true, push: true, email: false });
    expect(settings.follow).toEqual({ inApp: true, push: true, email: true });
  });

  it('change only the switches sent, and message e-mail is the digest setting', async () => {
    const ana = await memberWithToken(t, 'Ana');
    const res = await put(ana, { follow: { push: false }, message: { email: false } });
    expect(res.statusCode, res.body).toBe(200);
    const changed = res.json<{ data: TNotificationSettings }>().data;
    expect(changed.follow).toEqual({ inApp: true, push: false, email: true });
    expect(changed.message.email).toBe(false);
    expect(changed.momentLike).toEqual({ inApp: true, push: true, email: true });
    // Stored: read back, and the digest setting of the account follows.
    expect(await settingsOf(ana)).toEqual(changed);
    const me = await api(t, 'GET', '/api/v1/auth/me', ana);
    expect(me.json<{ data: { emailDigest: boolean } }>().data.emailDigest).toBe(false);

    // And back on; a full grid is accepted too.
    const full = await put(ana, allOn);
    expect(full.statusCode, full.body).toBe(200);
    expect(await settingsOf(ana)).toEqual(allOn);
  });

  it('keep notices from the moderators in the app (400 moderationAlwaysInApp)', async () => {
    const ana = await memberWithToken(t, 'Ana');
    const res = await put(ana, { moderation: { inApp: false }, follow: { inApp: false } });
    expect(res.statusCode).toBe(400);
    expect(res.json<TErrorResponse>().code).toBe('moderationAlwaysInApp');
    // Nothing of the refused request was stored.
    expect(await settingsOf(ana)).toEqual(allOn);
    // Its push and e-mail may go off.
    const ok = await put(ana, { moderation: { push: false, email: false } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await settingsOf(ana)).moderation).toEqual({ inApp: true, push: false, email: false });
  });

  it("are only the member's own (403 for another's, both ways)", async () => {
    const ana = await memberWithToken(t, 'Ana');
    const ben = await memberWithToken(t, 'Ben');
    expect((await api(t, 'GET', path(ana, ben), ana)).statusCode).toBe(403);
    const res = await put(ana, { follow: { inApp: false } }, ben);
    expect(res.statusCode).toBe(403);
    expect((await settingsOf(ben)).follow.inApp).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: path(ana) })).statusCode).toBe(401);
  });

  it.each([
    ['an empty body', {}, 'notificationSettingsEmpty'],
    ['an empty kind', { follow: {} }, 'notificationSettingsEmpty'],
    ['an unknown kind', { storyView: { inApp: false } }, 'invalidInput'],
    ['an unknown channel', { follow: { sms: false } }, 'invalidInput'],
    ['a string for a switch', { follow: { inApp: 'false' } }, 'invalidInput'],
    ['null for a switch', { follow: { push: null } }, 'invalidInput'],
    ['an array', [{ follow: { push: false } }], 'invalidInput'],
    ['a kind that is not an object', { follow: false }, 'invalidInput'],
  ])('refuse %s (400) and change nothing', async (_what, body, code) => {
    const ana = await memberWithToken(t, 'Ana');
    const res = await put(ana, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<TErrorResponse>().code).toBe(code);
    expect(await settingsOf(ana)).toEqual(allOn);
  });

  it('refuse a malformed user id (400) and a body that is not JSON', async () => {
    const ana = await memberWithToken(t, 'Ana');
    const bad = await api(t, 'GET', '/api/v1/auth/users/not-an-id/notification-settings', ana);
    expect(bad.statusCode).toBe(400);
    const res = await t.app.inject({
      method: 'PUT',
      url: path(ana),
      headers: { authorization: `Bearer ${ana.token}`, 'content-type': 'application/json' },
      payload: '{"follow":',
    });
    expect(res.statusCode).toBe(400);
  });
});
