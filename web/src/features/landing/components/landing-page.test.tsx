import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { LandingPage } from './landing-page';

describe('landing page', () => {
  it('has the hero calls to action, the three plans and the footer links', () => {
    renderWithProviders(<LandingPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Learn a language with a friend who speaks it',
    );
    expect(screen.getByRole('link', { name: /Get started/ })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: /Find partners/ })).toHaveAttribute(
      'href',
      '/communities',
    );

    const pricing = document.getElementById('pricing');
    expect(pricing).not.toBeNull();
    const plans = within(pricing as HTMLElement).getAllByRole('article');
    expect(plans.map((plan) => plan.textContent)).toEqual([
      expect.stringMatching(/Basic.*\$19\/month/),
      expect.stringMatching(/Standard.*\$39\/month/),
      expect.stringMatching(/Premium.*\$59\/month/),
    ]);

    const footer = within(screen.getByRole('contentinfo'));
    for (const [name, href] of [
      ['About', '/about'],
      ['Services', '/services'],
      ['Pricing', '/pricing'],
      ['Contact', '/contact'],
      ['Communities', '/communities'],
    ]) {
      expect(footer.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it.each(['about', 'services', 'pricing', 'contact'])(
    'scrolls /%s to its section',
    async (section) => {
      const scrolled: string[] = [];
      vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (
        this: HTMLElement,
      ) {
        scrolled.push(this.id);
      });
      renderWithProviders(<LandingPage />, { route: `/${section}` });
      await vi.waitFor(() => expect(scrolled).toEqual([section]));
      vi.restoreAllMocks();
    },
  );

  it('is translated into Korean', () => {
    renderWithProviders(<LandingPage />, { language: 'ko' });
    expect(screen.getByRole('link', { name: /시작하기/ })).toBeInTheDocument();
    expect(screen.getByText('모든 학습자를 위한 요금제')).toBeInTheDocument();
  });
});
