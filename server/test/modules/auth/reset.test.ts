import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { PROFILE, postJson, seedMember } from '../../helpers/members.ts';

// One app for the file; each test resets the password of a member of its own.
let t: TestApp;
let token: string;
let email: string;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(async () => {
  seq += 1;
  email = `reset${seq}@example.com`;
  token = (await seedMember(t, email)).token;
});

const login = (password: string) => postJson(t, '/api/v1/auth/login', { email, password });
async function passwordHash() {
  const [row] = await t.db
    .select({ h: users.passwordHash })
    .from(users)
    .where(eq(users.email, email));
  return row?.h;
}

describe('password reset', () => {
  it('resets with a mailed, verified code and signs out every device', async () => {
    const sent = await postJson(t, '/api/v1/auth/sendCodeEmail', {
      email: email.replace('reset', 'Reset').replace('example', 'Example'),
    });
    expect(sent.json()).toEqual({ success: true });
    const code = await t.smtp.latestCode(email);
    expect((await postJson(t, '/api/v1/auth/checkEmailCode', { email, code })).statusCode).toBe(
      200,
    );

    const res = await postJson(t, '/api/v1/auth/resetpassword', {
      email,
      code,
      newPassword: 'a brand new secret',
    });
    expect(res.json()).toEqual({ success: true });

    expect((await login('a brand new secret')).statusCode).toBe(200);
    expect((await login(PROFILE.password)).statusCode).toBe(401);
    const old = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(old.statusCode).toBe(401);

    // The code works once.
    const again = await postJson(t, '/api/v1/auth/resetpassword', {
      email,
      code,
      newPassword: 'yet another one',
    });
    expect(again.statusCode).toBe(400);
    expect((await login('a brand new secret')).statusCode).toBe(200);
  });

  it('answers an unknown address exactly like a known one, and mails it no code', async () => {
    const known = await postJson(t, '/api/v1/auth/sendCodeEmail', { email });
    const unknown = await postJson(t, '/api/v1/auth/sendCodeEmail', { email: 'ghost@example.com' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    await t.smtp.latestCode(email);
    // The owner of the address learns there is no account; nobody gets a code.
    const [mail, ...more] = t.smtp.mailsTo('ghost@example.com');
    expect(more).toEqual([]);
    expect(mail!.raw).toContain('there is no account with it');
    expect(mail!.raw).not.toMatch(/code/i);
  });

  it('refuses a reset without a verified code and keeps the password', async () => {
    const before = await passwordHash();
    await postJson(t, '/api/v1/auth/sendCodeEmail', { email });
    const code = await t.smtp.latestCode(email);
    const res = await postJson(t, '/api/v1/auth/resetpassword', {
      email,
      code,
      newPassword: 'sneaky password',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'resetNotVerified' });
    expect(await passwordHash()).toBe(before);
    expect((await login(PROFILE.password)).statusCode).toBe(200);
  });

  it('refuses a different code than the one verified', async () => {
    await postJson(t, '/api/v1/auth/sendCodeEmail', { email });
    const code = await t.smtp.latestCode(email);
    await postJson(t, '/api/v1/auth/checkEmailCode', { email, code });
    const other = code === '123456' ? '654321' : '123456';
    const res = await postJson(t, '/api/v1/auth/resetpassword', {
      email,
      code: other,
      newPassword: 'sneaky password',
    });
    expect(res.statusCode).toBe(400);
    expect((await login(PROFILE.password)).statusCode).toBe(200);
  });

  it('refuses a short new password and keeps the old one', async () => {
    await postJson(t, '/api/v1/auth/sendCodeEmail', { email });
    const code = await t.smtp.latestCode(email);
    await postJson(t, '/api/v1/auth/checkEmailCode', { email, code });
    const res = await postJson(t, '/api/v1/auth/resetpassword', {
      email,
      code,
      newPassword: 'short',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('passwordTooShort');
    expect((await login(PROFILE.password)).statusCode).toBe(200);
  });

  it('refuses a registration code as proof for a reset', async () => {
    await postJson(t, '/api/v1/auth/registerCodeEmail', { email: 'fresh@example.com' });
    const code = await t.smtp.latestCode('fresh@example.com');
    await postJson(t, '/api/v1/auth/checkEmailCode', { email: 'fresh@example.com', code });
    const res = await postJson(t, '/api/v1/auth/resetpassword', {
      email: 'fresh@example.com',
      code,
      newPassword: 'whatever123',
    });
    expect(res.statusCode).toBe(400);
  });
});
