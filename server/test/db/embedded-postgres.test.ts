import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/index.ts';
import { seedDemoData } from '../../src/demo/seed-demo.ts';

/**
 * The default install (decision 024): without DATABASE_URL the server starts a PostgreSQL of its
 * own in DATA_DIR. Real server processes, as `npm start` runs them (the source through tsx here,
 * so the test does not depend on a build).
 */

const serverDir = path.resolve(import.meta.dirname, '../..');
// This file's own ports (the machine is shared); one server at a time per port.
let nextPort = 4120 + Math.floor(Math.random() * 20);

type Server = {
  url: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
};

function spawnServer(dataDir: string, env: Record<string, string> = {}): Server {
  const port = nextPort++;
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(serverDir, 'src/main.ts')], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO_DATA: 'off',
      RATE_LIMITS: 'off',
      // The database's start-up messages (orphan stopped, PGlite copied) are info lines.
      LOG_LEVEL: 'info',
      WEB_DIST: path.join(dataDir, 'no-web'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { url: `http://127.0.0.1:${port}`, child, output: () => output, exited };
}

async function healthy(server: Server): Promise<Server> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.child.exitCode !== null) {
      throw new Error(`server exited ${server.child.exitCode}: ${server.output()}`);
    }
    const ok = await fetch(`${server.url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return server;
    if (Date.now() > deadline) throw new Error(`not healthy: ${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const startServer = (dataDir: string, env?: Record<string, string>) =>
  healthy(spawnServer(dataDir, env));

function postmasterPid(dataDir: string): number {
  return Number(
    fs.readFileSync(path.join(dataDir, 'postgres/postmaster.pid'), 'utf8').split('\n')[0],
  );
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function memberCount(server: Server): Promise<number> {
  const res = await fetch(`${server.url}/api/v1/auth/users?page=1&limit=5`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { count: number }).count;
}

const dirs: string[] = [];
function newDataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chingu-embedded-'));
  dirs.push(dir);
  return dir;
}
const running: Server[] = [];
afterAll(async () => {
  for (const server of running) {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
  }
  // A failed test may leave its PostgreSQL running: stop it before removing its data.
  for (const dir of dirs) {
    try {
      process.kill(postmasterPid(dir), 'SIGQUIT');
    } catch {
      // not running
    }
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

// Each test runs initdb and starts real PostgreSQL servers (the import also a PGlite): ~17 s on a
// quiet machine, past the 30 s default when the machine is busy.
describe('embedded PostgreSQL, the default without DATABASE_URL', { timeout: 120_000 }, () => {
  it('starts with demo data, survives a SIGKILL with its data, refuses a second process, stops clean', async () => {
    const dataDir = newDataDir();
    const first = await startServer(dataDir, { DEMO_DATA: 'on' });
    running.push(first);
    expect(await memberCount(first)).toBe(28);
    const firstPostgres = postmasterPid(dataDir);
    expect(alive(firstPostgres)).toBe(true);
    // Unix socket only: nothing listens on TCP, and the socket sits in the private data dir.
    expect(fs.existsSync(path.join(dataDir, 'postgres/.s.PGSQL.5432'))).toBe(true);
    const settings = fs.readFileSync(`/proc/${firstPostgres}/cmdline`, 'utf8').split('\0');
    expect(settings).toContain('listen_addresses=');

    // A second app on the same DATA_DIR is refused and the first one keeps serving.
    const second = spawnServer(dataDir);
    running.push(second);
    expect(await second.exited).not.toBe(0);
    expect(second.output()).toContain(
      `DATA_DIR ${dataDir} is in use by process ${first.child.pid}`,
    );
    expect(await memberCount(first)).toBe(28);

    // Crash: the app dies at once; its watchdog stops its PostgreSQL (no orphan holding the data
    // dir, issue 29), and the next start finds the cluster as a crash left it.
    first.child.kill('SIGKILL');
    await first.exited;
    await expect.poll(() => alive(firstPostgres), { timeout: 30_000 }).toBe(false);
    const restarted = await startServer(dataDir);
    running.push(restarted);
    expect(await memberCount(restarted)).toBe(28);

    // SIGTERM: the app exits 0 and takes its PostgreSQL and the lock with it.
    const restartedPostgres = postmasterPid(dataDir);
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);
    expect(alive(restartedPostgres)).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'chingu.lock'))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'postgres/postmaster.pid'))).toBe(false);
  });

  it('moves a PGlite data dir of an older version into PostgreSQL, rows and all, and keeps the old dir', async () => {
    const dataDir = newDataDir();
    // The old default: PGlite in DATA_DIR/db, here with the demo community in it.
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DEMO_DATA: 'off' });
    const pglite = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
    const oldApp = await buildApp({ config, database: pglite, logger: false });
    await seedDemoData(oldApp.db, oldApp.images, oldApp.log);
    await oldApp.close();

    const server = await startServer(dataDir);
    running.push(server);
    expect(await memberCount(server)).toBe(28);
    const moments = await fetch(`${server.url}/api/v1/moments?page=1`);
    expect(moments.status).toBe(200);
    expect(((await moments.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);
    expect(server.output()).toMatch(/Copied \d+ rows in \d+ tables/);
    expect(fs.existsSync(path.join(dataDir, 'db'))).toBe(false);
    const kept = fs.readdirSync(dataDir).filter((name) => name.startsWith('db.pglite-'));
    expect(kept).toHaveLength(1);
    expect(server.output()).toContain(`kept as ${path.join(dataDir, kept[0]!)}`);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('puts the socket in a short directory when DATA_DIR is too long for a socket path', async () => {
    const dataDir = path.join(newDataDir(), 'a-rather-long-directory-name-'.repeat(3));
    const server = await startServer(dataDir);
    running.push(server);
    expect(await memberCount(server)).toBe(0);
    const pid = postmasterPid(dataDir);
    const socketDir = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[6]!;
    expect(socketDir).toMatch(/chingu-pg-[0-9a-f]{16}$/);
    expect(fs.statSync(socketDir).mode & 0o777).toBe(0o700);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(alive(pid)).toBe(false);
    fs.rmSync(socketDir, { recursive: true, force: true });
  });
});
