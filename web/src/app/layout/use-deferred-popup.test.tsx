import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { LanguageMenu } from './language-picker';

/** Two language pickers: the second shows when the menus' code has come and React swapped it in. */
function renderTwoPickers() {
  renderWithProviders(
    <>
      <div data-testid="pressed">
        <LanguageMenu />
      </div>
      <div data-testid="untouched">
        <LanguageMenu />
      </div>
    </>,
  );
  const button = (id: string) =>
    within(screen.getByTestId(id)).getByRole('button', { name: /Change language/ });
  return { button };
}

describe('a header menu whose code comes while its plain button is pressed', () => {
  it('keeps the pressed button until the press ends, and the press opens the menu', async () => {
    const { button } = renderTwoPickers();
    const pressed = button('pressed');
    fireEvent.pointerDown(pressed);
    // The menus' code has come: the picker nobody pressed is now the menu's own button.
    await waitFor(() => expect(button('untouched')).toHaveAttribute('aria-haspopup', 'menu'));
    // The pressed one is the same node still: a press ending on a new node would be no click.
    expect(pressed.isConnected).toBe(true);
    expect(button('pressed')).toBe(pressed);

    fireEvent.pointerUp(pressed);
    fireEvent.click(pressed);
    // The press was a click: the menu opens, now the real one.
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: '한국어' })).toBeVisible();
    expect(button('pressed')).toHaveAttribute('aria-expanded', 'true');
  });

  it('swaps a pressed button once a press that was no click ends elsewhere', async () => {
    const { button } = renderTwoPickers();
    fireEvent.pointerDown(button('pressed'));
    await waitFor(() => expect(button('untouched')).toHaveAttribute('aria-haspopup', 'menu'));
    // Dragged away and cancelled (a scroll on a phone): no menu, the real button comes.
    fireEvent.pointerCancel(window);
    await waitFor(() => expect(button('pressed')).toHaveAttribute('aria-haspopup', 'menu'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
