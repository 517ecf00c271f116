import { renderToString } from 'react-dom/server';
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
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`prerender: ${path} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context as StaticHandlerContext);
  return renderToString(
    <AppProvider store={store}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProvider>,
  );
}
