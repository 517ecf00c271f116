import type {
  CallClientEvents,
  CallServerEvents,
  RoomClientEvents,
  RoomServerEvents,
  ServerToClientEvents,
  TCallAck,
} from '@chingu/contract';

/** What features other than chat hear on the signed-in session's one socket. */
export type SessionSocketListeners = Pick<
  ServerToClientEvents,
  | 'newMessage'
  | 'notification'
  | 'messagesRead'
  | 'conversationAccepted'
  | keyof CallServerEvents
  | keyof RoomServerEvents
> & { connect: () => void };

/**
 * What features other than chat may send on it: the calls' signalling (PRODUCT §8.2) and the
 * language rooms' events (§9.3).
 */
export type SessionSocketEmits = CallClientEvents & RoomClientEvents;

export interface SessionSocket {
  readonly connected: boolean;
  on<E extends keyof SessionSocketListeners>(event: E, listener: SessionSocketListeners[E]): void;
  off<E extends keyof SessionSocketListeners>(event: E, listener: SessionSocketListeners[E]): void;
  emit<E extends keyof SessionSocketEmits>(
    event: E,
    ...args: Parameters<SessionSocketEmits[E]>
  ): void;
}

/** Runs `attach` on the open socket and every later one; returns the function that stops it. */
type Subscribe = (attach: (socket: SessionSocket) => () => void) => () => void;

type Pending = { attach: (socket: SessionSocket) => () => void; stop: (() => void) | null };

let subscribe: Subscribe | null = null;
const pending = new Set<Pending>();

/**
 * The socket is owned by the chat feature (features/chat/lib/socket.ts), which provides it here,
 * so that notifications, home and calls hear it too without importing chat (features never import
 * each other). Attachments made before the chat code loaded are passed on then.
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

/**
 * For an RTK Query cache entry's `onCacheEntryAdded`: once its data is loaded, keeps the listeners
 * `attach` adds on the session socket until the entry is removed (nothing when the load failed).
 */
export async function listenWhileCached(
  entry: { cacheDataLoaded: Promise<unknown>; cacheEntryRemoved: Promise<unknown> },
  attach: (socket: SessionSocket) => () => void,
): Promise<void> {
  // A render in Node (the server's, decision 056) has no socket, and its store is dropped
  // without removing its entries: nothing to attach, nothing to keep.
  if (typeof window === 'undefined') return;
  try {
    await entry.cacheDataLoaded;
  } catch {
    return;
  }
  const stop = withSessionSocket(attach);
  await entry.cacheEntryRemoved;
  stop();
}

let openSocket: SessionSocket | null = null;
withSessionSocket((socket) => {
  openSocket = socket;
  return () => {
    if (openSocket === socket) openSocket = null;
  };
});

/** The acknowledgement `emitWithAck` gives when the socket is closed or the server is silent. */
export const SESSION_OFFLINE_ACK: TCallAck = { status: 'error', error: 'offline' };

/** How long an acknowledgement may take before the emit counts as failed. */
export const SESSION_ACK_TIMEOUT_MS = 10_000;

type Payload<E extends keyof SessionSocketEmits> = Parameters<SessionSocketEmits[E]>[0];
/** The event's acknowledgement: success (with what the event answers) or an error. */
export type AckOf<E extends keyof SessionSocketEmits> = Parameters<
  Parameters<SessionSocketEmits[E]>[1]
>[0];

/**
 * Emits on the session's socket and resolves with the server's acknowledgement; with no
 * connected socket, or no answer within `SESSION_ACK_TIMEOUT_MS`, with `SESSION_OFFLINE_ACK`
 * (socket.io would otherwise buffer the emit and send it, stale, after a reconnect).
 */
export function emitWithAck<E extends keyof SessionSocketEmits>(
  event: E,
  payload: Payload<E>,
): Promise<AckOf<E>> {
  const socket = openSocket;
  // The offline answer is an error, which every event's acknowledgement may be.
  const offline = SESSION_OFFLINE_ACK as AckOf<E>;
  if (!socket?.connected) return Promise.resolve(offline);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(offline), SESSION_ACK_TIMEOUT_MS);
    const ack = (response: AckOf<E>) => {
      clearTimeout(timer);
      resolve(response);
    };
    // Every call event has the same (payload, ack) shape; the union of tuples needs the cast.
    (socket.emit as (name: E, data: Payload<E>, done: (r: AckOf<E>) => void) => void)(
      event,
      payload,
      ack,
    );
  });
}
