/**
 * A cookie the web app keeps while a member is signed in in this browser: it tells the server to
 * send the app's shell instead of a page rendered for visitors, which a member's browser would
 * only hide (decision 054). A hint, never a credential: the session is the Bearer token.
 */
export const SIGNED_IN_COOKIE = 'signedIn';

/**
 * The member's session token as an HttpOnly cookie, kept by the server beside the Bearer token
 * the app sends (decision 056): it lets the server render a member's home on the first request.
 * Read for that page only: the API authenticates the Authorization header alone, so a request
 * another site makes the browser send carries no authority.
 */
export const SESSION_COOKIE = 'chinguSession';
