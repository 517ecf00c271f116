import type { ClientToServerEvents, ServerToClientEvents } from '@chingu/contract';
import { createModuleLoader } from '@/lib/lazy-module';
import { provideSessionSocket } from '@/lib/session-socket';
import {
  onlineUsersReceived,
  socketConnected,
  socketDisconnected,
  typingChanged,
  userCameOnline,
  userWentOffline,
} from '../stores/chat-slice';

/** SPEC §9: the typing indicator clears 3 s after the last `userTyping`. */
export const TYPING_INDICATOR_TIMEOUT_MS = 3000;

/** Server events plus the socket's own lifecycle events. */
export type ChatSocketListeners = ServerToClientEvents & {
  connect: () => void;
  disconnect: (reason: string) => void;
  connect_error: (error: Error) => void;
};

/** The part of the socket.io client the app uses (a fake of it drives the web unit tests). */
export interface ChatSocket {
  readonly connected: boolean;
  on<E extends keyof ChatSocketListeners>(event: E, listener: ChatSocketListeners[E]): void;
  off<E extends keyof ChatSocketListeners>(event: E, listener: ChatSocketListeners[E]): void;
  emit<E extends keyof ClientToServerEvents>(
    event: E,
    ...args: Parameters<ClientToServerEvents[E]>
  ): void;
  disconnect(): void;
}

export type ChatSocketFactory = (token: string) => ChatSocket;

type Dispatch = (action: { type: string; payload?: unknown }) => unknown;
type Attachment = { attach: (socket: ChatSocket) => () => void; detach: (() => void) | null };

/** Set by web unit tests; null means the socket.io client, loaded on first use. */
let factory: ChatSocketFactory | null = null;
let current: ChatSocket | null = null;
let currentToken: string | null = null;
let stopPresence: (() => void) | null = null;
const attachments = new Set<Attachment>();

/** Web unit tests swap in a fake socket; pass null to restore the real client. */
export function setChatSocketFactory(next: ChatSocketFactory | null) {
  factory = next;
}

/**
 * socket.io-client (~14 KB gzip) is only for signed-in members: it loads with the first session
 * socket instead of with every page (docs/decisions/010-light-landing.md).
 */
const socketIo = createModuleLoader(() => import('./socket-io'));

export function getChatSocket(): ChatSocket | null {
  return current;
}

/**
 * Runs `attach` on the open socket and on every socket opened later (after a new sign-in); the
 * function it returns removes its listeners. Returns the function that stops all of it.
 */
export function withChatSocket(attach: (socket: ChatSocket) => () => void): () => void {
  const attachment: Attachment = { attach, detach: current ? attach(current) : null };
  attachments.add(attachment);
  return () => {
    attachment.detach?.();
    attachments.delete(attachment);
  };
}

// Notifications and home hear the same socket through the shared hub (lib/session-socket.ts).
provideSessionSocket(withChatSocket);

/** Adds `listeners` to `socket`, in their order; returns the function that removes them. */
export function listenTo(
  socket: ChatSocket,
  listeners: { [E in keyof ChatSocketListeners]?: ChatSocketListeners[E] },
): () => void {
  const entries = Object.entries(listeners) as [keyof ChatSocketListeners, never][];
  for (const [event, listener] of entries) socket.on(event, listener);
  return () => {
    for (const [event, listener] of entries) socket.off(event, listener);
  };
}

/** Connection state, presence and typing go to the chat slice. */
function trackPresence(socket: ChatSocket, dispatch: Dispatch): () => void {
  const typingTimers = new Map<string, ReturnType<typeof setTimeout>>();
  const clearTypingTimers = () => {
    for (const timer of typingTimers.values()) clearTimeout(timer);
    typingTimers.clear();
  };
  const listeners: { [E in keyof ChatSocketListeners]?: ChatSocketListeners[E] } = {
    connect: () => {
      dispatch(socketConnected());
      // Presence may have changed while we were away.
      socket.emit('getOnlineUsers', (response) => {
        if (response.status === 'success') dispatch(onlineUsersReceived(response.users));
      });
    },
    disconnect: () => {
      clearTypingTimers();
      dispatch(socketDisconnected());
    },
    // SPEC §8: connect failures are only logged; they clear the connected flag.
    connect_error: (error) => {
      console.warn('chat socket connect failed:', error.message);
      dispatch(socketDisconnected());
    },
    onlineUsers: (users) => dispatch(onlineUsersReceived(users)),
    userOnline: ({ userId }) => dispatch(userCameOnline(userId)),
    userOffline: (payload) => dispatch(userWentOffline(payload)),
    userStatusUpdate: (entry) =>
      dispatch(
        entry.status === 'offline'
          ? userWentOffline({ userId: entry.userId, lastSeen: entry.lastSeen ?? '' })
          : userCameOnline(entry.userId),
      ),
    userTyping: ({ userId, isTyping }) => {
      clearTimeout(typingTimers.get(userId));
      typingTimers.delete(userId);
      dispatch(typingChanged({ userId, isTyping }));
      if (isTyping) {
        typingTimers.set(
          userId,
          setTimeout(() => {
            typingTimers.delete(userId);
            dispatch(typingChanged({ userId, isTyping: false }));
          }, TYPING_INDICATOR_TIMEOUT_MS),
        );
      }
    },
    error: (payload) => console.warn('chat socket error:', payload.error),
  };
  const detach = listenTo(socket, listeners);
  return () => {
    clearTypingTimers();
    detach();
  };
}

/**
 * Opens the one socket of the signed-in session (SPEC §6: only with a token and a user id).
 * Calling it again with the same token keeps the open socket.
 */
export function openChatSocket(
  token: string,
  dispatch: Dispatch,
  create: ChatSocketFactory | null = factory,
): ChatSocket {
  if (!create) throw new Error('No chat socket factory: use connectChatSocket');
  if (current && currentToken === token) return current;
  closeChatSocket(dispatch);
  const socket = create(token);
  current = socket;
  currentToken = token;
  stopPresence = trackPresence(socket, dispatch);
  if (socket.connected) dispatch(socketConnected());
  for (const attachment of attachments) attachment.detach = attachment.attach(socket);
  return socket;
}

/**
 * Opens the session's socket once the socket client is loaded (at once with a test factory).
 * Returns the function that closes it, or cancels the opening if the client is still loading.
 */
export function connectChatSocket(token: string, dispatch: Dispatch): () => void {
  let stopped = false;
  if (factory) openChatSocket(token, dispatch);
  else {
    socketIo.load().then(
      (module) => {
        if (!stopped) openChatSocket(token, dispatch, module.socketIoFactory);
      },
      (error: unknown) => {
        // A failed chunk load (offline, new deployment) leaves chat offline like a connect error;
        // the loader forgets it, so the next connect tries again.
        console.warn('chat socket client failed to load:', error);
      },
    );
  }
  return () => {
    stopped = true;
    closeChatSocket(dispatch);
  };
}

/** Closes the session's socket (logout, token change). */
export function closeChatSocket(dispatch?: Dispatch) {
  if (!current) return;
  for (const attachment of attachments) {
    attachment.detach?.();
    attachment.detach = null;
  }
  stopPresence?.();
  stopPresence = null;
  current.disconnect();
  current = null;
  currentToken = null;
  dispatch?.(socketDisconnected());
}
