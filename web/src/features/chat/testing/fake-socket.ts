import type { ClientToServerEvents } from '@chingu/contract';
import type { AppStore } from '@/stores/store';
import {
  closeChatSocket,
  openChatSocket,
  setChatSocketFactory,
  type ChatSocket,
  type ChatSocketListeners,
} from '../lib/socket';

/** `at` is `performance.now()` when the app emitted. */
type Emitted = { event: keyof ClientToServerEvents; args: unknown[]; at: number };
type AnyListener = (...args: unknown[]) => void;

/**
 * A typed stand-in for the socket.io client, for web unit tests only: it records what the app
 * emits and lets a test play the server's events and acknowledgements. The real socket is
 * covered by the server's socket tests and the browser tests.
 */
export class FakeChatSocket implements ChatSocket {
  connected = false;
  readonly emitted: Emitted[] = [];
  private readonly listeners = new Map<string, Set<AnyListener>>();

  on<E extends keyof ChatSocketListeners>(event: E, listener: ChatSocketListeners[E]) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(listener as AnyListener);
  }

  off<E extends keyof ChatSocketListeners>(event: E, listener: ChatSocketListeners[E]) {
    this.listeners.get(event)?.delete(listener as AnyListener);
  }

  emit<E extends keyof ClientToServerEvents>(
    event: E,
    ...args: Parameters<ClientToServerEvents[E]>
  ) {
    this.emitted.push({ event, args, at: performance.now() });
  }

  disconnect() {
    if (!this.connected) return;
    this.connected = false;
    this.serverSends('disconnect', 'io client disconnect');
  }

  /** The server accepts the connection. */
  connect() {
    this.connected = true;
    this.serverSends('connect');
  }

  /** The connection drops (network). */
  drop() {
    this.connected = false;
    this.serverSends('disconnect', 'transport close');
  }

  serverSends<E extends keyof ChatSocketListeners>(
    event: E,
    ...args: Parameters<ChatSocketListeners[E]>
  ) {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }

  emitsOf<E extends keyof ClientToServerEvents>(event: E) {
    return this.emitted
      .filter((e) => e.event === event)
      .map((e) => e.args as Parameters<ClientToServerEvents[E]>);
  }

  /** Answers the latest emit of `event` that carried an acknowledgement callback. */
  acknowledge<E extends 'sendMessage' | 'markAsRead'>(
    event: E,
    response: Parameters<Parameters<ClientToServerEvents[E]>[1]>[0],
  ) {
    const last = this.emitsOf(event).at(-1);
    if (!last) throw new Error(`${event} was not emitted`);
    (last[1] as (r: typeof response) => void)(response);
  }
}

/** Installs a fake socket as the session socket of `store` (not yet connected). */
export function openFakeSocket(store: AppStore): FakeChatSocket {
  const socket = new FakeChatSocket();
  setChatSocketFactory(() => socket);
  openChatSocket('test-token', store.dispatch);
  return socket;
}

export function closeFakeSocket() {
  closeChatSocket();
  setChatSocketFactory(null);
}
