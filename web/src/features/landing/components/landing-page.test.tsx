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

  it('says the core is free for everyone and what each plan adds, never listing the free core', () => {
    renderWithProviders(<LandingPage />);
    const pricing = within(document.getElementById('pricing') as HTMLElement);
    const free = pricing.getByRole('region', { name: 'Free for everyone' });
    expect(within(free).getByText('$0')).toBeInTheDocument();
    expect(free).toHaveTextContent('with no daily limits');
    expect(
      within(free)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'One-to-one chat with partners',
      'Corrections on messages',
      'Translation of messages and moments',
      'Voice messages',
      'Voice and video calls',
      'Moments and stories',
      'The member directory and its filters',
    ]);
    expect(pricing.getByText(/no daily caps.*no locked features/)).toBeInTheDocument();

    const plans = pricing.getAllByRole('article');
    expect(plans).toHaveLength(3);
    const core =
      /\b(chat|corrections?|translation|voice messages|calls|moments|stories|directory|filters)\b/i;
    for (const plan of plans) {
      const items = within(plan)
        .getAllByRole('listitem')
        .map((item) => item.textContent ?? '');
      expect(items.length).toBeGreaterThan(0);
      // A plan lists what it adds or supports, not a feature every free account has.
      for (const item of items.filter((text) => !/supports$|funds/.test(text))) {
        expect(item).not.toMatch(core);
      }
    }
    expect(plans[0]).toHaveTextContent('Support Chingu');
    expect(plans[0]).toHaveTextContent('every member has the same Chingu');
    expect(plans[1]).toHaveTextContent('Priority replies when you write to the team');
    expect(plans[2]).toHaveTextContent('run your own Chingu (self-hosting)');
    // A plan cannot be bought in the app: its button is the free sign-up, and says so.
    const joins = pricing.getAllByRole('link', { name: 'Join free' });
    expect(joins).toHaveLength(3);
    for (const join of joins) expect(join).toHaveAttribute('href', '/register');
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
    expect(screen.getByText('모든 학습자에게 무료')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '모두에게 무료' })).toHaveTextContent(
      '하루 제한 없이',
    );
  });
});
