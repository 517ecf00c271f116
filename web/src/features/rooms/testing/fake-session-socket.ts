import {
  provideSessionSocket,
  type SessionSocket,
  type SessionSocketEmits,
  type SessionSocketListeners,
} from '@/lib/session-socket';

type Emitted = { event: keyof SessionSocketEmits; payload: unknown; ack: (r: unknown) => void };
type AnyListener = (...args: unknown[]) => void;

/**
 * The session socket as the rooms feature sees it, for web unit tests: records the room events
 * the screen emits (with their acknowledgement callbacks) and plays the server's events.
 */
export class FakeRoomSocket implements SessionSocket {
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

  emitsOf(event: keyof SessionSocketEmits): unknown[] {
    return this.emitted.filter((e) => e.event === event).map((e) => e.payload);
  }

  /** Answers the latest emit of `event`. */
  acknowledge(event: keyof SessionSocketEmits, response: unknown = { status: 'success' }) {
    const last = this.emitted.filter((e) => e.event === event).at(-1);
    if (!last) throw new Error(`${event} was not emitted`);
    last.ack(response);
  }
}

export function installFakeRoomSocket(): FakeRoomSocket {
  const socket = new FakeRoomSocket();
  provideSessionSocket((attach) => attach(socket));
  return socket;
}
