import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@chingu/contract';
import { SOCKET_CLIENT_OPTIONS } from '@chingu/contract/constants';
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
    disconnect: () => void socket.disconnect(),
  };
};
