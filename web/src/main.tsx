// Latin and Hangul subsets; the browser fetches only the woff2 files a page's characters need.
import '@fontsource-variable/noto-sans-kr';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@/app/global.css';
import { StrictMode, startTransition, useLayoutEffect, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, router } from '@/app/app';
import { loadMemberHeader } from '@/app/layout/member-header-parts';
import { forgetSavedScrollOfCurrentPage } from '@/app/layout/scroll-restoration-key';
import { onPageHydrated, setWholeListsOnMount } from '@/lib/first-render';
import { initI18n } from '@/lib/i18n';
import { seedMemberPage } from '@/prerender/member-pages';
import { PAGE_DATA_ID, seedVisitorPage } from '@/prerender/visitor-pages';
import { selectCurrentUser } from '@/stores/auth-slice';
import { writeSignedInHint } from '@/stores/signed-in-hint';
import { makeStore } from '@/stores/store';

const container = document.getElementById('root')!;
const i18nReady = initI18n();
const store = makeStore();
// A session saved before the hint cookie existed, or a cookie cleared on its own (decision 054).
writeSignedInHint(Boolean(selectCurrentUser(store.getState())));
// A page rendered by the server carries the answers it was built from: the app starts from them
// and paints the same page. A visitor page's (decision 035) for a visitor only: a member's
// answers differ (likes, private moments). A member's home (decision 056) for that member only.
const memberPage = container.getAttribute('data-prerendered') === 'member';
const pageData = document.getElementById(PAGE_DATA_ID);
const me = selectCurrentUser(store.getState());
/** A member page rendered for the member signed in here, its answers in the store. */
let hydrateMemberPage = false;
if (pageData) {
  try {
    const answers = JSON.parse(pageData.textContent ?? '{}') as Record<string, unknown>;
    const renderedFor = document
      .querySelector('meta[name="chingu-rendered"]')
      ?.getAttribute('content');
    if (memberPage && me && renderedFor === `member:${me._id}`) {
      seedMemberPage(store, location.pathname.replace(/\/+$/, '') || '/', me._id, answers);
      hydrateMemberPage = true;
    } else if (!memberPage && !me) seedVisitorPage(store, answers);
  } catch {
    // Unreadable data: the page's queries run as on any other page.
  }
}
const app = (
  <StrictMode>
    <App store={store} />
  </StrictMode>
);

/** Resolves once the router has loaded the current route's module and texts. */
function routerReady() {
  return new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Applies the app's full stylesheets, which public/landing-boot.js loaded unapplied, without
 * their @font-face rules: the page's own stylesheet declares the same fonts, and a second
 * declaration is a new font face with its own `font-display: optional` window, which would swap
 * text the page painted in the system font (the font came too late) to the now-cached web font
 * (decision 030: painted once).
 */
function applyAppStyles() {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-app-style]')) {
    try {
      const rules = link.sheet?.cssRules ?? [];
      for (let i = rules.length - 1; i >= 0; i--) {
        if (rules[i] instanceof CSSFontFaceRule) link.sheet!.deleteRule(i);
      }
    } catch {
      // Rules not readable: the sheet applies whole.
    }
    link.media = 'all';
  }
}

/** Resolves once the app's full stylesheets, added by public/landing-boot.js, have loaded. */
function stylesReady() {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[data-app-style]')];
  return Promise.all(
    links.map((link) =>
      link.sheet
        ? undefined
        : new Promise<void>((resolve) => {
            // A failed stylesheet must not keep the app from starting.
            link.addEventListener('load', () => resolve(), { once: true });
            link.addEventListener('error', () => resolve(), { once: true });
          }),
    ),
  );
}

/** The prerendered page's end: the app's page is in, a held click can be replayed. */
function takeOver() {
  container.removeAttribute('data-prerendered');
  document.documentElement.classList.remove('chingu-booting');
  window.dispatchEvent(new Event('chingu:app-ready'));
}

/** Calls `onCommit` once the app's first render is on the page. */
function OnFirstCommit({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useLayoutEffect(onCommit, [onCommit]);
  return children;
}

if (container.hasAttribute('data-prerendered')) {
  // The prerendered landing (decision 030) or visitor page (decision 035) stays until the app can paint the same page in one
  // commit: no spinner in between, and public/landing-boot.js replays a held click once it is in.
  void Promise.all([i18nReady.catch(() => undefined), routerReady(), stylesReady()]).then(() => {
    applyAppStyles();
    if (hydrateMemberPage) {
      // A member's page the server rendered for this member (decision 056), in their language,
      // from the answers the store now holds: React hydrates it (the page's nodes stay, so the
      // member sees no second paint) in slices, as a transition. A part that differs anyway
      // (a relative time that turned over) is rendered afresh by React on its own. Lists mount
      // whole, as the server rendered them. The page is React's once the layout under the
      // root's Suspense boundary has committed (the root commits first): a tap held by
      // public/route-hints.js is replayed then, and where the member scrolled meanwhile is
      // restored (React Router's ScrollRestoration puts a first render at the top).
      forgetSavedScrollOfCurrentPage();
      let scroll = { x: window.scrollX, y: window.scrollY };
      const keepScroll = () => (scroll = { x: window.scrollX, y: window.scrollY });
      window.addEventListener('scroll', keepScroll, { passive: true });
      setWholeListsOnMount(true);
      onPageHydrated(() => {
        window.removeEventListener('scroll', keepScroll);
        window.scrollTo(scroll.x, scroll.y);
        setWholeListsOnMount(false);
        takeOver();
      });
      // The header's bell first: hydrated with the page, not in a pass of its own after it.
      void loadMemberHeader()
        .catch(() => undefined)
        .then(() =>
          startTransition(() => {
            hydrateRoot(container, app, {
              onRecoverableError: (error) => console.warn('member page: rendered afresh', error),
            });
          }),
        );
      return;
    }
    const root = createRoot(container);
    if (document.documentElement.classList.contains('chingu-booting')) {
      // A member's home or a saved language: the page is hidden, nobody reads or scrolls it, so the
      // first render needs no flushSync. As a transition React renders it in slices that leave the
      // main thread free (one synchronous render was a 1.6 s task on a slow phone, issue 32).
      startTransition(() => root.render(<OnFirstCommit onCommit={takeOver}>{app}</OnFirstCommit>));
      return;
    }
    // A visitor who scrolled towards the forms stays there: React Router's ScrollRestoration puts
    // a first render at the top (in a layout effect, so flushSync has run it by the next line).
    const { scrollX, scrollY } = window;
    // Lists mount whole, as the prerendered page shows them (use-progressive-count.ts).
    setWholeListsOnMount(true);
    flushSync(() => root.render(app));
    setWholeListsOnMount(false);
    window.scrollTo(scrollX, scrollY);
    takeOver();
  });
} else {
  // In slices (a transition): nothing is on the page yet that a click could reach, and one
  // synchronous first render was a long task on a slow phone (issue 32).
  const root = createRoot(container);
  startTransition(() => root.render(app));
}

// The service worker (offline app shell, push) only in the built app: in dev and tests it would
// serve stale files. Its first install downloads the whole shell: it starts once the page has
// loaded and gone idle, so it does not hold up the page's own requests.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () =>
    void import('@/app/service-worker').then((module) => module.registerServiceWorker());
  const whenIdle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: 5000 });
    else setTimeout(register, 1000);
  };
  // On the prerendered landing the app may load long after the page did.
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle);
}
