import { LIMITS } from '@chingu/contract';
import { sql } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createSocketEventTable,
  freshEventBudget,
} from '../../../src/plugins/infra/socket-events.ts';
import type { AppSocket } from '../../../src/plugins/infra/socket.ts';
import type { TestApp } from '../../helpers/app.ts';
import { postJson, seedMember } from '../../helpers/members.ts';
import { socketClients, type ChatSocket } from '../../helpers/sockets.ts';

let t: TestApp;
let url: string;
const sockets = socketClients();
beforeAll(async () => void ({ t, url } = await sockets.listeningApp()));

const open = (token?: string) => sockets.open(url, token);
/** The next `event` of any name (connect, connect_error, disconnect), without a time limit. */
const once = <T>(socket: ChatSocket, event: string) =>
  new Promise<T>((resolve) =>
    (socket as unknown as Socket).once(event, (value: T) => resolve(value)),
  );

describe('socket handshake', () => {
  it('refuses an unparseable Origin (a sandboxed iframe sends "null") and keeps serving', async () => {
    for (const origin of ['null', 'http://[::1', 'https://evil.example']) {
      const refused = await fetch(`${url}/socket.io/?EIO=4&transport=polling`, {
        headers: { Origin: origin },
      });
      expect(refused.status).toBe(403);
      await refused.body?.cancel();
    }
    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);
    const sameOrigin = await fetch(`${url}/socket.io/?EIO=4&transport=polling`, {
      headers: { Origin: url },
    });
    expect(sameOrigin.status).toBe(200);
    await sameOrigin.body?.cancel();
  });

  // The server lets go of each connection's upgrade request once it is open (issue 32): the
  // long-polling transport and the upgrade from it must not need it afterwards.
  it('serves a member whose network only long-polls, and one that upgrades from polling', async () => {
    const { token } = await seedMember(t, 'polling@example.com');
    for (const transports of [['polling'], ['polling', 'websocket']]) {
      const socket: ChatSocket = connect(url, {
        auth: { token },
        transports,
        reconnection: false,
        forceNew: true,
      });
      try {
        await once(socket, 'connect');
        const expected = transports.at(-1);
        await expect.poll(() => socket.io.engine.transport.name).toBe(expected);
        for (let i = 0; i < 2; i++) {
          const ack = await new Promise<{ status: string }>((resolve) =>
            socket.emit('getOnlineUsers', resolve),
          );
          expect(ack.status).toBe('success');
        }
      } finally {
        socket.disconnect();
      }
    }
  });

  it('refuses a connection without a valid token', async () => {
    const error = await once<Error>(open('not-a-token'), 'connect_error');
    expect(error.message).toBe('unauthorized');
    const anonymous = await once<Error>(open(), 'connect_error');
    expect(anonymous.message).toBe('unauthorized');
  });

  it('accepts a signed-in member and disconnects the socket when its token is revoked', async () => {
    const { token } = await seedMember(t, 'sock@example.com');
    const socket = open(token);
    await once(socket, 'connect');
    const closed = once<string>(socket, 'disconnect');
    await postJson(t, '/api/v1/auth/logout', {}, token);
    expect(await closed).toBe('io server disconnect');
    const again = await once<Error>(open(token), 'connect_error');
    expect(again.message).toBe('unauthorized');
  });

  it(`holds at most ${LIMITS.socketsPerMember} sockets of one member, and frees a place when one closes`, async () => {
    const { token } = await seedMember(t, 'many-tabs@example.com');
    const tabs = Array.from({ length: LIMITS.socketsPerMember }, () => open(token));
    await Promise.all(tabs.map((tab) => once(tab, 'connect')));
    const refused = await once<Error>(open(token), 'connect_error');
    expect(refused.message).toBe('tooManyConnections');
    // Another member is not held back by it.
    const other = await seedMember(t, 'one-tab@example.com');
    await once(open(other.token), 'connect');
    // A tab closes: its place is free again once the server has seen it go.
    const closing = tabs[0]!;
    closing.disconnect();
    await expect
      .poll(async () => {
        const next = open(token);
        const outcome = await Promise.race([
          once(next, 'connect').then(() => 'connected'),
          once<Error>(next, 'connect_error').then((e) => e.message),
        ]);
        if (outcome !== 'connected') next.disconnect();
        return outcome;
      })
      .toBe('connected');
  });
});

describe('socket event budget', () => {
  it('lets a burst through, refuses beyond it with an ack, refills with time, and cuts off a flood', () => {
    let now = 0;
    let disconnected = false;
    let handled = 0;
    const table = createSocketEventTable({
      isClosing: () => false,
      owedAcks: new Set(),
      log: t.app.log,
      now: () => now,
    });
    table.events.on('typing', () => void (handled += 1));
    const socket = {
      data: { userId: 'u', sessionId: 's', budget: freshEventBudget(now) },
      disconnected: false,
      disconnect: () => void (disconnected = true),
    } as unknown as AppSocket;
    const send = () => {
      const before = handled;
      let answer: unknown;
      table.dispatch(socket, 'typing', [{}, (reply: unknown) => void (answer = reply)]);
      return { passed: handled > before, answer };
    };
    for (let i = 0; i < LIMITS.socketEventsBurst; i++) expect(send().passed).toBe(true);
    expect(send()).toEqual({
      passed: false,
      answer: expect.objectContaining({ status: 'error', code: 'tooManyRequests' }),
    });
    now += 1000;
    for (let i = 0; i < LIMITS.socketEventsPerSecond; i++) expect(send().passed).toBe(true);
    for (let i = 1; i < LIMITS.socketFloodDisconnectAfter; i++) send();
    expect(disconnected).toBe(false);
    send();
    expect(disconnected).toBe(true);
  });

  it('disconnects a socket flooding typing events while others keep being served', async () => {
    const flooder = await seedMember(t, 'flood@example.com');
    const other = await seedMember(t, 'calm@example.com');
    const flooding = open(flooder.token);
    await once(flooding, 'connect');
    const calm = open(other.token);
    await once(calm, 'connect');
    const cutOff = once<string>(flooding, 'disconnect');
    for (let i = 0; i < 5000; i++) flooding.emit('typing', { receiver: other.user._id });
    expect(await cutOff).toBe('io server disconnect');
    const ack = await new Promise<{ status: string }>((resolve) =>
      calm.emit('getOnlineUsers', resolve),
    );
    expect(ack.status).toBe('success');
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
  });
});

// Every socket shares one table of handlers (issue 32): what a client sends that no module expects
// must not reach past it.
describe('socket event table', () => {
  it('survives an event named "error", an unknown event and unparseable payloads, and keeps answering', async () => {
    const { token } = await seedMember(t, 'odd-events@example.com');
    const socket = open(token);
    await once(socket, 'connect');
    const raw = socket as unknown as Socket;
    // "error" has a meaning to an EventEmitter; no module handles either name.
    raw.emit('error', { message: 'from a client' });
    raw.emit('no-such-event', 1, 2);
    const answers = await Promise.all(
      ['call:accept', 'room:join', 'markAsRead'].map(
        (event) =>
          new Promise<{ status: string; code?: string }>((resolve) =>
            raw.emit(event, 'not an object', resolve),
          ),
      ),
    );
    expect(answers).toEqual([
      expect.objectContaining({ status: 'error', code: 'invalidInput' }),
      expect.objectContaining({ status: 'error', code: 'invalidInput' }),
      expect.objectContaining({ status: 'error', code: 'invalidInput' }),
    ]);
    // An acked event without its payload: the ack comes first and still gets an answer.
    const bare = await new Promise<{ status: string; code?: string }>((resolve) =>
      raw.emit('call:accept', resolve),
    );
    expect(bare).toEqual(expect.objectContaining({ status: 'error', code: 'invalidInput' }));
    const ack = await new Promise<{ status: string }>((resolve) =>
      socket.emit('getOnlineUsers', resolve),
    );
    expect(ack.status).toBe('success');
    expect(socket.connected).toBe(true);
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
  });

  it('refuses text the contract forbids with an ack and stores nothing', async () => {
    const sender = await seedMember(t, 'nul-sender@example.com');
    const receiver = await seedMember(t, 'nul-receiver@example.com');
    const socket = open(sender.token);
    await once(socket, 'connect');
    const raw = socket as unknown as Socket;
    for (const text of ['a\u0000b', 'lone \ud800 surrogate']) {
      const ack = await new Promise<{ status: string; code?: string }>((resolve) =>
        raw.emit('sendMessage', { receiver: receiver.user._id, message: text }, resolve),
      );
      expect(ack).toEqual(expect.objectContaining({ status: 'error', code: 'invalidCharacters' }));
    }
    const stored = await t.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM messages WHERE sender_id = ${sender.user._id}`,
    );
    expect(stored.rows[0]?.n).toBe(0);
  });
});
