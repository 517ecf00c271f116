import { ZFeaturesResponse } from '@chingu/contract';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { http, respond, server } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import { makeMoment } from '../testing/fixtures';
import { MomentCard } from './moment-card';

const images = () => screen.getAllByRole('img', { name: /Photo \d/ });

describe('moment card images', () => {
  beforeEach(() => {
    server.use(
      http.get('/api/v1/features', () =>
        respond(ZFeaturesResponse, {
          success: true,
          data: {
            translation: false,
            push: false,
            turn: false,
            rooms: { mode: 'mesh', maxListeners: 20 },
          },
        }),
      ),
    );
  });

  it('lists the stored sizes; the first card fetches its first image at once', () => {
    renderWithProviders(<MomentCard moment={makeMoment()} priority />);
    const [first, second] = images();
    expect(first).toHaveAttribute('src', '/uploads/m1.720w.webp');
    expect(first!.getAttribute('srcset')).toContain('/uploads/m1.160w.webp 160w');
    // Two images side by side: each is half the feed column.
    expect(first!.getAttribute('sizes')).toContain('325px');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(second).toHaveAttribute('fetchpriority', 'auto');
  });

  it('loads the images of later cards lazily', () => {
    renderWithProviders(<MomentCard moment={makeMoment()} />);
    for (const img of images()) expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('drops the srcset of an image that failed, so the fallback can show', () => {
    renderWithProviders(<MomentCard moment={makeMoment()} />);
    fireEvent.error(images()[0]!);
    expect(images()[0]).not.toHaveAttribute('srcset');
  });
});
