import { DEFAULT_AVATAR_URL } from '@chingu/contract/constants';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { MemberAvatar } from './member-avatar';

describe('MemberAvatar', () => {
  it('loads the thumbnail of an uploaded picture, sized for its slot', () => {
    renderWithProviders(
      <MemberAvatar member={{ name: 'Ana', imageUrls: ['/uploads/ana.webp'] }} size={40} />,
    );
    const img = screen.getByRole('img', { name: 'Ana' });
    expect(img).toHaveAttribute('src', '/uploads/ana.160w.webp');
    expect(img).toHaveAttribute(
      'srcset',
      '/uploads/ana.160w.webp 160w, /uploads/ana.720w.webp 720w, /uploads/ana.webp 1600w',
    );
    expect(img).toHaveAttribute('sizes', '40px');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('gives a Mantine size token its width in pixels', () => {
    renderWithProviders(
      <MemberAvatar member={{ name: 'Ana', imageUrls: ['/uploads/ana.webp'] }} size="lg" />,
    );
    expect(screen.getByRole('img', { name: 'Ana' })).toHaveAttribute('sizes', '56px');
  });

  it('draws the initials of a member with no photo (registered without one) on a colour of their own', () => {
    renderWithProviders(
      <>
        <MemberAvatar member={{ name: 'Ben Park', imageUrls: [DEFAULT_AVATAR_URL] }} />
        <MemberAvatar member={{ name: 'Ana Lima', imageUrls: [] }} />
      </>,
    );
    const ben = screen.getByRole('img', { name: 'Ben Park' });
    expect(ben.querySelector('[data-initials]')).toHaveAttribute('data-initials', 'BP');
    // Painted (CSS), not text: no button or link around it gets "BP" in its visible label.
    expect(ben).toHaveTextContent(/^$/);
    expect(ben.querySelector('img')).toBeNull();
    expect(document.querySelector(`img[src="${DEFAULT_AVATAR_URL}"]`)).toBeNull();
    const ana = screen.getByRole('img', { name: 'Ana Lima' });
    expect(ana.querySelector('[data-initials]')).toHaveAttribute('data-initials', 'AL');
    // Mantine's "initials" colour: derived from the name, so two members differ.
    const colour = (el: HTMLElement) => el.getAttribute('style') ?? '';
    expect(colour(ben)).toMatch(/--avatar-(bg|color)/);
    expect(colour(ben)).not.toBe(colour(ana));
  });
});
