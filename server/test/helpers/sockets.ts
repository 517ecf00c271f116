import type { AddressInfo } from 'node:net';
import type {
  ClientToServerEvents,
  ServerToClientEvents,
  TMessage,
  TSendMessageAck,
} from '@chingu/contract';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach } from 'vitest';
import { createTestApp, type TestApp } from './app.ts';

/**
 * Real socket.io clients against a test app: open one with a token, wait until the server has
 * taken it, wait for or collect its events, and close every one a test opened.
 */
export type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Makes the app listen on a free loopback port; its base URL. */
export async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

/** Real socket.io clients; `closeAll` disconnects every one opened. */
export function socketFactory() {
  const opened: ChatSocket[] = [];
  return {
    /** A client on its way to connect (or to be refused): no waiting. */
    open(url: string, token?: string): ChatSocket {
      const socket: ChatSocket = connect(url, {
        auth: token ? { token } : {},
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
      });
      opened.push(socket);
      return socket;
    },
    /** Connected and past the server's connection handler (onlineUsers arrived within `ms`). */
    async connected(url: string, token: string, ms = 30_000): Promise<ChatSocket> {
      const socket = this.open(url, token);
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no onlineUsers within ${ms} ms`)), ms);
        socket.once('onlineUsers', () => {
          clearTimeout(timer);
          resolve();
        });
        socket.once('connect_error', (error) => {
          clearTimeout(timer);
          reject(error);
        });
      });
      return socket;
    },
    closeAll() {
      for (const s of opened.splice(0)) s.disconnect();
    },
  };
}

/**
 * Socket clients for the tests of the file (or describe) it is called in: the clients a test
 * opened are closed after it, and the apps `listeningApp` started after the last test. Call it
 * at the top level of that scope:
 *
 *   const sockets = socketClients();
 *   beforeAll(async () => void ({ t, url } = await sockets.listeningApp()));
 */
export function socketClients() {
  const sockets = socketFactory();
  const apps: TestApp[] = [];
  afterEach(() => sockets.closeAll());
  afterAll(async () => {
    sockets.closeAll();
    for (const t of apps.splice(0).reverse()) await t.close();
  });
  return {
    ...sockets,
    /** A test app (createTestApp's arguments) listening on loopback, and its base URL. */
    async listeningApp(...args: Parameters<typeof createTestApp>) {
      const t = await createTestApp(...args);
      apps.push(t);
      return { t, url: await listen(t) };
    },
  };
}

type Payload<E extends keyof ServerToClientEvents> = Parameters<ServerToClientEvents[E]>[0];

/**
 * The next `event` on the socket, or a rejection after `ms`: a bound for an event that never
 * comes, wide enough that a busy machine (load 15) does not reach it; the wait ends with the event.
 */
export function next<E extends keyof ServerToClientEvents>(
  socket: ChatSocket,
  event: E,
  ms = 20_000,
): Promise<Payload<E>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    const handler = (payload: Payload<E>) => {
      clearTimeout(timer);
      resolve(payload);
    };
    (socket as unknown as Socket).once(event, handler as never);
  });
}

/** Collects every `event` the socket receives, to assert that something did NOT arrive. */
export function record<E extends keyof ServerToClientEvents>(socket: ChatSocket, event: E) {
  const seen: Payload<E>[] = [];
  const push = (payload: Payload<E>) => void seen.push(payload);
  (socket as unknown as Socket).on(event, push as never);
  return seen;
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `sendMessage` with any payload (valid or not), answered by its ack. */
export function sendOverSocket(socket: ChatSocket, payload: unknown): Promise<TSendMessageAck> {
  return new Promise((resolve) =>
    socket.emit('sendMessage', payload as never, (ack: TSendMessageAck) => resolve(ack)),
  );
}

/** A send that must succeed: the stored message. */
export async function sentOverSocket(socket: ChatSocket, payload: unknown): Promise<TMessage> {
  const ack = await sendOverSocket(socket, payload);
  if (ack.status !== 'success') throw new Error(`send failed: ${ack.error}`);
  return ack.message;
}
