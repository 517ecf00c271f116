import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider as ReduxProvider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '@/app/theme';
import { makeStore } from '@/stores/store';
import { testI18n } from '@/testing/i18n';
import { routes } from './router';

describe('router', () => {
  it('shows the header and a loader while the first lazy page loads, without a warning', async () => {
    const warn = vi.spyOn(console, 'warn');
    const router = createMemoryRouter(routes, { initialEntries: ['/courses'] });
    render(
      <ReduxProvider store={makeStore()}>
        <I18nextProvider i18n={testI18n}>
          <MantineProvider theme={theme} env="test">
            <RouterProvider router={router} />
          </MantineProvider>
        </I18nextProvider>
      </ReduxProvider>,
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    const messages = warn.mock.calls.map((args) => String(args[0]));
    expect(messages.filter((m) => m.includes('HydrateFallback'))).toEqual([]);
  });
});
