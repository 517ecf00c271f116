import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { setTitlePrefix } from '@/lib/page-title';
import { renderWithProviders } from '@/testing/render';
import { usePageTitle } from './use-page-title';

function Titled() {
  const [title, setTitle] = useState('Moments');
  usePageTitle(title);
  return <button onClick={() => setTitle('Chat with Mina')}>next</button>;
}

describe('usePageTitle', () => {
  it('names the tab after the route, in the language shown, and keeps a prefix set on top', async () => {
    renderWithProviders(<Titled />);
    expect(document.title).toBe('Moments · Chingu');

    setTitlePrefix('(3) ');
    expect(document.title).toBe('(3) Moments · Chingu');
    await userEvent.click(screen.getByRole('button', { name: 'next' }));
    expect(document.title).toBe('(3) Chat with Mina · Chingu');

    setTitlePrefix('');
    expect(document.title).toBe('Chat with Mina · Chingu');
  });
});
