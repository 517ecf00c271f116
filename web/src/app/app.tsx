import { RouterProvider } from 'react-router';
import type { AppStore } from '@/stores/store';
import { AppProvider } from './provider';
import { router } from './router';

export function App({ store }: { store: AppStore }) {
  return (
    <AppProvider store={store}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
