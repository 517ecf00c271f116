import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { MessageInput } from './message-input';

// emoji-picker-react draws only the rows it measures on screen, and jsdom measures every element
// as 0 px: a stand-in with the same `onPick` contract. The real picker is seen in the browser.
vi.mock('@/components/emoji/emoji-picker', () => ({
  EmojiPicker: ({ onPick }: { onPick: (emoji: string) => void }) => (
    <div>
      {['😀', '❤️', '👍'].map((emoji) => (
        <button key={emoji} type="button" aria-label={emoji} onClick={() => onPick(emoji)}>
          {emoji}
        </button>
      ))}
    </div>
  ),
}));

describe('Composer', () => {
  it('inserts a picked emoji at the cursor and keeps the caret after it', async () => {
    const onSend = vi.fn();
    renderWithProviders(<MessageInput connected onSend={onSend} onKeystroke={() => {}} />);
    const input = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
    await userEvent.type(input, 'I love you');
    input.setSelectionRange(2, 2); // after "I "
    await userEvent.click(screen.getByRole('button', { name: 'Add an emoji' }));
    const picker = await screen.findByRole('dialog', { name: 'Emoji picker' });
    await userEvent.click(within(picker).getByRole('button', { name: '❤️' }));

    expect(input).toHaveValue('I ❤️love you');
    expect(input).toHaveFocus();
    expect(input.selectionStart).toBe(2 + '❤️'.length);
    expect(screen.queryByRole('dialog', { name: 'Emoji picker' })).toBeNull();
    await userEvent.keyboard(' {Enter}'); // typing goes on at the caret
    expect(onSend).toHaveBeenCalledWith('I ❤️ love you');
  });

  it('shows no attach button until attachments fill its slot', () => {
    renderWithProviders(<MessageInput connected onSend={() => {}} onKeystroke={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Attach a file' })).toBeNull();
    expect(screen.queryByText(/Coming soon/)).toBeNull();
  });
});
