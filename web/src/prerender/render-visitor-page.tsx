import type { TOwnUser } from '@chingu/contract';
import { loadMemberHome } from '@/app/routes/landing';
import { setServerNarrowViewport, setWholeListsOnMount } from '@/lib/first-render';
import { i18n, initI18nWithResources } from '@/lib/i18n';
import { makeStore } from '@/stores/store';
import { MEMBER_PAGES, seedMemberPage, type MemberPageAnswers } from './member-pages';
import { renderRoute, renderRouteComplete } from './render-route';
import { seedVisitorPage, VISITOR_PAGES, type VisitorPageAnswers } from './visitor-pages';

export { PAGE_DATA_ID, VISITOR_PAGES } from './visitor-pages';
export { MEMBER_PAGES } from './member-pages';

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

export type MemberPageRequest = {
  path: string;
  lng: string;
  narrow: boolean;
  /** The member as `GET /api/v1/auth/me` gives them. */
  member: TOwnUser;
  answers: MemberPageAnswers;
};

/**
 * A member's page (their home, the moments feed) rendered for their first request
 * (docs/decisions/056): the app's own route, layout and sections from the member's own API
 * answers. Never cached: it is theirs alone.
 */
export function renderMemberPage(request: MemberPageRequest) {
  const run = queue.then(() => renderMember(request));
  queue = run.catch(() => undefined);
  return run;
}

async function renderMember({ path, lng, narrow, member, answers }: MemberPageRequest) {
  const page = MEMBER_PAGES[path];
  if (!page) throw new Error(`member page: no page for ${path}`);
  await ready;
  await i18n.changeLanguage(lng);
  // The route loads the landing in Node (no saved session there): the home is loaded here.
  if (path === '/') await loadMemberHome();
  const store = makeStore(member);
  seedMemberPage(store, path, member._id, answers);
  setWholeListsOnMount(true);
  setServerNarrowViewport(narrow);
  try {
    const html = (await renderRouteComplete(path, store)).replace(HOISTED_IMAGE_PRELOAD, '');
    const title = i18n.t('pageTitle.format', { title: i18n.t(page.titleKey) });
    return { html, title };
  } finally {
    setWholeListsOnMount(false);
    setServerNarrowViewport(undefined);
  }
}
