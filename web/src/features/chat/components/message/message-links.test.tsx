import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { bubbleOf, openConversation, restoreChatTestGlobals } from '../../testing/conversation';
import { makeMessage } from '../../testing/fixtures';

afterEach(restoreChatTestGlobals);

describe('Links in messages (issue 28)', () => {
  it('turns addresses into links that open in a new tab, and leaves the rest as text', async () => {
    await openConversation({
      messages: [
        makeMessage({
          message: 'Try https://example.com/korean?lesson=3 or naver.com, then tell me!',
        }),
        makeMessage({ message: 'Version 1.2 is out... no link here' }),
      ],
    });
    const bubble = screen
      .getAllByTestId('message')
      .find((row) => row.textContent?.startsWith('Try https'))!;
    const links = within(bubble).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['https://example.com/korean?lesson=3', 'https://example.com/korean?lesson=3'],
      ['naver.com', 'http://naver.com'],
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    }
    // The sentence reads as it was written around the links.
    expect(bubble).toHaveTextContent(
      'Try https://example.com/korean?lesson=3 or naver.com, then tell me!',
    );
    expect(within(bubbleOf('Version 1.2 is out... no link here')).queryByRole('link')).toBeNull();
  });

  it('puts the cursor in the composer when the conversation opens', async () => {
    await openConversation({ messages: [makeMessage({ message: 'Hola!' })] });
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus();
  });
});
