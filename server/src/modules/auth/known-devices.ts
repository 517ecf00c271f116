import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { LIMITS } from '@chingu/contract';
import { sharedSecret } from '../../db/app-secrets.ts';
import type { Db } from '../../db/index.ts';

export const KNOWN_DEVICE_COOKIE = 'chingu_known';
/** Accounts one browser is remembered for (a shared family computer); the oldest drops out. */
const ACCOUNTS_PER_BROWSER = 5;
const MARK = /^[\w-]{22}$/;

/**
 * Decision 044: the sign-in brake spares browsers that signed in to the account before. After a
 * successful sign-in the browser gets an HttpOnly cookie with a mark per account: an HMAC of the
 * account's id with a key every app node shares, so nothing is stored and nothing in the cookie
 * names the account. A mark only lets a browser past the brake: the password is still needed.
 */
export async function knownDevices(db: Db) {
  const key = Buffer.from(
    await sharedSecret(db, 'known-device-key', () => randomBytes(32).toString('base64url')),
    'base64url',
  );
  const markOf = (userId: string) =>
    createHmac('sha256', key).update(`known-device:${userId}`).digest('base64url').slice(0, 22);
  const marksIn = (cookieHeader: string | undefined): string[] => {
    for (const part of (cookieHeader ?? '').split(';')) {
      const [name, ...value] = part.trim().split('=');
      if (name === KNOWN_DEVICE_COOKIE)
        return value
          .join('=')
          .split('.')
          .filter((mark) => MARK.test(mark))
          .slice(-ACCOUNTS_PER_BROWSER);
    }
    return [];
  };

  return {
    /** Whether the browser that sent these cookies signed in to the account before. */
    isKnown(cookieHeader: string | undefined, userId: string): boolean {
      const expected = Buffer.from(markOf(userId));
      return marksIn(cookieHeader).some((mark) => timingSafeEqual(Buffer.from(mark), expected));
    },
    /** The Set-Cookie value after a successful sign-in to the account. */
    cookieAfterSignIn(cookieHeader: string | undefined, userId: string, secure: boolean): string {
      const mark = markOf(userId);
      const marks = [...marksIn(cookieHeader).filter((m) => m !== mark), mark].slice(
        -ACCOUNTS_PER_BROWSER,
      );
      return [
        `${KNOWN_DEVICE_COOKIE}=${marks.join('.')}`,
        'Path=/api/v1/auth',
        `Max-Age=${LIMITS.knownDeviceDays * 86_400}`,
        'HttpOnly',
        'SameSite=Strict',
        ...(secure ? ['Secure'] : []),
      ].join('; ');
    },
  };
}

export type KnownDevices = Awaited<ReturnType<typeof knownDevices>>;
