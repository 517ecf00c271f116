import { setServerNarrowViewport, setWholeListsOnMount } from '@/lib/first-render';
import { i18n, initI18nWithResources } from '@/lib/i18n';
import { makeStore } from '@/stores/store';
import { renderRoute } from './render-route';
import { seedVisitorPage, VISITOR_PAGES, type VisitorPageAnswers } from './visitor-pages';

export { PAGE_DATA_ID, VISITOR_PAGES } from './visitor-pages';

type Resources = Record<string, Record<string, Record<string, unknown>>>;

export type VisitorPageRequest = {
  path: string;
  lng: string;
  /** The server's guess of a phone viewport (the directory's cards are laid out for it). */
  narrow: boolean;
  answers: VisitorPageAnswers;
};

/**
 * React hoists a `<link rel="preload" as="image">` for a `fetchPriority="high"` image to the start
 * of the render, at the top of #root. Dropped: the <img> is in the same HTML for the preload scanner
 * anyway, and the link is a child of #root the app's page does not have.
 */
const HOISTED_IMAGE_PRELOAD = /<link rel="preload" as="image"[^>]*>/g;

let ready: Promise<unknown> | undefined;
/** Renders run one after another: the language and the viewport guess are module state. */
let queue: Promise<unknown> = Promise.resolve();

/** Once per process: the texts of every namespace, in every language (from web/dist/locales). */
export function initVisitorPages(resources: Resources) {
  ready ??= initI18nWithResources(resources);
  return ready;
}

/**
 * A visitor's first page of /moments or /communities, rendered by the app's own routes, layout and
 * providers from the API answers the app itself would read (server/src/plugins/visitor-pages.ts
 * calls this at request time; docs/decisions/035).
 */
export function renderVisitorPage(request: VisitorPageRequest) {
  const run = queue.then(() => render(request));
  queue = run.catch(() => undefined);
  return run;
}

async function render({ path, lng, narrow, answers }: VisitorPageRequest) {
  const page = VISITOR_PAGES[path];
  if (!page) throw new Error(`visitor page: no page for ${path}`);
  await ready;
  await i18n.changeLanguage(lng);
  const store = makeStore();
  seedVisitorPage(store, answers);
  setWholeListsOnMount(true);
  setServerNarrowViewport(narrow);
  try {
    const html = (await renderRoute(path, store)).replace(HOISTED_IMAGE_PRELOAD, '');
    const title = i18n.t('pageTitle.format', { title: i18n.t(page.titleKey) });
    return { html, title };
  } finally {
    setWholeListsOnMount(false);
    setServerNarrowViewport(undefined);
  }
}
