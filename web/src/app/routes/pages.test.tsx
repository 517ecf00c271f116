import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import CoursesRoute from './courses';
import NotFoundRoute from './not-found';
import StoriesRoute from './stories';

describe('simple pages', () => {
  it('not-found page explains and links home', () => {
    renderWithProviders(<NotFoundRoute />, { route: '/no/such/page' });
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to home/ })).toHaveAttribute('href', '/');
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
  });

  it('not-found page speaks Korean', () => {
    renderWithProviders(<NotFoundRoute />, { language: 'ko' });
    expect(screen.getByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeInTheDocument();
  });

  it('courses says how Chingu teaches and promises nothing it does not have', () => {
    renderWithProviders(<CoursesRoute />);
    expect(screen.getByRole('heading', { name: 'Courses' })).toBeInTheDocument();
    expect(screen.queryByText(/coming soon|on their way/i)).toBeNull();
    expect(screen.getByRole('link', { name: 'Find a partner' })).toHaveAttribute(
      'href',
      '/communities',
    );
  });

  it('stories asks visitors to sign in', () => {
    renderWithProviders(<StoriesRoute />);
    expect(screen.getByRole('heading', { name: 'Stories', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fstories%2F',
    );
  });
});
