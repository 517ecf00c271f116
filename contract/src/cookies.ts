/**
 * A cookie the web app keeps while a member is signed in in this browser: it tells the server to
 * send the app's shell instead of a page rendered for visitors, which a member's browser would
 * only hide (decision 054). A hint, never a credential: the session is the Bearer token.
 */
export const SIGNED_IN_COOKIE = 'signedIn';
