import { SIGNED_IN_COOKIE } from '@chingu/contract/constants';

/**
 * Keeps the signed-in hint cookie in step with the session (decision 054): with it the server
 * sends a member's browser the app's shell, not a page rendered for visitors. Not a credential.
 */
export function writeSignedInHint(signedIn: boolean) {
  if (typeof document === 'undefined') return; // the build's prerender, in Node
  document.cookie = signedIn
    ? `${SIGNED_IN_COOKIE}=1; path=/; max-age=31536000; samesite=lax`
    : `${SIGNED_IN_COOKIE}=; path=/; max-age=0; samesite=lax`;
}
