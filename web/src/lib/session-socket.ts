import type { ServerToClientEvents } from '@chingu/contract';

/** What features other than chat hear on the signed-in session's one socket. */
export type SessionSocketListeners = Pick<
  ServerToClientEvents,
  'newMessage' | 'notification' | 'messagesRead'
> & { connect: () => void };

export interface SessionSocket {
  readonly connected: boolean;
  on<E extends keyof SessionSocketListeners>(event: E, listener: SessionSocketListeners[E]): void;
  off<E extends keyof SessionSocketListeners>(event: E, listener: SessionSocketListeners[E]): void;
}

/** Runs `attach` on the open socket and every later one; returns the function that stops it. */
type Subscribe = (attach: (socket: SessionSocket) => () => void) => () => void;

type Pending = { attach: (socket: SessionSocket) => () => void; stop: (() => void) | null };

let subscribe: Subscribe | null = null;
const pending = new Set<Pending>();

/**
 * The socket is owned by the chat feature (features/chat/lib/socket.ts), which provides it here,
 * so that notifications and home hear it too without importing chat (features never import each
 * other). Attachments made before the chat code loaded are passed on then.
 */
export function provideSessionSocket(next: Subscribe) {
  subscribe = next;
  for (const entry of pending) entry.stop = next(entry.attach);
}

/** Like the chat's `withChatSocket`: `attach` adds listeners and returns their removal. */
export function withSessionSocket(attach: (socket: SessionSocket) => () => void): () => void {
  const entry: Pending = { attach, stop: subscribe ? subscribe(attach) : null };
  pending.add(entry);
  return () => {
    entry.stop?.();
    pending.delete(entry);
  };
}

/** Adds `listeners` to `socket`; returns the function that removes them. */
export function listenToSession(
  socket: SessionSocket,
  listeners: { [E in keyof SessionSocketListeners]?: SessionSocketListeners[E] },
): () => void {
  const entries = Object.entries(listeners) as [keyof SessionSocketListeners, never][];
  for (const [event, listener] of entries) socket.on(event, listener);
  return () => {
    for (const [event, listener] of entries) socket.off(event, listener);
  };
}
