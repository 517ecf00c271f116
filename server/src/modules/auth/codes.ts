import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { LIMITS } from '@chingu/contract';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/index.ts';
import { emailCodes } from '../../db/schema/index.ts';
import type { AppError } from '../../lib/app-error.ts';
import { badRequest, tooManyRequests } from '../../lib/app-error.ts';

export type CodePurpose = 'register' | 'reset';
export type CodeRow = typeof emailCodes.$inferSelect;

const MINUTE = 60_000;

function hashCode(email: string, code: string): string {
  return createHash('sha256').update(`${email}:${code}`).digest('hex');
}

function matches(row: CodeRow, code: string): boolean {
  const a = Buffer.from(row.codeHash, 'hex');
  const b = Buffer.from(hashCode(row.email, code), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

export function generateCode(): string {
  return String(randomInt(0, 10 ** LIMITS.codeLength)).padStart(LIMITS.codeLength, '0');
}

async function newestCode(
  db: Db,
  email: string,
  purpose?: CodePurpose,
): Promise<CodeRow | undefined> {
  const rows = await db
    .select()
    .from(emailCodes)
    .where(and(eq(emailCodes.email, email), purpose ? eq(emailCodes.purpose, purpose) : undefined))
    .orderBy(desc(emailCodes.createdAt))
    .limit(1);
  return rows[0];
}

/**
 * Stores a new code for the address (one a minute per address, whatever the purpose). `code: null`
 * records the request without any usable code: used for reset requests of unknown addresses, so
 * that they hit the same cooldown and nothing tells them apart.
 */
export async function issueCode(
  db: Db,
  email: string,
  purpose: CodePurpose,
  code: string | null,
  enforceCooldown: boolean,
): Promise<{ id: string }> {
  if (enforceCooldown) {
    const last = await newestCode(db, email);
    // A code someone burned with wrong guesses holds no one back (issue 29): its owner asks for
    // a new one at once, and the new one replaces it.
    const burned = last !== undefined && last.attempts >= LIMITS.codeMaxAttempts;
    if (
      last &&
      !burned &&
      Date.now() - last.createdAt.getTime() < LIMITS.codeResendSeconds * 1000
    ) {
      throw tooManyRequests('codeCooldown');
    }
  }
  const [row] = await db
    .insert(emailCodes)
    .values({
      email,
      purpose,
      codeHash: code ? hashCode(email, code) : 'unusable',
      expiresAt: new Date(Date.now() + LIMITS.codeTtlMinutes * MINUTE),
    })
    .returning({ id: emailCodes.id });
  return row!;
}

/** A code whose mail could not be sent: forgotten, so the cooldown does not hold the member back. */
export async function withdrawCode(db: Db, id: string): Promise<void> {
  await db.delete(emailCodes).where(eq(emailCodes.id, id));
}

/**
 * `checkEmailCode`: checks the newest outstanding code of the address, counting wrong tries.
 *
 * A try is claimed with one conditional UPDATE (`attempts < max`) before the guess is compared, so
 * parallel guesses cannot all read the same count and slip past the limit: PostgreSQL re-checks the
 * condition on the locked row, and at most `codeMaxAttempts` guesses are ever compared. A right guess
 * gives its try back.
 */
export async function verifyCode(db: Db, email: string, code: string): Promise<CodeRow> {
  const rows = await db
    .select()
    .from(emailCodes)
    .where(and(eq(emailCodes.email, email), isNull(emailCodes.consumedAt)))
    .orderBy(desc(emailCodes.createdAt))
    .limit(1);
  const row = rows[0];
  if (!row) throw badRequest('invalidCode');
  if (row.attempts >= LIMITS.codeMaxAttempts) throw tooManyRequests('codeTooManyAttempts');
  if (row.expiresAt.getTime() < Date.now()) throw badRequest('codeExpired');
  const claimed = await db
    .update(emailCodes)
    .set({ attempts: sql`${emailCodes.attempts} + 1` })
    .where(and(eq(emailCodes.id, row.id), lt(emailCodes.attempts, LIMITS.codeMaxAttempts)))
    .returning({ id: emailCodes.id });
  if (claimed.length === 0) throw tooManyRequests('codeTooManyAttempts');
  if (!matches(row, code)) throw badRequest('invalidCode');
  await db
    .update(emailCodes)
    .set({
      attempts: sql`${emailCodes.attempts} - 1`,
      verifiedAt: sql`coalesce(${emailCodes.verifiedAt}, now())`,
    })
    .where(eq(emailCodes.id, row.id));
  return row;
}

/**
 * The verified, unused code that proves the address, or an error. Registration accepts one
 * verified within 30 minutes; a reset needs the very code, verified within 10 minutes.
 */
export async function requireVerifiedCode(
  db: Db,
  email: string,
  purpose: CodePurpose,
  code?: string,
): Promise<CodeRow> {
  const row = await newestCode(db, email, purpose);
  const windowMinutes =
    purpose === 'register' ? LIMITS.registrationWindowMinutes : LIMITS.codeTtlMinutes;
  const failure: AppError = badRequest(
    purpose === 'register' ? 'emailNotVerified' : 'resetNotVerified',
  );
  if (!row || !row.verifiedAt || row.consumedAt) throw failure;
  if (Date.now() - row.verifiedAt.getTime() > windowMinutes * MINUTE) throw failure;
  if (code !== undefined && !matches(row, code)) throw failure;
  return row;
}

export function consumeCode(db: DbOrTx, id: string) {
  return db
    .update(emailCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(emailCodes.id, id), isNull(emailCodes.consumedAt)))
    .returning({ id: emailCodes.id });
}
