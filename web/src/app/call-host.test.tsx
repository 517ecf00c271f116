import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as I18n from '@/lib/i18n';
import { signedInStore } from '@/testing/api';
import { installFakeSessionSocket } from '@/testing/fake-session-socket';
import { renderWithProviders } from '@/testing/render';
import { CallHost } from './call-host';

// Unit tests have their texts bundled (test/i18n.ts): nothing to wait for.
vi.mock('@/lib/i18n', async (original) => ({
  ...(await original<typeof I18n>()),
  loadNamespacesWhenReady: () => Promise.resolve(),
}));

/** Counts downloads of the calls feature (the factory runs once, on its first import). */
const callsFeatureLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/features/calls/components/call-host', async (original) => {
  callsFeatureLoads.count += 1;
  return original();
});

const caller = { _id: '0b7f3b0e-5d2c-4e8a-9f61-2c3d4e5f6a7b', name: 'Carlos Ruiz', imageUrls: [] };

describe('CallHost (app)', () => {
  // First: the module cache keeps the feature once a later test has loaded it.
  it('downloads no call code for a signed-in member until a call rings or is asked for', async () => {
    installFakeSessionSocket();
    vi.useFakeTimers();
    try {
      renderWithProviders(<CallHost />, { store: signedInStore() });
      // Past the idle callback's 2 s bound and any timer of the page.
      await act(() => vi.advanceTimersByTimeAsync(10_000));
    } finally {
      vi.useRealTimers();
    }
    expect(callsFeatureLoads.count).toBe(0);
  });

  it('rings for a call that came while the calls feature was still loading', async () => {
    const socket = installFakeSessionSocket();
    const store = signedInStore();
    renderWithProviders(<CallHost />, { store });
    // At once: the feature's code has not loaded yet.
    socket.serverSends('call:incoming', {
      callId: '6f1c2b7e-4a51-4c3e-9d0b-1a2b3c4d5e6f',
      from: caller,
      media: 'video',
      timer: null,
      ringSeconds: 30,
    });
    expect(store.getState().callRequests.heldIncoming).not.toBeNull();
    expect(await screen.findByRole('dialog', { name: 'Incoming video call' })).toHaveTextContent(
      'Carlos Ruiz',
    );
    expect(store.getState().callRequests.heldIncoming).toBeNull();
    expect(callsFeatureLoads.count).toBe(1);
  });

  it('forgets a held call the caller cancelled before the feature loaded', () => {
    const socket = installFakeSessionSocket();
    const store = signedInStore();
    renderWithProviders(<CallHost />, { store });
    const callId = '6f1c2b7e-4a51-4c3e-9d0b-1a2b3c4d5e6f';
    socket.serverSends('call:incoming', {
      callId,
      from: caller,
      media: 'audio',
      timer: null,
      ringSeconds: 30,
    });
    socket.serverSends('call:cancelled', { callId, reason: 'cancelled' });
    expect(store.getState().callRequests.heldIncoming).toBeNull();
  });

  it('loads nothing for visitors', () => {
    renderWithProviders(<CallHost />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
