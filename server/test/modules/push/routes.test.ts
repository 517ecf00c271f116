import {
  LIMITS,
  type TFeaturesResponse,
  type TPushPublicKeyResponse,
  type TPushSubscriptionRequest,
} from '@chingu/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { bearer, signedInMember, type Member } from '../chat/chat-helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let seq = 0;
function subscriptionJson(): TPushSubscriptionRequest {
  seq += 1;
  return {
    endpoint: `https://push.example.com/send/${seq}-${Date.now()}`,
    expirationTime: null,
    keys: { p256dh: `BKey${seq}`, auth: `auth${seq}` },
  };
}

function subscribe(member: Member | null, body: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/push/subscriptions',
    payload: body as object,
    headers: member ? bearer(member) : {},
  });
}

function unsubscribe(member: Member, endpoint: string) {
  return t.app.inject({
    method: 'DELETE',
    url: '/api/v1/push/subscriptions',
    payload: { endpoint },
    headers: bearer(member),
  });
}

async function subscriptionsOf(member: Member) {
  return t.db
    .select({ endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, member.id))
    .orderBy(asc(pushSubscriptions.createdAt));
}

describe('GET /api/v1/push/public-key and features', () => {
  it('answers the VAPID public key, and features say push works', async () => {
    const key = await t.app.inject({ method: 'GET', url: '/api/v1/push/public-key' });
    expect(key.statusCode).toBe(200);
    expect(key.json<TPushPublicKeyResponse>().data.publicKey).toBe(t.app.push.publicKey);
    // An uncompressed P-256 point: 65 bytes.
    expect(Buffer.from(t.app.push.publicKey, 'base64url')).toHaveLength(65);

    const features = await t.app.inject({ method: 'GET', url: '/api/v1/features' });
    expect(features.json<TFeaturesResponse>().data.push).toBe(true);
  });
});

describe('POST /api/v1/push/subscriptions', () => {
  it('needs a signed-in member and a valid subscription', async () => {
    expect((await subscribe(null, subscriptionJson())).statusCode).toBe(401);
    const ana = await signedInMember(t, 'Ana');
    const bad = await subscribe(ana, { endpoint: 'ftp://x', keys: { p256dh: 'a', auth: 'b' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'invalidPushSubscription' });
    expect(await subscriptionsOf(ana)).toEqual([]);
  });

  it('stores the subscription once; the same browser subscribing again updates its keys', async () => {
    const ana = await signedInMember(t, 'Ana');
    const browser = subscriptionJson();
    expect((await subscribe(ana, browser)).statusCode).toBe(200);
    const renewed = { ...browser, keys: { p256dh: 'BNewKey', auth: 'newAuth' } };
    expect((await subscribe(ana, renewed)).statusCode).toBe(200);
    expect(await subscriptionsOf(ana)).toEqual([{ endpoint: browser.endpoint, p256dh: 'BNewKey' }]);
  });

  it("never moves another member's browser: Ben subscribing Ana's endpoint is refused", async () => {
    const ana = await signedInMember(t, 'Ana');
    const ben = await signedInMember(t, 'Ben');
    const browser = subscriptionJson();
    expect((await subscribe(ana, browser)).statusCode).toBe(200);
    const taken = await subscribe(ben, { ...browser, keys: { p256dh: 'BBen', auth: 'ben' } });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ success: false, code: 'invalidPushSubscription' });
    expect(await subscriptionsOf(ana)).toEqual([
      { endpoint: browser.endpoint, p256dh: browser.keys.p256dh },
    ]);
    expect(await subscriptionsOf(ben)).toEqual([]);
    // The refusal leaves the connection usable: Ben's own browser is taken next.
    expect((await subscribe(ben, subscriptionJson())).statusCode).toBe(200);
  });

  it(`keeps at most ${LIMITS.pushSubscriptionsPerMember} per member, dropping the oldest`, async () => {
    const ana = await signedInMember(t, 'Ana');
    const browsers = Array.from(
      { length: LIMITS.pushSubscriptionsPerMember + 2 },
      subscriptionJson,
    );
    for (const browser of browsers) expect((await subscribe(ana, browser)).statusCode).toBe(200);
    const kept = (await subscriptionsOf(ana)).map((s) => s.endpoint).sort();
    expect(kept).toEqual(
      browsers
        .slice(2)
        .map((b) => b.endpoint)
        .sort(),
    );
  });
});

describe('DELETE /api/v1/push/subscriptions', () => {
  it("removes the caller's subscription, never another member's", async () => {
    const ana = await signedInMember(t, 'Ana');
    const ben = await signedInMember(t, 'Ben');
    const anas = subscriptionJson();
    const bens = subscriptionJson();
    await subscribe(ana, anas);
    await subscribe(ben, bens);

    expect((await unsubscribe(ana, bens.endpoint)).statusCode).toBe(200);
    expect(await subscriptionsOf(ben)).toHaveLength(1);

    expect((await unsubscribe(ana, anas.endpoint)).statusCode).toBe(200);
    expect(await subscriptionsOf(ana)).toEqual([]);
  });
});
