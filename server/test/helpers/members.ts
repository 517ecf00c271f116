import type { TAuthResponse, TOwnUser } from '@chingu/contract';
import { expect } from 'vitest';
import { sessions, users } from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/lib/passwords.ts';
import { newToken } from '../../src/plugins/http/auth.ts';
import { processImage } from '../../src/plugins/infra/images.ts';
import type { TestApp } from './app.ts';
import { multipart, pngImage, type FilePart } from './fixtures.ts';

export const PROFILE = {
  name: 'Ana Lima',
  password: 'correct horse battery',
  bio: 'I love Korean dramas',
  gender: 'Female',
  native_language: 'Portuguese',
  language_to_learn: 'Korean',
  birth_year: '1994',
  birth_month: '5',
  birth_day: '1',
};

export async function postJson(t: TestApp, url: string, body: unknown, token?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: body as Record<string, unknown>,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

/**
 * The registration token each address's last verification answered (PRODUCT §9.1), which
 * `submitRegistration` sends as the wizard does.
 */
const registrationTokens = new Map<string, string>();

/** Requests and verifies a registration code the way the wizard does. */
export async function verifyRegistrationEmail(t: TestApp, email: string) {
  const sent = await postJson(t, '/api/v1/auth/registerCodeEmail', { email });
  expect(sent.statusCode, sent.body).toBe(200);
  const code = await t.smtp.latestCode(email);
  const checked = await postJson(t, '/api/v1/auth/checkEmailCode', { email, code });
  expect(checked.statusCode, checked.body).toBe(200);
  const token = checked.json<{ registrationToken?: string }>().registrationToken;
  expect(token, 'a registration code answers a registrationToken').toBeTruthy();
  registrationTokens.set(email.toLowerCase(), token!);
  return code;
}

export async function submitRegistration(
  t: TestApp,
  email: string,
  overrides: Record<string, string> = {},
  files?: FilePart[],
) {
  const images = files ?? [
    { filename: 'me.png', contentType: 'image/png', data: await pngImage() },
  ];
  const registrationToken = registrationTokens.get(email.toLowerCase()) ?? '';
  const body = multipart({ ...PROFILE, email, registrationToken, ...overrides }, images);
  return t.app.inject({ method: 'POST', url: '/api/v1/auth/register', ...body });
}

/** A member who went through the whole registration; returns the token and own user. */
export async function registerMember(
  t: TestApp,
  email: string,
  overrides: Record<string, string> = {},
) {
  await verifyRegistrationEmail(t, email);
  const res = await submitRegistration(t, email, overrides);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TAuthResponse>();
}

let seq = 0;
/** A member row written straight to the database (for directory data; cannot sign in). */
export async function insertMember(
  t: TestApp,
  fields: Partial<typeof users.$inferInsert> = {},
): Promise<typeof users.$inferSelect> {
  seq += 1;
  const [row] = await t.db
    .insert(users)
    .values({
      email: `member${seq}-${Date.now()}@example.com`,
      passwordHash: 'not-a-hash',
      name: `Member ${seq}`,
      nativeLanguage: 'English',
      languageToLearn: 'Korean',
      ...fields,
    })
    .returning();
  return row!;
}

let profilePasswordHash: Promise<string> | undefined;
/**
 * The argon2 hash of PROFILE.password, computed once per test worker: argon2 is slow on purpose,
 * and a busy machine makes each hash slower still.
 */
export function passwordHashOfProfile(): Promise<string> {
  profilePasswordHash ??= hashPassword(PROFILE.password);
  return profilePasswordHash;
}

/**
 * A member as a finished registration leaves one (PROFILE's fields, signs in with
 * PROFILE.password, one session), written with SQL: no mail round trip, no argon2 per member, no
 * multipart upload. `photo` stores one re-encoded image as the avatar. Answers like
 * registerMember; use registerMember where registration itself is under test.
 */
export async function seedMember(
  t: TestApp,
  email: string,
  overrides: Partial<typeof users.$inferInsert> = {},
  { photo = false }: { photo?: boolean } = {},
): Promise<TAuthResponse> {
  const images = photo ? await t.app.images.save([await processImage(await pngImage())]) : [];
  const [row] = await t.db
    .insert(users)
    .values({
      email: email.toLowerCase(),
      passwordHash: await passwordHashOfProfile(),
      name: PROFILE.name,
      bio: PROFILE.bio,
      gender: PROFILE.gender,
      nativeLanguage: PROFILE.native_language,
      languageToLearn: PROFILE.language_to_learn,
      birthYear: PROFILE.birth_year,
      birthMonth: PROFILE.birth_month,
      birthDay: PROFILE.birth_day,
      images,
      ...overrides,
    })
    .returning({ id: users.id });
  const { token, tokenHash } = newToken();
  await t.db.insert(sessions).values({ userId: row!.id, tokenHash });
  const me = await t.app.inject({
    method: 'GET',
    url: '/api/v1/auth/me',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(me.statusCode, me.body).toBe(200);
  return { success: true, token, user: me.json<{ data: TOwnUser }>().data };
}
