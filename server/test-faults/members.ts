import { expect } from 'vitest';
import type { SmtpServer } from '../test/helpers/smtp.ts';

export type Session = { token: string; id: string; email: string };

/** Signs up through the real API (code from the real SMTP server), as the wizard does. */
export async function signUp(url: string, smtp: SmtpServer, name: string): Promise<Session> {
  const email = `${name.toLowerCase()}-${Date.now()}@example.com`;
  const post = (path: string, body: unknown) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  expect((await post('/api/v1/auth/registerCodeEmail', { email })).status).toBe(200);
  const code = await smtp.latestCode(email);
  const checked = await post('/api/v1/auth/checkEmailCode', { email, code });
  expect(checked.status).toBe(200);
  const { registrationToken } = (await checked.json()) as { registrationToken: string };
  const form = new FormData();
  for (const [key, value] of Object.entries({
    name,
    email,
    registrationToken,
    password: 'a long enough secret',
    gender: 'Female',
    native_language: 'English',
    language_to_learn: 'Korean',
    birth_year: '1995',
    birth_month: '3',
    birth_day: '22',
  })) {
    form.append(key, value);
  }
  const res = await fetch(`${url}/api/v1/auth/register`, { method: 'POST', body: form });
  expect(res.status, await res.clone().text()).toBe(201);
  const body = (await res.json()) as { token: string; user: { _id: string } };
  // Takes messages from everyone: the suites send bursts between two new members, which as a
  // message request would stop at three (PRODUCT §9.1).
  const settings = await fetch(`${url}/api/v1/auth/users/${body.user._id}/settings`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${body.token}` },
    body: JSON.stringify({ messagePolicy: 'everyone' }),
  });
  expect(settings.status, await settings.clone().text()).toBe(200);
  return { token: body.token, id: body.user._id, email };
}

export function authed(token: string, init: RequestInit = {}): RequestInit {
  return {
    ...init,
    headers: { ...(init.headers as object), authorization: `Bearer ${token}` },
  };
}
