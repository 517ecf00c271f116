import { createHmac } from 'node:crypto';
import { LIMITS, type TFeaturesResponse, type TIceServersResponse } from '@chingu/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { bearer, signedInMember } from './calls-helpers.ts';

/** `GET /api/v1/calls/ice-servers` (PRODUCT §8.2): STUN/TURN for RTCPeerConnection. */
const opened: TestApp[] = [];
afterEach(async () => {
  for (const t of opened.splice(0)) await t.close();
});

async function appWith(env: Record<string, string> = {}) {
  const t = await createTestApp(env);
  opened.push(t);
  return t;
}

async function iceServers(t: TestApp) {
  const member = await signedInMember(t, 'Ana');
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v1/calls/ice-servers',
    headers: bearer(member),
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return { member, servers: res.json<TIceServersResponse>().data };
}

async function turnFeature(t: TestApp) {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/features' });
  return res.json<TFeaturesResponse>().data.turn;
}

describe('ICE servers', () => {
  it('are none by default (host candidates only), and need a signed-in member', async () => {
    const t = await appWith();
    expect((await iceServers(t)).servers).toEqual([]);
    expect(await turnFeature(t)).toBe(false);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/calls/ice-servers' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false, code: 'notSignedIn' });
  });

  it('are the ICE_SERVERS, plus a short-lived TURN credential that coturn can verify', async () => {
    const stun = { urls: ['stun:stun.example.org:3478'] };
    const secret = 'a-long-shared-turn-secret';
    const t = await appWith({
      ICE_SERVERS: JSON.stringify([stun]),
      TURN_URLS: 'turn:turn.example.org:3478?transport=udp, turns:turn.example.org:5349',
      TURN_SECRET: secret,
    });
    const startedAt = Math.floor(Date.now() / 1000);
    const { member, servers } = await iceServers(t);
    expect(servers[0]).toEqual(stun);
    const turn = servers[1]!;
    expect(turn.urls).toEqual([
      'turn:turn.example.org:3478?transport=udp',
      'turns:turn.example.org:5349',
    ]);
    const [expiry, userId] = turn.username!.split(':');
    expect(userId).toBe(member.id);
    const lifetime = Number(expiry) - startedAt;
    expect(lifetime).toBeGreaterThanOrEqual(LIMITS.turnCredentialMinutes * 60 - 5);
    expect(lifetime).toBeLessThanOrEqual(LIMITS.turnCredentialMinutes * 60 + 5);
    expect(turn.credential).toBe(
      createHmac('sha1', secret).update(turn.username!).digest('base64'),
    );
    expect(await turnFeature(t)).toBe(true);
  });

  it('stop start-up with a clear message when misconfigured', () => {
    expect(() => loadConfig({ ICE_SERVERS: '[{"urls":' })).toThrow(/ICE_SERVERS: expected JSON/);
    expect(() => loadConfig({ ICE_SERVERS: '[{"url":"stun:x"}]' })).toThrow(/ICE_SERVERS/);
    expect(() => loadConfig({ TURN_URLS: 'turn:x:3478' })).toThrow(/TURN_URLS and TURN_SECRET/);
    expect(() => loadConfig({ TURN_URLS: 'https://x', TURN_SECRET: 'a'.repeat(20) })).toThrow(
      /turn: or turns:/,
    );
  });
});
