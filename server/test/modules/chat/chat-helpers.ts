import type { AddressInfo } from 'node:net';
import type {
  ClientToServerEvents,
  ServerToClientEvents,
  TMessage,
  TSendMessageAck,
} from '@chingu/contract';
import { io as connect, type Socket } from 'socket.io-client';
import { sessions } from '../../../src/db/schema/index.ts';
import { newToken } from '../../../src/plugins/http/auth.ts';
import type { TestApp } from '../../helpers/app.ts';
import { insertMember } from '../../helpers/members.ts';

export type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type Member = { id: string; name: string; token: string };

/** A member with a real session token (the same rows a login writes), without the sign-up wizard. */
export async function signedInMember(t: TestApp, name: string): Promise<Member> {
  const user = await insertMember(t, { name });
  const { token, tokenHash } = newToken();
  await t.db.insert(sessions).values({ userId: user.id, tokenHash });
  return { id: user.id, name, token };
}

export async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

/** Real socket.io clients; `closeAll` disconnects every one opened. */
export function socketFactory() {
  const opened: ChatSocket[] = [];
  return {
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
    async connected(url: string, token: string, ms = 10_000): Promise<ChatSocket> {
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

/** The next `event` on the socket, or a rejection after `ms`. */
export function next<E extends keyof ServerToClientEvents>(
  socket: ChatSocket,
  event: E,
  ms = 3000,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    const handler = (payload: Parameters<ServerToClientEvents[E]>[0]) => {
      clearTimeout(timer);
      resolve(payload);
    };
    (socket as unknown as Socket).once(event, handler as never);
  });
}

/** Collects every `event` the socket receives, to assert that something did NOT arrive. */
export function record<E extends keyof ServerToClientEvents>(socket: ChatSocket, event: E) {
  const seen: Parameters<ServerToClientEvents[E]>[0][] = [];
  const push = (payload: Parameters<ServerToClientEvents[E]>[0]) => void seen.push(payload);
  (socket as unknown as Socket).on(event, push as never);
  return seen;
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function bearer(member: Member) {
  return { authorization: `Bearer ${member.token}` };
}

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

/** Two new members, each with a connected socket. */
export async function connectedPair(
  t: TestApp,
  url: string,
  sockets: ReturnType<typeof socketFactory>,
  names: [string, string],
) {
  const [ana, ben] = await Promise.all([signedInMember(t, names[0]), signedInMember(t, names[1])]);
  const [anaSocket, benSocket] = await Promise.all([
    sockets.connected(url, ana.token),
    sockets.connected(url, ben.token),
  ]);
  return { ana, ben, anaSocket, benSocket };
}
