import { SIGNED_IN_COOKIE } from '@chingu/contract';

const SIGNED_IN = new RegExp(`(?:^|;\\s*)${SIGNED_IN_COOKIE}=1(?:;|$)`);

/**
 * Whether the browser says a member is signed in there (the web app's hint cookie, decision 054):
 * such a browser gets the app's shell, not a page rendered for visitors that it would hide.
 */
export function hasSignedInHint(cookie?: string): boolean {
  return SIGNED_IN.test(cookie ?? '');
}
