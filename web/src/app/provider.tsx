import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { Suspense, type ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { PageLoader } from '@/components/page-loader';
import type { AppStore } from '@/stores/store';
import { theme } from './theme';

export function AppProvider({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <ReduxProvider store={store}>
      <MantineProvider theme={theme} defaultColorScheme="auto">
        <Notifications position="top-right" autoClose={3000} />
        <Suspense fallback={<PageLoader />}>{children}</Suspense>
      </MantineProvider>
    </ReduxProvider>
  );
}
