import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { sharedSecret } from '../../db/app-secrets.ts';
import type { Db } from '../../db/index.ts';

const SECRET_NAME = 'digest-unsubscribe-key';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Unsubscribe links work without signing in: the token is the member's id and an HMAC of it with
 * a key every app node shares (made once, kept in the database). It does not expire: an old
 * digest's link must still work.
 */
export async function unsubscribeTokens(db: Db) {
  const key = Buffer.from(
    await sharedSecret(db, SECRET_NAME, () => randomBytes(32).toString('base64url')),
    'base64url',
  );
  const sign = (userId: string) =>
    createHmac('sha256', key).update(`digest-unsubscribe:${userId}`).digest('base64url');
  return {
    tokenFor: (userId: string) => `${userId}.${sign(userId)}`,
    /** The member's id, or null for a token this server did not make. */
    userIdOf(token: string): string | null {
      const [userId, signature, ...rest] = token.split('.');
      if (!userId || !signature || rest.length > 0 || !UUID.test(userId)) return null;
      const expected = Buffer.from(sign(userId));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null;
    },
  };
}
