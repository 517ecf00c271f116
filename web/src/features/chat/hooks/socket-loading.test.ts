import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  closeChatSocket,
  connectChatSocket,
  getChatSocket,
  setChatSocketFactory,
} from '../lib/socket';
import { FakeChatSocket } from '../testing/fake-socket';

const created: FakeChatSocket[] = [];
// Stands in for socket.io-client: connectChatSocket must load it on demand, not with the entry.
vi.mock('../lib/socket-io', () => ({
  socketIoFactory: () => {
    const socket = new FakeChatSocket();
    created.push(socket);
    return socket;
  },
}));

// The test setup installs the fake socket for every test; here the real loader is under test.
beforeEach(() => setChatSocketFactory(null));

afterEach(() => {
  closeChatSocket();
  setChatSocketFactory(null);
  created.length = 0;
});

describe('connectChatSocket (lib/socket.ts)', () => {
  it('loads the socket client on demand, then opens the session socket', async () => {
    const dispatch = vi.fn();
    connectChatSocket('token-1', dispatch);
    expect(getChatSocket()).toBeNull();
    await vi.waitFor(() => expect(getChatSocket()).not.toBeNull());
    expect(created).toHaveLength(1);
    expect(getChatSocket()).toBe(created[0]);
  });

  it('opens nothing when stopped before the client has loaded (logout during the load)', async () => {
    const stop = connectChatSocket('token-1', vi.fn());
    stop();
    // Give the dynamic import time to settle.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getChatSocket()).toBeNull();
    expect(created).toHaveLength(0);
  });

  it('opens at once with a test factory, and the stop function closes it', () => {
    const fake = new FakeChatSocket();
    fake.connected = true;
    setChatSocketFactory(() => fake);
    const dispatch = vi.fn();
    const stop = connectChatSocket('token-1', dispatch);
    expect(getChatSocket()).toBe(fake);
    stop();
    expect(getChatSocket()).toBeNull();
    expect(fake.connected).toBe(false);
  });
});
