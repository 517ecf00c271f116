import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { QueryErrorAlert } from './query-error-alert';

describe('QueryErrorAlert', () => {
  it('shows the title and the reason in an alert, and retries on click', async () => {
    const onRetry = vi.fn();
    renderWithProviders(
      <QueryErrorAlert
        title="Could not load"
        message="Network down"
        retryLabel="Try again"
        onRetry={onRetry}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Could not load');
    expect(alert).toHaveTextContent('Network down');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('disables the button while retrying', () => {
    renderWithProviders(<QueryErrorAlert retryLabel="Retry" onRetry={() => {}} retrying />);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeDisabled();
  });
});
