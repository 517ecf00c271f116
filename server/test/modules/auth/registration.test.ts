import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailCodes, users } from '../../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { oversizedFile, pngImage } from '../../helpers/fixtures.ts';
import {
  postJson,
  registerMember,
  submitRegistration,
  verifyRegistrationEmail,
} from '../../helpers/members.ts';

// One app for the file: every test uses its own addresses, so none sees another's rows or mail.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** The accounts of this address (the database holds the other tests' members too). */
async function accountsOf(email: string) {
  const [row] = await t.db.select({ n: count() }).from(users).where(eq(users.email, email));
  return row?.n ?? 0;
}
/** The upload folder's files that appeared since `before` (other tests' photos stay there). */
const newUploads = (before: string[]) => t.uploadedFiles().filter((f) => !before.includes(f));

describe('registration', () => {
  it('mails a code, verifies it, creates the account with its photo and signs in', async () => {
    const email = 'Ana.Lima@Example.com';
    const sent = await postJson(t, '/api/v1/auth/registerCodeEmail', { email });
    expect(sent.json()).toEqual({ success: true });
    expect(t.smtp.mailsTo('ana.lima@example.com')).toHaveLength(1);

    const code = await t.smtp.latestCode('ana.lima@example.com');
    expect(code).toMatch(/^\d{6}$/);
    const checked = await postJson(t, '/api/v1/auth/checkEmailCode', { email, code });
    expect(checked.json()).toEqual({ success: true, registrationToken: expect.any(String) });
    const { registrationToken } = checked.json<{ registrationToken: string }>();

    const res = await submitRegistration(t, email, { registrationToken });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.token.length).toBeGreaterThanOrEqual(22);
    expect(body.user).toMatchObject({
      name: 'Ana Lima',
      email: 'ana.lima@example.com',
      native_language: 'Portuguese',
      language_to_learn: 'Korean',
      birth_year: '1994',
      birth_month: '5',
      birth_day: '1',
    });
    expect(body.user.imageUrls).toHaveLength(1);
    expect(body.user.imageUrls[0]).toMatch(/^\/uploads\/[\w-]+\.webp$/);

    // The stored image is served, re-encoded, and carries no metadata from the upload.
    const image = await t.app.inject({ method: 'GET', url: body.user.imageUrls[0] });
    expect(image.statusCode).toBe(200);
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(image.rawPayload.includes('secret-exif-marker')).toBe(false);

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(me.json().data.email).toBe('ana.lima@example.com');
  });

  it('registers a member without photos (PRODUCT §9.4) and signs them in as login does', async () => {
    await verifyRegistrationEmail(t, 'nophoto@example.com');
    const res = await submitRegistration(t, 'nophoto@example.com', {}, []);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['success', 'token', 'user']);
    expect(body.user.imageUrls).toEqual(['/default-avatar.png']);
    // The session it answers is a real one: the new member is signed in at once.
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ _id: body.user._id, email: 'nophoto@example.com' });
    // The same shape of answer as a sign-in with the same password.
    const login = await postJson(t, '/api/v1/auth/login', {
      email: 'nophoto@example.com',
      password: 'correct horse battery',
    });
    expect(login.statusCode).toBe(200);
    expect(Object.keys(login.json()).sort()).toEqual(Object.keys(body).sort());
    expect(login.json().user).toEqual(body.user);
  });

  it('checks the address before decoding any upload (an unverified sign-up costs no image work)', async () => {
    // A file that is no image: refused for the address first, so it was never decoded.
    const uploadsBefore = t.uploadedFiles();
    const res = await submitRegistration(t, 'never-verified@example.com', {}, [
      { filename: 'big.png', contentType: 'image/png', data: Buffer.alloc(1_400_000, 7) },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('verificationRequired');
    expect(newUploads(uploadsBefore)).toEqual([]);
  });

  it('refuses registration of an address that was never verified', async () => {
    const uploadsBefore = t.uploadedFiles();
    const res = await submitRegistration(t, 'unverified@example.com');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      error: 'Please verify your e-mail address with the code we sent',
      code: 'verificationRequired',
    });
    expect(await accountsOf('unverified@example.com')).toBe(0);
    expect(newUploads(uploadsBefore)).toEqual([]);
  });

  it('binds the registration to whoever verified the code (registrationToken, PRODUCT §9.1)', async () => {
    const victim = 'verified-victim@example.com';
    const other = 'verified-other@example.com';
    await verifyRegistrationEmail(t, victim);
    await verifyRegistrationEmail(t, other);
    // A second client that never saw the victim's code: no token, a made-up one, or the token
    // of an address it verified itself. Each on the same app, one after another.
    const otherToken = (
      await postJson(t, '/api/v1/auth/checkEmailCode', {
        email: other,
        code: await t.smtp.latestCode(other),
      })
    ).json<{ registrationToken: string }>().registrationToken;
    for (const registrationToken of ['', 'forged.token', otherToken, `${otherToken}x`]) {
      const res = await submitRegistration(t, victim, {
        registrationToken,
        password: 'attacker-pass-1',
      });
      expect(res.statusCode, registrationToken).toBe(400);
      expect(res.json().code, registrationToken).toBe('verificationRequired');
    }
    expect(await accountsOf(victim)).toBe(0);
    // The one who verified registers; the token does not work a second time.
    const own = await submitRegistration(t, victim);
    expect(own.statusCode, own.body).toBe(201);
    const again = await submitRegistration(t, victim);
    expect(again.statusCode).toBeGreaterThanOrEqual(400);
    expect(await accountsOf(victim)).toBe(1);
  });

  it('answers a reset code without a registration token', async () => {
    const { user } = await registerMember(t, 'reset-no-token@example.com');
    expect(user.email).toBe('reset-no-token@example.com');
    expect(
      (await postJson(t, '/api/v1/auth/sendCodeEmail', { email: 'reset-no-token@example.com' }))
        .statusCode,
    ).toBe(200);
    const code = await t.smtp.latestCode('reset-no-token@example.com');
    const checked = await postJson(t, '/api/v1/auth/checkEmailCode', {
      email: 'reset-no-token@example.com',
      code,
    });
    expect(checked.json()).toEqual({ success: true });
  });

  it('answers a code request for a registered address like any other, mailing no code', async () => {
    await registerMember(t, 'taken@example.com');
    const fresh = await postJson(t, '/api/v1/auth/registerCodeEmail', { email: 'new@example.com' });
    const again = await postJson(t, '/api/v1/auth/registerCodeEmail', {
      email: 'TAKEN@example.com',
    });
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(again.json()).toEqual(fresh.json());
    const mails = t.smtp.mailsTo('taken@example.com');
    expect(mails).toHaveLength(2);
    expect(mails[1]!.raw).toContain('already has one');
    expect(mails[1]!.raw).not.toMatch(/verification code: \d{6}/);
    // The verified code was used up by the first registration.
    const res = await submitRegistration(t, 'taken@example.com');
    expect(res.statusCode).toBe(400);
    expect(await accountsOf('taken@example.com')).toBe(1);
  });

  it('counts wrong codes and refuses the sixth try even with the right code', async () => {
    const email = 'tries@example.com';
    await postJson(t, '/api/v1/auth/registerCodeEmail', { email });
    const code = await t.smtp.latestCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await postJson(t, '/api/v1/auth/checkEmailCode', { email, code: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'invalidCode',
        error: 'Invalid verification code',
      });
    }
    const sixth = await postJson(t, '/api/v1/auth/checkEmailCode', { email, code });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('codeTooManyAttempts');
    const res = await submitRegistration(t, email);
    expect(res.statusCode).toBe(400);
    expect(await accountsOf(email)).toBe(0);
  });

  it('compares at most five guesses when 200 arrive at once, so a burst cannot find the code', async () => {
    const email = 'burst@example.com';
    await postJson(t, '/api/v1/auth/registerCodeEmail', { email });
    const code = await t.smtp.latestCode(email);
    const wrongGuesses = Array.from({ length: 200 }, (_, i) => String(i).padStart(6, '0')).filter(
      (guess) => guess !== code,
    );
    const answers = await Promise.all(
      wrongGuesses.map((guess) =>
        postJson(t, '/api/v1/auth/checkEmailCode', { email, code: guess }),
      ),
    );
    const codes = answers.map((res) => res.json<{ code: string }>().code);
    expect(codes.filter((c) => c === 'invalidCode')).toHaveLength(5);
    expect(codes.filter((c) => c === 'codeTooManyAttempts')).toHaveLength(wrongGuesses.length - 5);
    const right = await postJson(t, '/api/v1/auth/checkEmailCode', { email, code });
    expect(right.json().code).toBe('codeTooManyAttempts');
    const [row] = await t.db.select().from(emailCodes).where(eq(emailCodes.email, email));
    expect(row).toMatchObject({ attempts: 5, verifiedAt: null });
  });

  it('lets the right code through after four wrong ones, and again when checked twice', async () => {
    const email = 'fourth@example.com';
    await postJson(t, '/api/v1/auth/registerCodeEmail', { email });
    const code = await t.smtp.latestCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) {
      await postJson(t, '/api/v1/auth/checkEmailCode', { email, code: wrong });
    }
    const tokens: string[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await postJson(t, '/api/v1/auth/checkEmailCode', { email, code });
      expect(res.statusCode, res.body).toBe(200);
      tokens.push(res.json<{ registrationToken: string }>().registrationToken);
    }
    // Checked twice, the same token: either answer registers.
    expect(tokens[1]).toBe(tokens[0]);
    expect((await submitRegistration(t, email, { registrationToken: tokens[1]! })).statusCode).toBe(
      201,
    );
  });

  it('refuses an expired code', async () => {
    const email = 'late@example.com';
    await postJson(t, '/api/v1/auth/registerCodeEmail', { email });
    const code = await t.smtp.latestCode(email);
    await t.db
      .update(emailCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailCodes.email, email));
    const res = await postJson(t, '/api/v1/auth/checkEmailCode', { email, code });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('codeExpired');
  });

  it('refuses a malformed code without counting it', async () => {
    const res = await postJson(t, '/api/v1/auth/checkEmailCode', {
      email: 'a@example.com',
      code: '12ab',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('codeInvalidFormat');
  });

  it('refuses a short password and changes nothing', async () => {
    await verifyRegistrationEmail(t, 'short@example.com');
    const res = await submitRegistration(t, 'short@example.com', { password: 'abc123' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      error: 'Password must be at least 8 characters',
      code: 'passwordTooShort',
    });
    expect(await accountsOf('short@example.com')).toBe(0);
    // The verified code is still good for a corrected attempt.
    const retry = await submitRegistration(t, 'short@example.com');
    expect(retry.statusCode).toBe(201);
  });

  it('accepts passwords of 64 characters and more', async () => {
    await verifyRegistrationEmail(t, 'long@example.com');
    const res = await submitRegistration(t, 'long@example.com', { password: 'x'.repeat(100) });
    expect(res.statusCode).toBe(201);
  });

  it('refuses a file that is not an image, whatever its name and type say', async () => {
    await verifyRegistrationEmail(t, 'fake@example.com');
    const uploadsBefore = t.uploadedFiles();
    const res = await submitRegistration(t, 'fake@example.com', {}, [
      { filename: 'photo.png', contentType: 'image/png', data: Buffer.from('<?php echo "hi"; ?>') },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('notAnImage');
    expect(await accountsOf('fake@example.com')).toBe(0);
    expect(newUploads(uploadsBefore)).toEqual([]);
  });

  it('refuses an image over 5 MB', async () => {
    await verifyRegistrationEmail(t, 'big@example.com');
    const res = await submitRegistration(t, 'big@example.com', {}, [
      { filename: 'big.jpg', contentType: 'image/jpeg', data: oversizedFile() },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, code: 'imageTooLarge' });
    expect(await accountsOf('big@example.com')).toBe(0);
  });

  it('refuses an eleventh image', async () => {
    await verifyRegistrationEmail(t, 'many@example.com');
    const image = await pngImage();
    const files = Array.from({ length: 11 }, (_, i) => ({
      filename: `p${i}.png`,
      contentType: 'image/png',
      data: image,
    }));
    const uploadsBefore = t.uploadedFiles();
    const res = await submitRegistration(t, 'many@example.com', {}, files);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('tooManyImages');
    expect(await accountsOf('many@example.com')).toBe(0);
    expect(newUploads(uploadsBefore)).toEqual([]);
  });
});

describe('registration with rate limits on', () => {
  // One app for both: each test asks from its own IP, so neither uses up the other's allowance.
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ RATE_LIMITS: 'on', RATE_LIMIT_CODES_IP: '3/30' });
  });
  afterAll(async () => limited.close());
  const postFrom = (remoteAddress: string, url: string, payload: Record<string, string>) =>
    limited.app.inject({ method: 'POST', url, payload, remoteAddress });

  it('limits code mails per IP across addresses and both purposes when limits are on', async () => {
    const statuses: number[] = [];
    for (const [i, path] of ['registerCodeEmail', 'sendCodeEmail'].flatMap((p) => [
      [0, p],
      [1, p],
    ]) as [number, string][]) {
      const res = await postFrom('10.0.0.1', `/api/v1/auth/${path}`, {
        email: `list${i}-${path}@example.com`,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(limited.smtp.mailsTo('list0-registercodeemail@example.com')).toHaveLength(1);
  });

  it('allows one code a minute per address when limits are on', async () => {
    const first = await postFrom('10.0.0.2', '/api/v1/auth/registerCodeEmail', {
      email: 'cool@example.com',
    });
    expect(first.statusCode).toBe(200);
    const second = await postFrom('10.0.0.2', '/api/v1/auth/registerCodeEmail', {
      email: 'cool@example.com',
    });
    expect(second.statusCode).toBe(429);
    expect(second.json().code).toBe('codeCooldown');
    expect(limited.smtp.mailsTo('cool@example.com')).toHaveLength(1);
  });

  it('lets the owner in when someone burns their code: a new code at once, and their own allowance', async () => {
    const email = 'burned-owner@example.com';
    const attacker = '10.0.9.1';
    const owner = '10.0.9.2';
    // The attacker asks for codes to the owner's address until their allowance is spent (5 per
    // 30 minutes per address and requester), burning each with wrong guesses.
    expect((await postFrom(attacker, '/api/v1/auth/registerCodeEmail', { email })).statusCode).toBe(
      200,
    );
    const code = await limited.smtp.latestCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      await postFrom(attacker, '/api/v1/auth/checkEmailCode', { email, code: wrong });
    }
    const burned = await postFrom(attacker, '/api/v1/auth/checkEmailCode', { email, code });
    expect(burned.json().code).toBe('codeTooManyAttempts');
    // The owner, a moment later: no cooldown behind a burned code, a fresh code that works.
    const fresh = await postFrom(owner, '/api/v1/auth/registerCodeEmail', { email });
    expect(fresh.statusCode, fresh.body).toBe(200);
    const newCode = await limited.smtp.latestCode(email);
    const checked = await postFrom(owner, '/api/v1/auth/checkEmailCode', { email, code: newCode });
    expect(checked.statusCode, checked.body).toBe(200);
  });

  it("counts code mails per address and requester: another's requests leave the owner's allowance", async () => {
    const email = 'allowance-owner@example.com';
    const ask = async (ip: string) => {
      const res = await postFrom(ip, '/api/v1/auth/registerCodeEmail', { email });
      // Burned at once, so the per-address cooldown stands in no one's way here.
      await limited.db.update(emailCodes).set({ attempts: 5 }).where(eq(emailCodes.email, email));
      return res.statusCode;
    };
    // Two attackers spend five requests on the owner's address (the per-address allowance),
    // each within their own per-IP allowance (3 here).
    const spent = [];
    for (const ip of ['10.0.8.1', '10.0.8.1', '10.0.8.1', '10.0.8.2', '10.0.8.2']) {
      spent.push(await ask(ip));
    }
    expect(spent).toEqual([200, 200, 200, 200, 200]);
    // The owner still gets a code.
    expect(await ask('10.0.8.3')).toBe(200);
  });
});
