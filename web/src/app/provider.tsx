import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Provider as ReduxProvider } from 'react-redux';
import { PageLoader } from '@/components/page-loader';
import type { AppStore } from '@/stores/store';
import { theme } from './theme';

function LocalisedDates({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <DatesProvider settings={{ locale: i18n.resolvedLanguage ?? 'en' }}>{children}</DatesProvider>
  );
}

export function AppProvider({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <ReduxProvider store={store}>
      <MantineProvider theme={theme} defaultColorScheme="auto">
        <Notifications position="top-right" autoClose={3000} />
        <Suspense fallback={<PageLoader />}>
          <LocalisedDates>{children}</LocalisedDates>
        </Suspense>
      </MantineProvider>
    </ReduxProvider>
  );
}
