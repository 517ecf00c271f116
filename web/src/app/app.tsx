import { createBrowserRouter, RouterProvider } from 'react-router';
import type { AppStore } from '@/stores/store';
import { AppProvider } from './provider';
import { routes } from './router';

// Here rather than in router.tsx: the build's prerender (src/prerender) renders `routes` in Node,
// where a browser router cannot be created.
export const router = createBrowserRouter(routes);

export function App({ store }: { store: AppStore }) {
  return (
    <AppProvider store={store}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
