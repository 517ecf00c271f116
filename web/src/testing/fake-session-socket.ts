import {
  provideSessionSocket,
  type AckOf,
  type SessionSocket,
  type SessionSocketEmits,
  type SessionSocketListeners,
} from '@/lib/session-socket';

type Emitted = { event: keyof SessionSocketEmits; payload: unknown; ack: (r: unknown) => void };
type AnyListener = (...args: unknown[]) => void;

/**
 * The session socket (lib/session-socket.ts) for web unit tests of the features that use it
 * (calls, rooms): records the events the app emits (with their acknowledgement callbacks) and
 * plays the server's events.
 */
export class FakeSessionSocket implements SessionSocket {
  connected = true;
  readonly emitted: Emitted[] = [];
  private readonly listeners = new Map<string, Set<AnyListener>>();

  on<E extends keyof SessionSocketListeners>(event: E, listener: SessionSocketListeners[E]) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(listener as AnyListener);
  }

  off<E extends keyof SessionSocketListeners>(event: E, listener: SessionSocketListeners[E]) {
    this.listeners.get(event)?.delete(listener as AnyListener);
  }

  emit<E extends keyof SessionSocketEmits>(event: E, ...args: Parameters<SessionSocketEmits[E]>) {
    const [payload, ack] = args as [unknown, (r: unknown) => void];
    this.emitted.push({ event, payload, ack });
  }

  serverSends<E extends keyof SessionSocketListeners>(
    event: E,
    ...args: Parameters<SessionSocketListeners[E]>
  ) {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }

  /** The payloads of `event` the app emitted, in order. */
  emitsOf<E extends keyof SessionSocketEmits>(event: E): Parameters<SessionSocketEmits[E]>[0][] {
    return this.emitted
      .filter((e) => e.event === event)
      .map((e) => e.payload as Parameters<SessionSocketEmits[E]>[0]);
  }

  /** Answers the latest emit of `event` (success with nothing more unless given). */
  acknowledge<E extends keyof SessionSocketEmits>(
    event: E,
    response: AckOf<E> = { status: 'success' } as AckOf<E>,
  ) {
    const last = this.emitted.filter((e) => e.event === event).at(-1);
    if (!last) throw new Error(`${event} was not emitted`);
    last.ack(response);
  }
}

/** Makes a fresh fake the session's socket (the chat feature's socket is not used). */
export function installFakeSessionSocket(): FakeSessionSocket {
  const socket = new FakeSessionSocket();
  provideSessionSocket((attach) => attach(socket));
  return socket;
}
