import { useLayoutEffect, useSyncExternalStore } from 'react';

/**
 * How the first render of a page that replaces prerendered HTML differs from a normal one
 * (docs/decisions/030 and 035). Module state, not context: the server renders one page at a time
 * (renderToString is synchronous) and the browser's takeover is one flushSync commit.
 */
let wholeLists = false;
let narrowViewport: boolean | undefined;

/**
 * While on, lists mount with all their items instead of a first slice (decision 033): the
 * prerendered HTML has them all, and the takeover must paint the same page.
 */
export function setWholeListsOnMount(on: boolean) {
  wholeLists = on;
}
export const wholeListsOnMount = () => wholeLists;

/**
 * The server's guess of a narrow (phone) viewport, from the request's mobile hints: Node has no
 * matchMedia. Undefined in the browser, where the media query itself answers.
 */
export function setServerNarrowViewport(narrow: boolean | undefined) {
  narrowViewport = narrow;
}
export const serverNarrowViewport = () => narrowViewport;

const PAGE_HYDRATED = 'chingu:page-hydrated';

/**
 * For the app's layout: its first commit. When React hydrates a page the server rendered
 * (decision 056), the root commits before the content under its Suspense boundary, which is
 * hydrated after it: this says the page itself is React's now.
 */
export function usePageHydratedSignal() {
  useLayoutEffect(() => {
    window.dispatchEvent(new Event(PAGE_HYDRATED));
  }, []);
}

/** Calls `callback` once the app's layout has first committed (see usePageHydratedSignal). */
export function onPageHydrated(callback: () => void) {
  window.addEventListener(PAGE_HYDRATED, callback, { once: true });
}

const subscribeToNothing = () => () => {};

/**
 * False in the server's render and while React hydrates it, true in any other render. What only
 * the browser knows (a history entry's state) waits for it: the page then hydrates as the server
 * rendered it and that part changes after, instead of React rendering the whole page afresh and
 * losing a tap on a node it replaced (decision 056).
 */
export function useHydrated() {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
