import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const serverDir = path.resolve(import.meta.dirname, '..');

export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * Where a server keeps its data: a temp dir (the embedded PostgreSQL of decision 024, as
 * `npm start` runs) or a schema in the machine's PostgreSQL.
 */
export type Storage = { dataDir: string; databaseUrl?: string; schema?: string };

/** `databaseUrl`: another PostgreSQL than the machine's (a cluster of the test's own). */
export function newStorage(
  kind: 'embedded' | 'postgres',
  databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
): Storage {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chingu-faults-'));
  if (kind === 'embedded') return { dataDir };
  return { dataDir, databaseUrl, schema: `faults_${randomBytes(6).toString('hex')}` };
}

export async function removeStorage(storage: Storage) {
  fs.rmSync(storage.dataDir, { recursive: true, force: true });
  if (storage.databaseUrl && storage.schema) {
    const client = new pg.Client({ connectionString: storage.databaseUrl });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${storage.schema}" CASCADE`);
    await client.end();
  }
}

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  kill: (signal: NodeJS.Signals) => void;
};

/**
 * The real server as `npm start` runs it (the bundle dist/main.js, built by the suite's global
 * set-up, build-server.ts) in its own process, once it answers /api/health.
 */
export async function startServer(
  storage: Storage,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const bundle = path.join(serverDir, 'dist/main.js');
  const child = spawn(process.execPath, ['--enable-source-maps', bundle], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: storage.dataDir,
      DATABASE_URL: storage.databaseUrl ?? '',
      ...(storage.schema ? { DATABASE_SCHEMA: storage.schema } : {}),
      DEMO_DATA: 'off',
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'error',
      WEB_DIST: path.join(storage.dataDir, 'no-web'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Through the test's console, which Vitest prints with the test's name: output written straight
  // to an inherited descriptor is lost behind Vitest's worker (a CI failure showed no log line).
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (text: string) => console.error(`[server ${child.pid}] ${text.trimEnd()}`));
  }
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('server did not become healthy in 60 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, child, exited, kill: (signal) => child.kill(signal) };
}

/** SIGTERM, then SIGKILL if it is not gone within `ms`; resolves with the exit code. For cleanup. */
export async function stopServer(server: ServerProcess, ms = 15_000): Promise<number | null> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), ms)));
  const outcome = await Promise.race([server.exited, late]);
  clearTimeout(timer);
  if (outcome !== 'late') return outcome;
  server.kill('SIGKILL');
  return server.exited;
}

/**
 * Polls `probe` until it returns something other than undefined/false, or throws after `ms`
 * (the last probe error in the message) or as soon as `giveUp` names a reason (a process died).
 * For states that arrive at their own pace.
 */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined | false> | T | undefined | false,
  {
    ms = 30_000,
    every = 100,
    giveUp,
  }: { ms?: number; every?: number; giveUp?: () => string | undefined } = {},
): Promise<T> {
  const deadline = Date.now() + ms;
  let last: unknown;
  for (;;) {
    const reason = giveUp?.();
    if (reason) throw new Error(`${what}: ${reason}`);
    try {
      const value = await probe();
      if (value !== undefined && value !== false) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) {
      throw new Error(`${what}: not within ${ms} ms${last ? ` (last: ${String(last)})` : ''}`);
    }
    await new Promise((resolve) => setTimeout(resolve, every));
  }
}

/** Whether anything accepts TCP connections on the port (loopback). */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export type RedisProcess = {
  url: string;
  /** Stops it and waits for the exit (and the port to close). */
  stop: (signal: NodeJS.Signals) => Promise<void>;
  /** Starts it again on the same port, empty (no persistence). */
  start: () => Promise<void>;
};

/** A Redis of the test's own (never the machine's shared one), on a free loopback port. */
export async function startRedis(): Promise<RedisProcess> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  async function start() {
    const spawned = spawn(
      'redis-server',
      [
        ...['--port', String(port), '--bind', '127.0.0.1'],
        ...['--save', '', '--appendonly', 'no', '--daemonize', 'no', '--loglevel', 'warning'],
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    child = spawned;
    exited = new Promise((resolve) => spawned.once('exit', () => resolve()));
    await waitFor(`redis-server on ${port}`, async () => {
      if (spawned.exitCode !== null) throw new Error(`redis-server exited ${spawned.exitCode}`);
      return accepts(port);
    });
  }
  async function stop(signal: NodeJS.Signals) {
    if (child && child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
    await waitFor(`port ${port} closed`, async () => !(await accepts(port)));
  }
  await start();
  return { url: `redis://127.0.0.1:${port}`, stop, start };
}

const run = promisify(execFile);
const pgBin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export type PostgresCluster = {
  url: string;
  /** pg_ctl stop -m fast: sessions are ended, the port closes. */
  stop: () => Promise<void>;
  start: () => Promise<void>;
  /** Stops it (immediate) if running and deletes its data dir. */
  remove: () => Promise<void>;
};

/**
 * A PostgreSQL cluster of the test's own on a free loopback port (Debian's binaries), so it can
 * be stopped without touching the machine's shared one. PostgreSQL refuses to run as root: as
 * root the binaries run as the `postgres` user, in a data dir that user owns.
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chingu-faults-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const uid = Number(stdout.trim());
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    fs.chownSync(dir, uid, Number(gid.trim()));
  }
  const pgTool = (tool: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(pgBin, tool), ...args])
      : run(path.join(pgBin, tool), args);
  const data = path.join(dir, 'data');
  const remove = async () => {
    if (fs.existsSync(path.join(data, 'postmaster.pid'))) {
      await pgTool('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => {});
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await pgTool('initdb', [
      '-D',
      data,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--no-sync',
    ]);
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
    const log = path.join(dir, 'log');
    const start = async () => {
      await pgTool('pg_ctl', ['-D', data, '-o', options, '-l', log, '-w', 'start']);
    };
    const stop = async () => {
      await pgTool('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    };
    await start();
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop, start, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}
