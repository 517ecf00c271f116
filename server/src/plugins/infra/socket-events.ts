import type { ClientToServerEvents } from '@chingu/contract';
import { ERROR_MESSAGES, LIMITS, containsForbiddenText } from '@chingu/contract';
import type { FastifyBaseLogger } from 'fastify';
import { ackOf, socketError } from '../../lib/socket-ack.ts';
import type { AppSocket } from './socket.ts';

/**
 * A handler of one client event for every socket: `args` are the event's arguments as sent, the
 * ack (if any) last. It is shared by all sockets (issue 32: listeners and middlewares made per
 * socket were about thirty closures on each of ten thousand connections); what a socket must
 * remember lives on `socket.data`.
 */
export type SocketEventHandler = (socket: AppSocket, args: unknown[]) => void;
export type SocketLifecycleListener = (socket: AppSocket) => void;

/** The client events modules may handle, by the contract's names. */
export type ClientEventName = keyof ClientToServerEvents;

/** Registration of handlers into the server's one table (decorated as `app.socketEvents`). */
export type SocketEvents = {
  /** Handles `event` on every socket; one handler per event. */
  on(event: ClientEventName, handler: SocketEventHandler): void;
  /**
   * Handles `event` with an answer: the ack gets `{status:'success', ...answer}` when `work`
   * resolves, or the socket error of what it threw (a payload that fails its schema, an AppError).
   * An event may come without a payload: the ack is then its only argument.
   */
  acked(
    event: ClientEventName,
    work: (socket: AppSocket, payload: unknown) => Promise<object | void>,
  ): void;
  /** Runs for each socket once its handshake passed (after the plugin's own set-up). */
  onConnect(listener: SocketLifecycleListener): void;
  /** Runs once for each socket that closes, whatever the reason. */
  onDisconnect(listener: SocketLifecycleListener): void;
};

/** A token bucket per connection over every event (kept on `socket.data.budget`). */
export type EventBudget = { tokens: number; refilledAt: number; refusedInARow: number };

export const freshEventBudget = (at: number): EventBudget => ({
  tokens: LIMITS.socketEventsBurst,
  refilledAt: at,
  refusedInARow: 0,
});

/**
 * Takes one event's token: a flood from one socket (100k typing events) would otherwise queue
 * database work that stalls every other request. False when the bucket is empty; the caller
 * refuses the event and disconnects a socket refused `socketFloodDisconnectAfter` times in a row.
 */
export function takeEventToken(budget: EventBudget, at: number): boolean {
  budget.tokens = Math.min(
    LIMITS.socketEventsBurst,
    budget.tokens + ((at - budget.refilledAt) / 1000) * LIMITS.socketEventsPerSecond,
  );
  budget.refilledAt = at;
  if (budget.tokens >= 1) {
    budget.tokens -= 1;
    budget.refusedInARow = 0;
    return true;
  }
  budget.refusedInARow += 1;
  return false;
}

type AckFunction = (...args: unknown[]) => void;

/**
 * The server's table and the one dispatcher every socket shares. Before a handler runs: a closing
 * server refuses, the budget is spent, forbidden text (the contract's rule) is refused, and an ack
 * is counted as owed until it is sent or the socket closes, so a shutdown can wait for it.
 */
export function createSocketEventTable(options: {
  isClosing: () => boolean;
  owedAcks: Set<Promise<void>>;
  log: FastifyBaseLogger;
  now?: () => number;
}) {
  const { isClosing, owedAcks, log, now = Date.now } = options;
  const handlers = new Map<string, SocketEventHandler>();
  const connectListeners: SocketLifecycleListener[] = [];
  const disconnectListeners: SocketLifecycleListener[] = [];

  const events: SocketEvents = {
    on(event, handler) {
      if (handlers.has(event)) throw new Error(`socket event ${event} already has a handler`);
      handlers.set(event, handler);
    },
    acked(event, work) {
      events.on(event, (socket, args) => {
        const callback = args.at(-1);
        const payload = typeof callback === 'function' ? args.slice(0, -1)[0] : args[0];
        const reply = ackOf<object>(callback);
        // An async step first: a payload that fails to parse throws inside the promise.
        void (async () => work(socket, payload))().then(
          (answer) => reply?.({ ...answer, status: 'success' }),
          (error: unknown) => reply?.(socketError(error, log)),
        );
      });
    },
    onConnect: (listener) => void connectListeners.push(listener),
    onDisconnect: (listener) => void disconnectListeners.push(listener),
  };

  function refuse(ack: unknown, code: 'serverClosing' | 'tooManyRequests' | 'invalidCharacters') {
    if (typeof ack === 'function') ack({ status: 'error', error: ERROR_MESSAGES[code], code });
  }

  /** Wraps the ack so that it is counted as owed until sent (or the socket closes). */
  function owe(socket: AppSocket, args: unknown[]) {
    const ack = args.at(-1);
    if (typeof ack !== 'function') return;
    let settle!: () => void;
    const owed = new Promise<void>((resolve) => (settle = resolve));
    owedAcks.add(owed);
    // Made on the first ack a socket owes: most sockets only listen.
    const owedHere = (socket.data.owedAcks ??= new Set());
    const done = () => {
      owedHere.delete(done);
      owedAcks.delete(owed);
      settle();
    };
    owedHere.add(done);
    args[args.length - 1] = (...replyArgs: unknown[]) => {
      done();
      (ack as AckFunction)(...replyArgs);
    };
  }

  function dispatch(socket: AppSocket, event: string, args: unknown[]) {
    const ack = args.at(-1);
    // No new event starts while closing: the client's outbox sends it again to a live node.
    if (isClosing()) return refuse(ack, 'serverClosing');
    const { budget } = socket.data;
    if (!takeEventToken(budget, now())) {
      refuse(ack, 'tooManyRequests');
      if (budget.refusedInARow >= LIMITS.socketFloodDisconnectAfter) socket.disconnect(true);
      return;
    }
    const payload = typeof ack === 'function' ? args.slice(0, -1) : args;
    if (containsForbiddenText(payload)) return refuse(ack, 'invalidCharacters');
    const handler = handlers.get(event);
    // An event no module handles is dropped, as socket.io drops one without listeners.
    if (!handler || socket.disconnected) return;
    owe(socket, args);
    handler(socket, args);
  }

  function disconnected(socket: AppSocket) {
    if (socket.data.owedAcks) for (const done of socket.data.owedAcks) done();
    for (const listener of disconnectListeners) listener(socket);
  }

  return {
    events,
    /** socket.io calls `onAny` and event listeners with the socket as `this`: one function for all. */
    onAnyEvent(this: AppSocket, event: string, ...args: unknown[]) {
      dispatch(this, event, args);
    },
    onDisconnect(this: AppSocket) {
      disconnected(this);
    },
    connected(socket: AppSocket) {
      for (const listener of connectListeners) listener(socket);
    },
    dispatch,
  };
}
