import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Picks an option of a Mantine Select by its label, in the listbox that Select controls (each
 * Select owns one); `search` is typed first, for a searchable Select.
 */
export async function pickOption(
  user: UserEvent,
  label: RegExp | string,
  option: string,
  search?: string,
) {
  const input = screen.getByLabelText(label, { selector: 'input' });
  await user.click(input);
  if (search) await user.type(input, search);
  const listbox = await waitFor(() => {
    const id = input.getAttribute('aria-controls');
    const element = id ? document.getElementById(id) : null;
    if (!element) throw new Error(`no listbox for ${String(label)}`);
    return element;
  });
  await user.click(await within(listbox).findByRole('option', { name: option, hidden: true }));
}
