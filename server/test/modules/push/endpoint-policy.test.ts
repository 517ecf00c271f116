import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../../src/db/schema/index.ts';
import { isPublicPushEndpoint } from '../../../src/modules/push/endpoint-policy.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { bearer, signedInMember } from '../chat/chat-helpers.ts';

describe('isPublicPushEndpoint', () => {
  it('accepts the push services browsers use', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QGuQyavXutnMH',
      'https://wns2-by3p.notify.windows.com/w/?token=BQYAAA',
    ]) {
      expect(isPublicPushEndpoint(endpoint), endpoint).toBe(true);
    }
  });

  it('refuses http, loopback, private and link-local addresses and internal names', () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://127.0.0.1/push',
      'https://10.1.2.3/push',
      'https://192.168.1.10:8443/push',
      'https://172.20.0.5/push',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/push',
      'https://[fd00::5]/push',
      'https://[::ffff:127.0.0.1]/push',
      'https://localhost/push',
      'https://redis.internal/push',
      'https://intranet/push',
    ]) {
      expect(isPublicPushEndpoint(endpoint), endpoint).toBe(false);
    }
  });
});

describe('POST /api/v1/push/subscriptions on a default install', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUSH_PRIVATE_ENDPOINTS: 'refuse' });
  });
  afterAll(async () => t.close());

  it('refuses an endpoint inside the network and stores nothing; a public one is kept', async () => {
    const member = await signedInMember(t, 'Pia Push');
    const keys = { p256dh: 'BKeyA', auth: 'authA' };
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/push/subscriptions',
      payload: { endpoint: 'https://169.254.169.254/latest/meta-data', keys },
      headers: bearer(member),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false, code: 'invalidPushSubscription' });
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/push/subscriptions',
      payload: { endpoint: 'https://fcm.googleapis.com/fcm/send/pia', keys },
      headers: bearer(member),
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const rows = await t.app.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, member.id));
    expect(rows.map((r) => r.endpoint)).toEqual(['https://fcm.googleapis.com/fcm/send/pia']);
  });
});
