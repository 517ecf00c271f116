import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider as ReduxProvider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { theme } from '@/app/theme';
import { makeStore, type AppStore } from '@/stores/store';
import { testI18n } from './i18n';

type Options = Omit<RenderOptions, 'wrapper'> & {
  store?: AppStore;
  /** Initial URL of a memory router wrapping the element. */
  route?: string;
  /** Route pattern the element is mounted at (default '*'). */
  path?: string;
  language?: 'en' | 'ko';
};

/** Renders with the real store, theme, i18n texts and a memory router; returns the store too. */
export function renderWithProviders(ui: ReactElement, options: Options = {}) {
  const { store = makeStore(), route = '/', path = '*', language = 'en', ...rest } = options;
  void testI18n.changeLanguage(language);
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', element: <div data-testid="navigated-away" /> },
    ],
    { initialEntries: [route] },
  );
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <ReduxProvider store={store}>
        <I18nextProvider i18n={testI18n}>
          {/* env "test": no transitions, and no floating-ui "hide" check, which in jsdom (every
              rect 0×0) hides an open menu as soon as its position is computed. */}
          <MantineProvider theme={theme} env="test">
            <Notifications />
            {children}
          </MantineProvider>
        </I18nextProvider>
      </ReduxProvider>
    );
  }
  const result = render(<RouterProvider router={router} />, { wrapper: Wrapper, ...rest });
  return { ...result, store, router };
}
