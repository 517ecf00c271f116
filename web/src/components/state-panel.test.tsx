import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { StatePanel } from './state-panel';

describe('StatePanel', () => {
  it('shows the title as a heading of the given level, the description and the action', () => {
    renderWithProviders(
      <StatePanel
        icon={<span data-testid="icon" />}
        title="Nothing here"
        description="Try another filter"
        action={<button type="button">Reset</button>}
        order={3}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Nothing here' })).toBeInTheDocument();
    expect(screen.getByText('Try another filter')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeInTheDocument();
    expect(screen.getByTestId('icon')).toBeInTheDocument();
  });
});
