import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { i18n, initI18nWithResources } from '@/lib/i18n';
import { makeStore } from '@/stores/store';

type Resources = Record<string, Record<string, Record<string, unknown>>>;

/**
 * Build-time only (web/vite-prerender.ts runs this in Node): the landing as a visitor first sees
 * it, rendered by the app's own routes, layout and providers, so the HTML and the app that later
 * replaces it are the same page (docs/decisions/030-prerendered-landing.md).
 */
export async function renderLanding(resources: Resources, languages: string[]) {
  await initI18nWithResources(resources);
  const handler = createStaticHandler(routes);
  const pages: Record<string, { html: string; title: string }> = {};
  for (const lng of languages) {
    await i18n.changeLanguage(lng);
    const context = await handler.query(new Request('http://localhost/'));
    if (context instanceof Response) throw new Error(`prerender: / answered ${context.status}`);
    const router = createStaticRouter(handler.dataRoutes, context as StaticHandlerContext);
    const html = renderToString(
      <AppProvider store={makeStore()}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>,
    );
    const title = i18n.t('pageTitle.format', { title: i18n.t('pageTitle.home') });
    pages[lng] = { html, title };
  }
  return pages;
}
