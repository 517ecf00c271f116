/**
 * The document title in one place: `prefix + base`. Each route sets the base ("Moments · Chingu")
 * through `usePageTitle`; whatever owns a badge (the unread count, "(3) ") sets the prefix, and
 * neither overwrites the other.
 */
// No document when the build prerenders the landing in Node (decision 030).
let base = typeof document === 'undefined' ? '' : document.title;
let prefix = '';

function apply() {
  document.title = `${prefix}${base}`;
}

export function setPageTitle(title: string) {
  base = title;
  apply();
}

export function setTitlePrefix(value: string) {
  prefix = value;
  apply();
}

/** The route's title without any prefix. */
export function pageTitle(): string {
  return base;
}
