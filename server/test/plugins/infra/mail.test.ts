import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { postJson, seedMember } from '../../helpers/members.ts';
import { startSmtpServer } from '../../helpers/smtp.ts';

/** A loopback port with nothing listening on it (yet). */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe('SMTP unreachable', () => {
  let port: number;
  let t: TestApp;
  // The app (and the worker's first database) is built in the hook, whose time limit is set for
  // set-up: on a busy machine it took most of the test's own 30 s.
  beforeAll(async () => {
    port = await closedPort();
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, RATE_LIMITS: 'on' });
  });
  afterAll(async () => t?.close());

  it('answers a clear 503, and the code can be asked for again at once when mail works', async () => {
    // Twice: the first failure must not start the cooldown (a 429 the second time).
    for (let i = 0; i < 2; i++) {
      const res = await postJson(t, '/api/v1/auth/registerCodeEmail', {
        email: 'smtp@example.com',
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        success: false,
        error: 'The e-mail could not be sent right now. Please try again in a moment',
        code: 'mailUnavailable',
      });
    }
    // The mail server comes back: no one-a-minute cooldown was used up by the failures.
    const smtp = await startSmtpServer(port);
    try {
      const again = await postJson(t, '/api/v1/auth/registerCodeEmail', {
        email: 'smtp@example.com',
      });
      expect(again.statusCode, again.body).toBe(200);
      expect(await smtp.latestCode('smtp@example.com')).toMatch(/^\d{6}$/);
    } finally {
      await smtp.close();
    }
  });

  it('answers a password reset alike for a member and an unknown address (issue 29)', async () => {
    await seedMember(t, 'member@example.com');
    const member = await postJson(t, '/api/v1/auth/sendCodeEmail', { email: 'member@example.com' });
    const stranger = await postJson(t, '/api/v1/auth/sendCodeEmail', {
      email: 'nobody@example.com',
    });
    expect(member.statusCode).toBe(503);
    expect([stranger.statusCode, stranger.json()]).toEqual([member.statusCode, member.json()]);
  });
});
