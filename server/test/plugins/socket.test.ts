import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { postJson, registerMember } from '../helpers/members.ts';

let t: TestApp;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await t.close();
});

function open(token?: string): Socket {
  const socket = connect(url, {
    auth: token ? { token } : {},
    transports: ['websocket'],
    reconnection: false,
  });
  sockets.push(socket);
  return socket;
}
const once = <T>(socket: Socket, event: string) =>
  new Promise<T>((resolve) => socket.once(event, (value: T) => resolve(value)));

describe('socket handshake', () => {
  it('refuses a connection without a valid token', async () => {
    const error = await once<Error>(open('not-a-token'), 'connect_error');
    expect(error.message).toBe('unauthorized');
    const anonymous = await once<Error>(open(), 'connect_error');
    expect(anonymous.message).toBe('unauthorized');
  });

  it('accepts a signed-in member and disconnects the socket when its token is revoked', async () => {
    const { token } = await registerMember(t, 'sock@example.com');
    const socket = open(token);
    await once(socket, 'connect');
    const closed = once<string>(socket, 'disconnect');
    await postJson(t, '/api/v1/auth/logout', {}, token);
    expect(await closed).toBe('io server disconnect');
    const again = await once<Error>(open(token), 'connect_error');
    expect(again.message).toBe('unauthorized');
  });
});
