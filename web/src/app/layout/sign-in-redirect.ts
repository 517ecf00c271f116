import { paths } from '@/config/paths';

const NO_REDIRECT_PATHS: readonly string[] = [
  paths.home.path,
  paths.login.path,
  paths.register.path,
  paths.forgotPassword.path,
];

/** Sign In brings the visitor back to the page they were on (home and auth pages need no redirect). */
export function signInRedirect(pathname: string, search: string): string | null {
  return NO_REDIRECT_PATHS.includes(pathname) ? null : pathname + search;
}

/** The Sign In link for a visitor on `pathname` + `search`. */
export function signInHrefFrom(pathname: string, search: string): string {
  return paths.login.getHref(signInRedirect(pathname, search));
}
