import type { TOwnUser } from '@chingu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import {
  awayMember,
  digestsTo,
  setTimes,
  unsubscribeToken,
  writeTo,
  type DigestMember,
} from './helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ DIGEST_INTERVAL_SECONDS: '0' });
});
afterAll(async () => {
  await t.close();
});

/** A member who just got a digest, and that digest. */
async function digestedMember(name: string) {
  const member = await awayMember(t, name);
  const writer = await awayMember(t, `${name}'s friend`);
  await writeTo(t, writer, member, 'hello');
  await t.app.digest.run();
  const [digest] = digestsTo(t, member);
  if (!digest) throw new Error('no digest');
  return { member, writer, digest };
}

async function digestSetting(member: DigestMember): Promise<boolean> {
  const me = await t.app.inject({
    method: 'GET',
    url: '/api/v1/auth/me',
    headers: { authorization: `Bearer ${member.token}` },
  });
  expect(me.statusCode, me.body).toBe(200);
  return me.json<{ data: TOwnUser }>().data.emailDigest;
}

describe('POST /api/v1/digest/unsubscribe', () => {
  it("turns digests off with the link's token, without signing in", async () => {
    const { member, digest } = await digestedMember('Ana');
    expect(await digestSetting(member)).toBe(true);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/digest/unsubscribe',
      payload: { token: unsubscribeToken(digest.text) },
    });

    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { emailDigest: false } });
    expect(await digestSetting(member)).toBe(false);
  });

  it('refuses a tampered or foreign token and changes nothing', async () => {
    const { member, writer, digest } = await digestedMember('Ben');
    const token = unsubscribeToken(digest.text);
    const [, signature] = token.split('.');
    const tampered = [
      `${token.slice(0, -2)}xx`,
      `${writer.id}.${signature}`,
      member.id,
      'not-a-token',
    ];
    for (const bad of tampered) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/digest/unsubscribe',
        payload: { token: bad },
      });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'invalidUnsubscribeLink' });
    }
    expect(await digestSetting(member)).toBe(true);
    expect(await digestSetting(writer)).toBe(true);
  });
});

describe('POST /api/v1/digest/unsubscribe/one-click (RFC 8058)', () => {
  it('turns digests off when a mail app posts to the List-Unsubscribe URL', async () => {
    const { member, digest } = await digestedMember('Cara');
    const target = new URL(/^<(.+)>$/.exec(digest.headers.get('list-unsubscribe')!)![1]!);

    const res = await t.app.inject({
      method: 'POST',
      url: `${target.pathname}${target.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });

    expect(res.statusCode, res.body).toBe(200);
    expect(await digestSetting(member)).toBe(false);
    // And no more digests for this member, even 13 hours on.
    await writeTo(t, await awayMember(t, 'Dan'), member, 'still there?');
    await setTimes(t, member, { digestMinutesAgo: 13 * 60 });
    await t.app.digest.run();
    expect(digestsTo(t, member)).toHaveLength(1);
  });

  it('refuses a tampered token', async () => {
    const { member } = await digestedMember('Eve');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/digest/unsubscribe/one-click?token=${member.id}.forged`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalidUnsubscribeLink' });
    expect(await digestSetting(member)).toBe(true);
  });
});
