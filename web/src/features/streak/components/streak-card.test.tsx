import { ZStreakResponse, type TStreak } from '@chingu/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ME_ID, apiError, http, respond, server, signedInStore } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import { StreakCard } from './streak-card';

const STREAK = `/api/v1/auth/users/${ME_ID}/streak`;

function streakIs(data: TStreak) {
  server.use(http.get(STREAK, () => respond(ZStreakResponse, { success: true, data })));
}

describe('StreakCard', () => {
  it('shows the days, that today counts, the freezes left and the longest streak', async () => {
    streakIs({ current: 5, longest: 12, today: true, freezes: 1 });
    renderWithProviders(<StreakCard />, { store: signedInStore() });
    expect(await screen.findByText('5-day streak')).toBeInTheDocument();
    expect(screen.getByTestId('streak-today')).toHaveTextContent('Today counts');
    expect(screen.getByTestId('streak-freezes')).toHaveTextContent('1 freeze left this month');
    expect(screen.getByText('Longest: 12 days')).toBeInTheDocument();
  });

  it('says how to make today count while it does not', async () => {
    streakIs({ current: 0, longest: 0, today: false, freezes: 2 });
    renderWithProviders(<StreakCard />, { store: signedInStore() });
    expect(await screen.findByText('Start a streak today')).toBeInTheDocument();
    expect(screen.getByTestId('streak-today')).toHaveTextContent(
      'send a message, correct someone or finish your due reviews',
    );
    expect(screen.queryByText(/Longest/)).toBeNull();
  });

  it('leaves the longest out while the running streak is the longest', async () => {
    streakIs({ current: 4, longest: 4, today: true, freezes: 2 });
    renderWithProviders(<StreakCard />, { store: signedInStore() });
    expect(await screen.findByText('4-day streak')).toBeInTheDocument();
    expect(screen.queryByText(/Longest/)).toBeNull();
  });

  it('speaks Korean', async () => {
    streakIs({ current: 3, longest: 3, today: false, freezes: 2 });
    renderWithProviders(<StreakCard />, { store: signedInStore(), language: 'ko' });
    expect(await screen.findByText('3일 연속')).toBeInTheDocument();
    expect(screen.getByTestId('streak-freezes')).toHaveTextContent('이번 달 쉬어도 되는 날 2일');
  });

  it('says so when the streak cannot be loaded', async () => {
    server.use(http.get(STREAK, () => apiError(500, 'Something went wrong')));
    renderWithProviders(<StreakCard />, { store: signedInStore() });
    expect(await screen.findByRole('status')).toHaveTextContent('Your streak could not be loaded.');
  });
});
