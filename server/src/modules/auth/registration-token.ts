import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { sharedSecret } from '../../db/app-secrets.ts';
import type { Db } from '../../db/index.ts';

/**
 * PRODUCT §9.1: registration is bound to the verification. `checkEmailCode` hands whoever typed
 * the right code a token naming that code and the address; `register` needs it. Knowing that an
 * address was verified is no longer enough to register it (issue 29: a second client registered
 * the victim's verified address with its own password). Stateless: the code row is the state, so
 * the token is single use (registering consumes the code) and lasts as the verification does
 * (LIMITS.registrationWindowMinutes).
 */
export type RegistrationTokens = {
  issue: (codeId: string, email: string) => string;
  /** The code id the token names, if it was issued for this address; null otherwise. */
  codeIdOf: (token: string, email: string) => string | null;
};

export async function registrationTokens(db: Db): Promise<RegistrationTokens> {
  const key = Buffer.from(
    await sharedSecret(db, 'registration-token-key', () => randomBytes(32).toString('base64url')),
    'base64url',
  );
  const sign = (codeId: string, email: string) =>
    createHmac('sha256', key).update(`${codeId}\n${email}`).digest('base64url');
  return {
    issue: (codeId, email) => `${codeId}.${sign(codeId, email)}`,
    codeIdOf(token, email) {
      const [codeId, signature, extra] = token.split('.');
      if (!codeId || !signature || extra !== undefined) return null;
      const expected = Buffer.from(sign(codeId, email));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given) ? codeId : null;
    },
  };
}
