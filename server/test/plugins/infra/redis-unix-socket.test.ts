import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TOnlineUsersAck } from '@chingu/contract';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../helpers/app.ts';
import { createTestApp } from '../../helpers/app.ts';
import {
  listen,
  next,
  postMessage,
  signedInMember,
  socketClients,
} from '../../modules/chat/chat-helpers.ts';

/**
 * Redis on the nodes' own machine through its Unix socket (`REDIS_URL=unix:///path`), as
 * docs/performance.md recommends for one machine: a Redis of the test's own, as the machine's
 * listens on TCP only. Skipped where `redis-server` is not installed.
 */
const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;
const sockets = socketClients();
let redisServer: ChildProcess | undefined;
let dir: string;
let a: TestApp, b: TestApp, urlA: string, urlB: string;

describe.skipIf(!hasRedisServer)('two nodes sharing a Redis through its Unix socket', () => {
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chingu-redis-'));
    const socketPath = path.join(dir, 'redis.sock');
    redisServer = spawn(
      'redis-server',
      ['--port', '0', '--unixsocket', socketPath, '--unixsocketperm', '700', '--save', ''],
      { cwd: dir, stdio: 'ignore' },
    );
    // Answers once the server listens (ioredis retries until then).
    const probe = new Redis(socketPath);
    probe.on('error', () => {}); // refused until the socket file exists
    await probe.ping();
    probe.disconnect();
    const env = { REDIS_URL: `unix://${socketPath}`, REDIS_KEY_PREFIX: 'unix-socket-test' };
    a = await createTestApp(env);
    b = await createTestApp(env, { sharedSchema: a.schemaName });
    urlA = await listen(a);
    urlB = await listen(b);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    redisServer?.kill();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('delivers a message sent through node A to a socket on node B', async () => {
    const ana = await signedInMember(a, 'Ana');
    const ben = await signedInMember(a, 'Ben');
    const benOnB = await sockets.connected(urlB, ben.token);
    const received = next(benOnB, 'newMessage');
    const posted = await postMessage(a, ana, ben, 'through the socket file');
    expect(posted.statusCode).toBe(201);
    expect((await received).message.message).toBe('through the socket file');
    // Presence is kept in that Redis too: node A sees its new partner online on B.
    const anaOnA = await sockets.connected(urlA, ana.token);
    const listed = await new Promise<TOnlineUsersAck>((r) => anaOnA.emit('getOnlineUsers', r));
    expect(listed.status === 'success' && listed.users.map((u) => u.userId)).toContain(ben.id);
  });
});
