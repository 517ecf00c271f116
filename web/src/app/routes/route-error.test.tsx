import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '@/app/theme';
import { testI18n } from '@/testing/i18n';
import { RouteErrorPage } from './route-error';

function Crash(): never {
  throw new Error('Widget exploded');
}

function renderCrash(language: 'en' | 'ko') {
  void testI18n.changeLanguage(language);
  const router = createMemoryRouter([
    { path: '/', element: <Crash />, errorElement: <RouteErrorPage /> },
  ]);
  return render(
    <I18nextProvider i18n={testI18n}>
      <MantineProvider theme={theme} env="test">
        <RouterProvider router={router} />
      </MantineProvider>
    </I18nextProvider>,
  );
}

describe('route error page', () => {
  it('keeps the generic title for real crashes and shows the error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderCrash('en');
    expect(
      screen.getByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Widget exploded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to home/ })).toHaveAttribute('href', '/');
  });

  it('translates its other texts', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderCrash('ko');
    expect(screen.getByRole('button', { name: '새로고침' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /홈으로 돌아가기/ })).toBeInTheDocument();
  });
});
