import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type SmtpServer } from '../test/helpers/smtp.ts';
import { allMessages } from './chat-store.ts';
import { authed, signUp } from './members.ts';
import {
  newStorage,
  removeStorage,
  startServer,
  stopServer,
  waitFor,
  type ServerProcess,
  type Storage,
} from './server-process.ts';

/**
 * Issue 29, finding 4: when the embedded PostgreSQL died, the app answered 500 for ever and never
 * exited; after a `kill -9` of the app, its PostgreSQL stayed behind as an orphan.
 */
let smtp: SmtpServer;
let storage: Storage;
let server: ServerProcess | undefined;

beforeAll(async () => {
  smtp = await startSmtpServer();
  storage = newStorage('embedded');
});
afterAll(async () => {
  if (server) await stopServer(server);
  await removeStorage(storage);
  await smtp?.close();
});

function postgresPid(): number {
  const pidFile = path.join(storage.dataDir, 'postgres', 'postmaster.pid');
  return Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function send(url: string, from: { token: string }, to: { id: string }, message: string) {
  const res = await fetch(
    `${url}/api/v1/messages`,
    authed(from.token, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ receiver: to.id, message }),
    }),
  );
  return res.status;
}

describe('the embedded PostgreSQL killed while the app runs', () => {
  it('is started again: the same app serves every acknowledged message; a killed app leaves no PostgreSQL', async () => {
    server = await startServer(storage, { SMTP_URL: smtp.url, LOG_LEVEL: 'fatal' });
    const { url, child } = server;
    const giveUp = () =>
      child.exitCode === null ? undefined : `server exited (${child.exitCode})`;
    const ana = await signUp(url, smtp, 'Ana');
    const ben = await signUp(url, smtp, 'Ben');
    expect(await send(url, ana, ben, 'before the crash')).toBe(201);

    const first = postgresPid();
    process.kill(first, 'SIGKILL');
    await waitFor('the old PostgreSQL gone', () => !isAlive(first), { giveUp });
    // Back by itself, on a new process, within the back-off (0.5 s, 1 s, …).
    await waitFor(
      'health 200 again',
      async () => (await fetch(`${url}/api/health`)).status === 200,
      { ms: 60_000, giveUp },
    );
    const second = postgresPid();
    expect(second).not.toBe(first);
    expect(child.exitCode).toBe(null);
    expect(await send(url, ben, ana, 'after the crash')).toBe(201);
    const stored = await allMessages(url, ana, ben);
    expect(stored.messages.map((m) => m.message)).toEqual(['before the crash', 'after the crash']);

    // kill -9 of the app: its watchdog stops PostgreSQL, no orphan keeps the data dir.
    server.kill('SIGKILL');
    await server.exited;
    server = undefined;
    await waitFor('PostgreSQL stopped after the app was killed', () => !isAlive(second), {
      ms: 30_000,
    });
  });
});
