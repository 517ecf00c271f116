import type { ClientToServerEvents, ServerToClientEvents } from '@chingu/contract';
import { SOCKET_CLIENT_OPTIONS } from '@chingu/contract/constants';
import { io, type Socket } from 'socket.io-client';
import type { ChatSocketFactory } from './socket';

/**
 * The real session socket: same origin, token in the handshake, options of SPEC §7. Loaded on
 * demand by `connectChatSocket` (lib/socket.ts), never with the entry chunk.
 */
export const socketIoFactory: ChatSocketFactory = (token) => {
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io({
    ...SOCKET_CLIENT_OPTIONS,
    transports: [...SOCKET_CLIENT_OPTIONS.transports],
    auth: { token },
  });
  const stopRetrying = retryAfterGivingUp(socket);
  // socket.io's generic listener types do not narrow through a keyed map; the adapter keeps
  // the casts in one place.
  return {
    get connected() {
      return socket.connected;
    },
    on: (event, listener) => void socket.on(event as never, listener as never),
    off: (event, listener) => void socket.off(event as never, listener as never),
    emit: (event, ...args) =>
      void (socket.emit as (name: string, ...rest: unknown[]) => void)(event, ...args),
    disconnect: () => {
      stopRetrying();
      socket.disconnect();
    },
  };
};

/** How long a socket that used up its attempts while the browser was online waits to try again. */
export const RETRY_AFTER_GIVING_UP_MS = 15_000;

/**
 * SPEC §7's five attempts (1 s apart, growing) cover a blip of ~15 s. A longer outage, such as a
 * network gone for a minute, would leave chat disconnected until a reload. So after the last
 * attempt fails, another round starts when the browser reports it is online again, or after
 * RETRY_AFTER_GIVING_UP_MS if it already is (the server was away, not the network).
 */
function retryAfterGivingUp(socket: Socket): () => void {
  let gaveUp = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const retry = () => {
    clearTimeout(timer);
    if (!gaveUp) return;
    gaveUp = false;
    socket.connect();
  };
  socket.io.on('reconnect_failed', () => {
    gaveUp = true;
    if (navigator.onLine) timer = setTimeout(retry, RETRY_AFTER_GIVING_UP_MS);
  });
  window.addEventListener('online', retry);
  return () => {
    gaveUp = false;
    clearTimeout(timer);
    window.removeEventListener('online', retry);
  };
}
