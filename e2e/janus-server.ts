import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';

/** Where the second server listens: next to the main one. */
export const janusServerPort = (mainPort: number) => mainPort + 1;

/**
 * A second app server whose language rooms go through Janus (PRODUCT §9.3), for
 * rooms-audio.spec.ts's Janus journey; the main e2e server runs rooms as a mesh. It needs the
 * Janus at JANUS_URL and a PostgreSQL at DATABASE_URL (CI has both: .ci/run starts them), where it
 * gets a database of its own, dropped at the end. Without either it is not started and the Janus
 * journey is skipped, as the server's Janus tests are.
 */
export async function startJanusServer(options: {
  bundle: string;
  cwd: string;
  port: number;
  dataDir: string;
  smtpPort: number;
  translatorUrl: string;
}): Promise<{ baseUrl: string; stop: () => Promise<void> } | null> {
  const janusUrl = process.env.JANUS_URL;
  const databaseUrl = process.env.DATABASE_URL;
  if (!janusUrl || !databaseUrl) return null;

  const database = `chingu_e2e_janus_${process.pid}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${database}`);
    await admin.query(`CREATE DATABASE ${database}`);
  } finally {
    await admin.end();
  }
  const url = new URL(databaseUrl);
  url.pathname = `/${database}`;

  const server: ChildProcess = spawn(process.execPath, ['--enable-source-maps', options.bundle], {
    cwd: options.cwd,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      DATABASE_URL: url.toString(),
      REDIS_URL: '',
      JANUS_URL: janusUrl,
      SMTP_URL: `smtp://127.0.0.1:${options.smtpPort}`,
      DEMO_DATA: 'off',
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
      TRANSLATE_URL: options.translatorUrl,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${options.port}`;

  const dropDatabase = async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    } finally {
      await client.end();
    }
  };
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    await dropDatabase();
  };

  // Its own answer, not a time: migrations on an empty database take a few seconds.
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (server.exitCode !== null || Date.now() > deadline) {
      server.kill('SIGKILL');
      await dropDatabase().catch(() => undefined);
      throw new Error(
        `the Janus-mode server ${server.exitCode !== null ? 'exited' : 'did not answer in 120 s'}`,
      );
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { baseUrl, stop };
}

export const janusDataDir = (workDir: string) => path.join(workDir, 'janus-data');
