import { LIMITS, type TErrorResponse } from '@chingu/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { testClock } from '../../helpers/clock.ts';
import { PROFILE, seedMember } from '../../helpers/members.ts';

/**
 * Issue 29 finding 7, decision 044: sign-in guesses for one account are braked whatever IP they
 * come from, and the brake does not lock the owner out of a browser they signed in on before.
 */
const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'on' }, { now: clock.now });
});
afterAll(async () => t.close());

let ips = 0;
/** A new client address each time (IPv4 and whole IPv6 /64s): the per-IP limit never bites. */
const freshIp = () => {
  ips += 1;
  return ips % 2
    ? `10.${(ips >> 16) & 255}.${(ips >> 8) & 255}.${ips & 255}`
    : `2001:db8:${ips.toString(16)}::1`;
};

function signIn(email: string, password: string, cookie?: string): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    remoteAddress: freshIp(),
    headers: cookie ? { cookie } : {},
    payload: { email, password },
  });
}

/** The cookie a browser keeps from a successful sign-in (name=value). */
function knownDeviceCookie(res: LightMyRequestResponse): string {
  const header = String(res.headers['set-cookie'] ?? '');
  expect(header).toMatch(
    /^chingu_known=[\w.-]+; Path=\/api\/v1\/auth; Max-Age=\d+; HttpOnly; SameSite=Strict/,
  );
  return header.split(';')[0]!;
}

function expectBraked(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(429);
  const body = res.json<TErrorResponse>();
  expect(body.code).toBe('signInBraked');
  expect(body.retryAfter).toBeGreaterThan(0);
  expect(body.retryAfter).toBeLessThanOrEqual(LIMITS.signInBrakeMinutes * 60);
}

describe('the per-account sign-in brake', () => {
  it('brakes guesses from 150 addresses, spares the known browser, lifts after its window', async () => {
    const email = 'owner@example.com';
    await seedMember(t, email);
    // The owner signed in on this browser before.
    const first = await signIn(email, PROFILE.password);
    expect(first.statusCode, first.body).toBe(200);
    const cookie = knownDeviceCookie(first);

    const statuses: number[] = [];
    for (let i = 0; i < 150; i++)
      statuses.push((await signIn(email, `guess-${i}-wrong`)).statusCode);
    // The first sign-in counted as an attempt from a browser not yet known.
    const allowed = LIMITS.signInBrakeFailures - 1;
    expect(statuses.slice(0, allowed)).toEqual(Array(allowed).fill(401));
    expect(statuses.slice(allowed)).toEqual(Array(150 - allowed).fill(429));
    expectBraked(await signIn(email, 'one-more-guess'));

    // The right password from a new browser is braked too: the brake answers before the check.
    expectBraked(await signIn(email, PROFILE.password));
    // The owner's browser still signs in, and still needs the right password.
    expect((await signIn(email, 'wrong-again', cookie)).statusCode).toBe(401);
    const owner = await signIn(email, PROFILE.password, cookie);
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.json()).toMatchObject({ success: true, user: { email } });

    // A cookie forged or made for another account does not pass.
    expectBraked(await signIn(email, PROFILE.password, 'chingu_known=AAAAAAAAAAAAAAAAAAAAAA'));

    // After the window, a new browser signs in with the right password again.
    clock.advance(LIMITS.signInBrakeMinutes * 60_000 + 1000);
    const later = await signIn(email, PROFILE.password);
    expect(later.statusCode, later.body).toBe(200);
  });

  it('brakes one account only; an address that does not exist is braked alike', async () => {
    await seedMember(t, 'other@example.com');
    for (let i = 0; i < LIMITS.signInBrakeFailures; i++) {
      expect((await signIn('nobody@example.com', 'wrong-password')).statusCode).toBe(401);
    }
    expectBraked(await signIn('nobody@example.com', 'wrong-password'));
    // Case and spaces do not make another account.
    expectBraked(await signIn('NOBODY@example.com', 'wrong-password'));
    expect((await signIn('other@example.com', PROFILE.password)).statusCode).toBe(200);
  });

  it('remembers several accounts on one browser', async () => {
    await seedMember(t, 'first@example.com');
    await seedMember(t, 'second@example.com');
    const one = knownDeviceCookie(await signIn('first@example.com', PROFILE.password));
    const both = knownDeviceCookie(await signIn('second@example.com', PROFILE.password, one));
    for (let i = 0; i < LIMITS.signInBrakeFailures; i++)
      await signIn('first@example.com', 'nope-nope');
    expectBraked(await signIn('first@example.com', PROFILE.password));
    expect((await signIn('first@example.com', PROFILE.password, both)).statusCode).toBe(200);
  });
});
