import { SESSION_COOKIE } from '@chingu/contract';

/** A session token as `newToken` makes them (base64url, 43 characters). */
const TOKEN = /^[\w-]{20,100}$/;
const COOKIE = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([^;]*)`);
/** Chromium keeps a cookie at most 400 days; the session itself is checked on every use. */
const MAX_AGE_SECONDS = 400 * 86_400;

/** The session token of the session cookie (decision 056), or null. */
export function sessionCookieToken(cookieHeader: string | undefined): string | null {
  const value = COOKIE.exec(cookieHeader ?? '')?.[1];
  return value && TOKEN.test(value) ? value : null;
}

/**
 * The session cookie for `token`. HttpOnly (no script reads it: the app keeps its own copy),
 * SameSite=Lax (a link from elsewhere still shows the member's home), Secure on https.
 */
export function sessionCookie(token: string, secure: boolean): string {
  return [
    `${SESSION_COOKIE}=${token}`,
    'Path=/',
    `Max-Age=${MAX_AGE_SECONDS}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** Removes the session cookie (sign-out, or a token the server no longer knows). */
export function expiredSessionCookie(secure: boolean): string {
  return [
    `${SESSION_COOKIE}=`,
    'Path=/',
    'Max-Age=0',
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
