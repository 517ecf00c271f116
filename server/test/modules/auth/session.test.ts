import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { PROFILE, postJson, registerMember } from '../../helpers/members.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await registerMember(t, 'sam@example.com');
});
afterAll(async () => t.close());

const me = (token: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/v1/auth/me',
    headers: { authorization: `Bearer ${token}` },
  });

describe('login, me and logout', () => {
  it('signs in with any letter case of the address and returns the own profile', async () => {
    const res = await postJson(t, '/api/v1/auth/login', {
      email: 'SAM@Example.com',
      password: PROFILE.password,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({
      email: 'sam@example.com',
      name: PROFILE.name,
      visitorsCount: 0,
    });
    expect(body.user).not.toHaveProperty('passwordHash');
    expect((await me(body.token)).json().data.email).toBe('sam@example.com');
  });

  it('answers a wrong password and an unknown address the same way', async () => {
    const wrong = await postJson(t, '/api/v1/auth/login', {
      email: 'sam@example.com',
      password: 'wrong-password',
    });
    const unknown = await postJson(t, '/api/v1/auth/login', {
      email: 'nobody@example.com',
      password: 'whatever1',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      success: false,
      error: 'Invalid credentials',
      code: 'invalidCredentials',
    });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses the token after logout, and only that token', async () => {
    const a = (
      await postJson(t, '/api/v1/auth/login', {
        email: 'sam@example.com',
        password: PROFILE.password,
      })
    ).json();
    const b = (
      await postJson(t, '/api/v1/auth/login', {
        email: 'sam@example.com',
        password: PROFILE.password,
      })
    ).json();
    const out = await postJson(t, '/api/v1/auth/logout', {}, a.token);
    expect(out.json()).toEqual({ success: true });
    const after = await me(a.token);
    expect(after.statusCode).toBe(401);
    expect(after.json().success).toBe(false);
    expect((await me(b.token)).statusCode).toBe(200);
  });

  it('requires a token for me and logout', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      success: false,
      error: 'Please sign in to continue',
      code: 'notSignedIn',
    });
    expect((await postJson(t, '/api/v1/auth/logout', {})).statusCode).toBe(401);
    expect((await me('made-up-token')).statusCode).toBe(401);
  });

  it('updates the whole profile form but never the e-mail', async () => {
    const { token } = (
      await postJson(t, '/api/v1/auth/login', {
        email: 'sam@example.com',
        password: PROFILE.password,
      })
    ).json();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/updatedetails',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        name: 'Sam Park',
        gender: '',
        bio: 'New bio',
        birth_year: '',
        birth_month: '',
        birth_day: '',
        native_language: 'English',
        language_to_learn: 'Japanese',
        location: { city: 'Busan', country: 'South Korea' },
        email: 'hijack@example.com',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Sam Park',
      email: 'sam@example.com',
      bio: 'New bio',
      birth_year: '',
      language_to_learn: 'Japanese',
      location: { city: 'Busan', country: 'South Korea' },
    });
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/updatedetails',
      headers: { authorization: `Bearer ${token}` },
      payload: { name: '', native_language: 'English', language_to_learn: 'Japanese', gender: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('nameRequired');
    expect((await me(token)).json().data.name).toBe('Sam Park');
  });

  it('refuses names with control, zero-width or bidirectional-override characters (invalidName)', async () => {
    const { token } = (
      await postJson(t, '/api/v1/auth/login', {
        email: 'sam@example.com',
        password: PROFILE.password,
      })
    ).json();
    const details = (name: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/auth/updatedetails',
        headers: { authorization: `Bearer ${token}` },
        payload: { name, native_language: 'English', language_to_learn: 'Japanese', gender: '' },
      });
    const before = (await me(token)).json().data.name;
    for (const name of [
      'Admin\u202Enimda', // right-to-left override
      'Sam\u200BPark', // zero-width space
      'Sam\u2066Park\u2069', // isolate
      '\u200DSam',
      'Sam\u0007',
      'Sam\u061CPark', // Arabic letter mark
      'Sam\uFEFFPark',
    ]) {
      const res = await details(name);
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect(res.json().code, JSON.stringify(name)).toBe('invalidName');
    }
    expect((await me(token)).json().data.name).toBe(before);
    // Emoji joined by a zero-width joiner are one picture, not a hiding place.
    for (const name of ['김지수', 'José 👨\u200D👩\u200D👧']) {
      const res = await details(name);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.name).toBe(name);
    }
  });
});

describe('rate limits', () => {
  // One app for both tests at the same limits: each signs in from its own address, so neither
  // uses up the other's attempts; and for an address of its own, so the per-account brake
  // (decision 044) stays out of these per-IP tests.
  let limited: TestApp;
  let accounts = 0;
  const anAddress = () => `x${++accounts}@example.com`;
  beforeAll(async () => {
    limited = await createTestApp({ RATE_LIMITS: 'on', RATE_LIMIT_LOGIN: '3/5' });
  });
  afterAll(async () => limited.close());

  async function loginStatuses(
    app: TestApp,
    remoteAddress: string,
    forwardedFor?: (i: number) => string,
  ) {
    const statuses: number[] = [];
    const email = anAddress();
    for (let i = 0; i < 4; i++) {
      const res = await app.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        remoteAddress,
        headers: forwardedFor ? { 'x-forwarded-for': forwardedFor(i) } : {},
        payload: { email, password: 'password1' },
      });
      statuses.push(res.statusCode);
    }
    return statuses;
  }

  it('limits sign-in attempts per IP as configured', async () => {
    expect(await loginStatuses(limited, '10.0.0.1')).toEqual([401, 401, 401, 429]);
    const last = await limited.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      remoteAddress: '10.0.0.1',
      payload: { email: anAddress(), password: 'password1' },
    });
    expect(last.json()).toMatchObject({ success: false, code: 'tooManyRequests' });
  });

  it('counts IPv6 clients by their /64: a new address in the same /64 is the same client', async () => {
    const statuses: number[] = [];
    const email = anAddress();
    for (let i = 1; i <= 4; i++) {
      const res = await limited.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        remoteAddress: `2001:db8:aa:bb::${i.toString(16)}`,
        payload: { email, password: 'password1' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    // The next /64 is another client.
    expect(await loginStatuses(limited, '2001:db8:aa:bc::1')).toEqual([401, 401, 401, 429]);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY names the proxy, so a forged one cannot dodge the limit', async () => {
    expect(await loginStatuses(limited, '10.0.0.2', (i) => `203.0.113.${i}`)).toEqual([
      401, 401, 401, 429,
    ]);
    const behindProxy = await createTestApp({
      RATE_LIMITS: 'on',
      RATE_LIMIT_LOGIN: '3/5',
      TRUST_PROXY: '127.0.0.1',
    });
    try {
      // Behind the named proxy each forwarded client is counted on its own.
      expect(await loginStatuses(behindProxy, '127.0.0.1', (i) => `203.0.113.${i}`)).toEqual([
        401, 401, 401, 401,
      ]);
      expect(await loginStatuses(behindProxy, '127.0.0.1', () => '198.51.100.7')).toEqual([
        401, 401, 401, 429,
      ]);
    } finally {
      await behindProxy.close();
    }
  });
});
