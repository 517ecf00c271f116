import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const serverDir = path.resolve(import.meta.dirname, '..');

export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** Where a server keeps its data: a temp dir (PGlite) or a schema in the machine's PostgreSQL. */
export type Storage = { dataDir: string; databaseUrl?: string; schema?: string };

export function newStorage(kind: 'pglite' | 'postgres'): Storage {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chingu-faults-'));
  if (kind === 'pglite') return { dataDir };
  const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
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

/** The real server (`server/src/main.ts`) as its own process, once it answers /api/health. */
export async function startServer(
  storage: Storage,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(serverDir, 'src/main.ts')], {
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
    stdio: ['ignore', 'inherit', 'inherit'],
  });
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
