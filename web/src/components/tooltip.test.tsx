import { Button } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { Tooltip } from './tooltip';

describe('Tooltip', () => {
  it('shows its label when a mouse rests on the target, and hides it when the mouse leaves', async () => {
    const onClick = vi.fn();
    renderWithProviders(
      <Tooltip label="Edit your moment">
        <Button onClick={onClick}>Edit</Button>
      </Tooltip>,
    );
    expect(screen.queryByRole('tooltip')).toBeNull();
    const button = screen.getByRole('button', { name: 'Edit' });
    await userEvent.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Edit your moment');
    // The same button, not one mounted anew with the hint: what held it can still press it.
    expect(button).toBeInTheDocument();
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    await userEvent.unhover(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    // Mantine's from then on: the next hover shows it again.
    await userEvent.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Edit your moment');
  });

  it('shows nothing for a touch, nor while disabled', async () => {
    const { rerender } = renderWithProviders(
      <Tooltip label="Edit your moment">
        <Button>Edit</Button>
      </Tooltip>,
    );
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Edit' }), { pointerType: 'touch' });
    // Longer than the mouse's delay (0 here): still nothing.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('tooltip')).toBeNull();
    rerender(
      <Tooltip label="Edit your moment" disabled>
        <Button>Edit</Button>
      </Tooltip>,
    );
    await userEvent.hover(screen.getByRole('button', { name: 'Edit' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('keeps the target’s own pointer handlers, and a click while the label is pending lands once', async () => {
    const onClick = vi.fn();
    const onPointerEnter = vi.fn();
    renderWithProviders(
      <Tooltip label="Change the language" openDelay={400}>
        <Button onClick={onClick} onPointerEnter={onPointerEnter}>
          Language
        </Button>
      </Tooltip>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Language' }));
    expect(onPointerEnter).toHaveBeenCalledTimes(1);
    expect(onClick).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
