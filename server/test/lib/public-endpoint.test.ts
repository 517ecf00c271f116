import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../src/db/schema/index.ts';
import {
  checkedLookup,
  checkPushEndpoint,
  isPublicAddress,
  type ResolveHost,
} from '../../src/lib/public-endpoint.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { bearer, signedInMember } from '../modules/chat/chat-helpers.ts';

/** A resolver with a fixed table, counting its calls (the system's knows none of these names). */
function resolverOf(table: Record<string, string[]>) {
  const calls: string[] = [];
  const resolveHost: ResolveHost = async (hostname) => {
    calls.push(hostname);
    return (table[hostname] ?? []).map((address) => ({
      address,
      family: address.includes(':') ? 6 : 4,
    }));
  };
  return { resolveHost, calls };
}

const PUBLIC_V4 = '142.250.74.42';
const PUBLIC_V6 = '2a00:1450:4001:82b::200a';
const names = resolverOf({
  'fcm.googleapis.com': [PUBLIC_V4, PUBLIC_V6],
  'updates.push.services.mozilla.com': ['34.117.65.55'],
  'web.push.apple.com': ['17.188.143.28'],
  // Public names whose records point inside (localtest.me is a real one), or half inside.
  'localtest.me': ['127.0.0.1'],
  'rebind.example.com': [PUBLIC_V4, '10.0.0.7'],
  'v6-loopback.example.com': ['::1'],
});

describe('isPublicAddress', () => {
  it('accepts public unicast IPv4 and global IPv6', () => {
    for (const address of [PUBLIC_V4, '8.8.8.8', PUBLIC_V6, '2001:4860:4860::8888']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it('refuses loopback, private, link-local, reserved and IPv6 forms that carry IPv4', () => {
    for (const address of [
      '127.0.0.1',
      '127.1.2.3',
      '10.1.2.3',
      '172.20.0.5',
      '192.168.1.10',
      '169.254.169.254',
      '100.64.1.1',
      '0.0.0.0',
      '240.0.0.1',
      '224.0.0.1',
      '::1',
      '::',
      'fd00::5',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::127.0.0.1', // IPv4-compatible
      '64:ff9b::7f00:1', // NAT64 of 127.0.0.1
      '64:ff9b:1::7f00:1',
      '2002:7f00:1::', // 6to4 of 127.0.0.1
      '2001:0:4136:e378:8000:63bf:3fff:fdd2', // Teredo
      '2001:db8::1',
      'ff02::1',
      'not an address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });
});

describe('checkPushEndpoint', () => {
  it('accepts the push services browsers use, resolving their names', async () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QGuQyavXutnMH',
      `https://[${PUBLIC_V6}]/push`,
    ]) {
      expect(await checkPushEndpoint(endpoint, names), endpoint).toEqual({ ok: true });
    }
  });

  it('refuses other schemes and ports, inside addresses, and names that resolve inside', async () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:22/fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://user:pw@fcm.googleapis.com/fcm/send/abc',
      'https://127.0.0.1/push',
      'https://127.1/push',
      'https://0x7f000001/push',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/push',
      'https://[::ffff:127.0.0.1]/push',
      'https://[::127.0.0.1]/push',
      'https://[64:ff9b::7f00:1]/push',
      'https://[2002:7f00:1::]/push',
      'https://localhost/push',
      'https://redis.internal/push',
      'https://intranet/push',
      'https://localtest.me/push',
      'https://rebind.example.com/push',
      'https://v6-loopback.example.com/push',
      'https://unknown.example.com/push',
      'not a url',
    ]) {
      const verdict = await checkPushEndpoint(endpoint, names);
      expect(verdict.ok, endpoint).toBe(false);
    }
  });
});

describe('checkedLookup: the connection goes to the address that was checked', () => {
  let server: http.Server;
  let port: number;
  let requests = 0;
  beforeAll(async () => {
    server = http.createServer((_req, res) => {
      requests += 1;
      res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  function get(url: string, lookup: ReturnType<typeof checkedLookup>) {
    return new Promise<number>((resolve, reject) => {
      http
        .get(url, { lookup, agent: false }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        })
        .on('error', reject);
    });
  }

  it('refuses before connecting when the name now resolves inside (rebinding)', async () => {
    const { resolveHost, calls } = resolverOf({ 'push.example.com': ['127.0.0.1'] });
    const before = requests;
    await expect(
      get(`http://push.example.com:${port}/`, checkedLookup({ resolveHost })),
    ).rejects.toMatchObject({ code: 'EPRIVATEADDRESS' });
    expect(requests).toBe(before);
    expect(calls).toEqual(['push.example.com']);
  });

  it('connects to the resolved address itself, after one lookup (no second resolver)', async () => {
    // Only the table knows this name: reaching the server proves the socket used its answer.
    const { resolveHost, calls } = resolverOf({ 'push.example.com': ['127.0.0.1'] });
    const before = requests;
    const status = await get(
      `http://push.example.com:${port}/`,
      checkedLookup({ resolveHost, allowPrivate: true }),
    );
    expect(status).toBe(200);
    expect(requests).toBe(before + 1);
    expect(calls).toEqual(['push.example.com']);
  });
});

describe('POST /api/v1/push/subscriptions on a default install', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      { PUSH_PRIVATE_ENDPOINTS: 'refuse' },
      { resolveHost: names.resolveHost },
    );
  });
  afterAll(async () => t.close());

  it('refuses endpoints that reach inside, by address or by name, and stores nothing', async () => {
    const member = await signedInMember(t, 'Pia Push');
    const keys = { p256dh: 'BKeyA', auth: 'authA' };
    for (const endpoint of [
      'https://169.254.169.254/latest/meta-data',
      'https://localtest.me/push',
      'https://[::127.0.0.1]/push',
      'https://[64:ff9b::7f00:1]/push',
      'https://[2002:7f00:1::]/push',
      'https://fcm.googleapis.com:22/push',
    ]) {
      // One keep-alive client in effect: each refusal leaves the next request served.
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/v1/push/subscriptions',
        payload: { endpoint, keys },
        headers: bearer(member),
      });
      expect(refused.statusCode, endpoint).toBe(400);
      expect(refused.json()).toMatchObject({ success: false, code: 'invalidPushSubscription' });
    }
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
