import { createHmac } from 'node:crypto';
import { LIMITS, type TIceServer } from '@chingu/contract';
import type { Config } from '../../config.ts';

/**
 * The ICE servers for one member: the configured ones and, with a TURN server, a credential in
 * coturn's `use-auth-secret` form: username `expiry:userId`, credential base64(HMAC-SHA1(secret,
 * username)). coturn checks it with the same secret and refuses it after `expiry` (Unix seconds).
 */
export function iceServersFor(
  userId: string,
  { iceServers, turn }: Config['calls'],
  now = Date.now(),
): TIceServer[] {
  if (!turn) return iceServers;
  const expiry = Math.floor(now / 1000) + LIMITS.turnCredentialMinutes * 60;
  const username = `${expiry}:${userId}`;
  const credential = createHmac('sha1', turn.secret).update(username).digest('base64');
  return [...iceServers, { urls: turn.urls, username, credential }];
}
