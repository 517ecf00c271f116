import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { putInOutbox } from '../lib/outbox';
import { closeChatSocket, setChatSocketFactory } from '../lib/socket';
import { FakeChatSocket } from '../testing/fake-socket';
import { ME_ID, PARTNER_ID, signedInStore } from '../testing/fixtures';
import { pendingMessage } from '../utils/messages';
import { useChatSocketConnection } from './use-chat-socket-connection';

/**
 * The session's socket and its outbox (PRODUCT §8.4). The outbox's runner loads only when a
 * message waits (issue 32: not on every member page), so these check that a waiting message
 * still goes, whether it was left by an earlier visit or written after the page opened.
 */

let socket: FakeChatSocket;

function openSession() {
  socket = new FakeChatSocket();
  setChatSocketFactory(() => socket);
  const store = signedInStore();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  return renderHook(() => useChatSocketConnection(), { wrapper });
}

const written = (text: string, clientId: string) =>
  pendingMessage({
    text,
    clientId,
    sender: { _id: ME_ID, name: 'Minji Kim', imageUrls: [] },
    receiver: PARTNER_ID,
  });

const sentTexts = () => socket.emitsOf('sendMessage').map(([payload]) => payload.message);

afterEach(() => {
  closeChatSocket();
  localStorage.clear();
});

describe('useChatSocketConnection', () => {
  it('sends a message an earlier visit left in the outbox once the socket connects', async () => {
    putInOutbox(ME_ID, written('Left from yesterday', 'c-1'));
    const session = openSession();
    socket.connect();
    await waitFor(() => expect(sentTexts()).toEqual(['Left from yesterday']));
    session.unmount();
  });

  it('sends a message written offline after the page opened when the socket connects', async () => {
    const session = openSession();
    // Nothing waits: the socket connects and nothing is sent.
    socket.connect();
    socket.drop();
    // The chat writes a message while offline: it waits in the outbox, then goes on reconnect.
    putInOutbox(ME_ID, written('Written in the tunnel', 'c-2'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sentTexts()).toEqual([]);
    socket.connect();
    await waitFor(() => expect(sentTexts()).toEqual(['Written in the tunnel']));
    session.unmount();
  });

  it('leaves the outbox alone after logout', async () => {
    const session = openSession();
    session.unmount();
    putInOutbox(ME_ID, written('After logout', 'c-3'));
    socket.connect();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sentTexts()).toEqual([]);
  });
});
