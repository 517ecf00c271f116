import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { openConversation, restoreChatTestGlobals } from '../../testing/conversation';
import { makeConversation, makeMessage } from '../../testing/fixtures';

afterEach(restoreChatTestGlobals);

const carlos = makeConversation({
  native_language: 'Korean',
  language_to_learn: 'English',
  bio: 'Barista in Seoul who loves indie music.',
  lastMessage: '',
});

describe('An empty conversation (issue 28, "Say hi")', () => {
  it("shows the partner's languages, bio and three starters in both languages", async () => {
    await openConversation({ conversations: [carlos], messages: [] });
    const starters = await screen.findByTestId('chat-starters');
    expect(within(starters).getByText('Speaks 🇰🇷 Korean')).toBeInTheDocument();
    expect(within(starters).getByText('Learning 🇬🇧 English')).toBeInTheDocument();
    expect(
      within(starters).getByText('Barista in Seoul who loves indie music.'),
    ).toBeInTheDocument();
    const items = within(starters).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    // In the partner's language (the one practised), with the member's own under it.
    expect(items[0]).toHaveTextContent('안녕하세요! 주말에는 보통 뭐 하면서 지내세요?');
    expect(items[0]).toHaveTextContent('Hi! What do you like to do on weekends?');

    await userEvent.click(items[0]!);
    const input = screen.getByRole('textbox', { name: 'Message' });
    expect(input).toHaveValue('안녕하세요! 주말에는 보통 뭐 하면서 지내세요?');
    expect(input).toHaveFocus();
  });

  it('has no starters once the conversation has a message', async () => {
    await openConversation({
      conversations: [carlos],
      messages: [makeMessage({ message: 'Hola' })],
    });
    expect(screen.queryByTestId('chat-starters')).not.toBeInTheDocument();
  });
});
