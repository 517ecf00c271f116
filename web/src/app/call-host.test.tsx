import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installFakeSessionSocket } from '@/features/calls/testing/fake-session-socket';
import type * as I18n from '@/lib/i18n';
import { signedInStore } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import { CallHost } from './call-host';

// Unit tests have their texts bundled (test/i18n.ts): nothing to wait for.
vi.mock('@/lib/i18n', async (original) => ({
  ...(await original<typeof I18n>()),
  loadNamespacesWhenReady: () => Promise.resolve(),
}));

const caller = { _id: '0b7f3b0e-5d2c-4e8a-9f61-2c3d4e5f6a7b', name: 'Carlos Ruiz', imageUrls: [] };

describe('CallHost (app)', () => {
  it('rings for a call that came while the calls feature was still loading', async () => {
    const socket = installFakeSessionSocket();
    const store = signedInStore();
    renderWithProviders(<CallHost />, { store });
    // At once: the feature's code has not loaded yet.
    socket.serverSends('call:incoming', {
      callId: '6f1c2b7e-4a51-4c3e-9d0b-1a2b3c4d5e6f',
      from: caller,
      media: 'video',
    });
    expect(store.getState().callRequests.heldIncoming).not.toBeNull();
    expect(await screen.findByRole('dialog', { name: 'Incoming video call' })).toHaveTextContent(
      'Carlos Ruiz',
    );
    expect(store.getState().callRequests.heldIncoming).toBeNull();
  });

  it('forgets a held call the caller cancelled before the feature loaded', () => {
    const socket = installFakeSessionSocket();
    const store = signedInStore();
    renderWithProviders(<CallHost />, { store });
    const callId = '6f1c2b7e-4a51-4c3e-9d0b-1a2b3c4d5e6f';
    socket.serverSends('call:incoming', { callId, from: caller, media: 'audio' });
    socket.serverSends('call:cancelled', { callId, reason: 'cancelled' });
    expect(store.getState().callRequests.heldIncoming).toBeNull();
  });

  it('loads nothing for visitors', () => {
    renderWithProviders(<CallHost />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
