import type { Location } from 'react-router';

/** Where React Router's ScrollRestoration keeps its positions (its own storage key). */
const SCROLL_POSITIONS_STORAGE_KEY = 'react-router-scroll-positions';

/** The key ScrollRestoration keeps a page's position under: the path, query and history entry. */
export function scrollRestorationKey(location: Pick<Location, 'pathname' | 'search' | 'key'>) {
  return `${location.pathname}${location.search}#${location.key}`;
}

/**
 * Forgets the saved position of the page the browser shows now (a reload of it): React Router
 * would scroll there after the app's first render, but a member who scrolled the server's page
 * (decision 056) is to stay where they are.
 */
export function forgetSavedScrollOfCurrentPage() {
  try {
    // The browser router's key of the first location: the history entry's, else 'default'.
    const state = window.history.state as { key?: string } | null;
    const key = scrollRestorationKey({
      pathname: window.location.pathname,
      search: window.location.search,
      key: state?.key ?? 'default',
    });
    const saved = JSON.parse(
      sessionStorage.getItem(SCROLL_POSITIONS_STORAGE_KEY) ?? '{}',
    ) as Record<string, number>;
    if (!(key in saved)) return;
    delete saved[key];
    sessionStorage.setItem(SCROLL_POSITIONS_STORAGE_KEY, JSON.stringify(saved));
  } catch {
    // Storage blocked or unreadable: nothing was saved to restore either.
  }
}
