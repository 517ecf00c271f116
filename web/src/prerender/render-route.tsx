import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import type { AppStore } from '@/stores/store';

const handler = createStaticHandler(routes);

/**
 * One route of the app rendered to HTML in Node, with the app's own routes, layout and providers
 * and the given store, in i18n's current language: the prerendered landing (decision 030) and
 * the server-rendered visitor pages (decision 035) are the pages the app later replaces them with.
 */
export async function renderRoute(path: string, store: AppStore): Promise<string> {
  return renderToString(await routeElement(path, store));
}

/**
 * The same, once every part that suspends (a lazy component not yet loaded in this process) has
 * come: for a page the browser hydrates (decision 056), where a part sent as its fallback would
 * be rendered afresh there.
 */
export async function renderRouteComplete(path: string, store: AppStore): Promise<string> {
  // Every boundary inline, however large: the page runs no inline script (the CSP) to reveal one
  // sent apart.
  const { prelude } = await prerenderToNodeStream(await routeElement(path, store), {
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

async function routeElement(path: string, store: AppStore) {
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`prerender: ${path} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context as StaticHandlerContext);
  return (
    <AppProvider store={store}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProvider>
  );
}
