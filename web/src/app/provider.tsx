import { MantineProvider } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { PageLoader } from '@/components/page-loader';
import type { AppStore } from '@/stores/store';
import { NotificationsHost } from './notifications-host';
import { cssVariablesResolver, theme } from './theme';

export function AppProvider({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <ReduxProvider store={store}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="auto"
      >
        <NotificationsHost />
        <Suspense fallback={<PageLoader />}>{children}</Suspense>
      </MantineProvider>
    </ReduxProvider>
  );
}
