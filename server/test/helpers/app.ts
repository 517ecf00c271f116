import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isImageBaseName } from '@chingu/contract';
import pg from 'pg';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/index.ts';
import type { ResolveHost } from '../../src/lib/public-endpoint.ts';
import type { CallTimings } from '../../src/modules/calls/service.ts';
import type { RoomTimings } from '../../src/modules/rooms/live.ts';
import { startSmtpServer } from './smtp.ts';

/**
 * The real app on a fresh schema of the run's PostgreSQL (DATABASE_URL, set for every test file by
 * global-setup.ts: the machine's in CI, else one embedded server). A real SMTP server receives
 * the mail.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  {
    sharedSchema,
    now,
    callTimings,
    roomTimings,
    resolveHost,
  }: {
    /** Use another test app's PostgreSQL schema (two app nodes on one database); it drops it. */
    sharedSchema?: string;
    /** The app's clock (see testClock() in clock.ts); the system time when absent. */
    now?: () => Date;
    /** Shorter ring and grace times than a real call's, so tests need not wait 30 s. */
    callTimings?: Partial<CallTimings>;
    /** Language rooms: shorter grace and heartbeat, and no job of its own (tests run it). */
    roomTimings?: Partial<RoomTimings>;
    /** Answers push endpoints' names instead of the system's resolver. */
    resolveHost?: ResolveHost;
  } = {},
) {
  const smtp = await startSmtpServer();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chingu-test-'));
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('DATABASE_URL is unset: run the tests through vitest');
  const schemaName = sharedSchema ?? `test_${randomBytes(6).toString('hex')}`;
  const config = loadConfig({
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'off',
    RATE_LIMITS: 'off',
    // Push tests run their push service on loopback (test/helpers/push-service.ts).
    PUSH_PRIVATE_ENDPOINTS: 'allow',
    WEB_DIST: path.join(dataDir, 'no-web'),
    // zod checks every response the compiled serializers write (decision 059).
    RESPONSE_CHECK: 'on',
    DATABASE_URL: databaseUrl,
    ...env,
  });
  const database = await openDatabase({ url: databaseUrl, schemaName });
  const app = await buildApp({
    config,
    database,
    logger: false,
    ...(now ? { now } : {}),
    ...(callTimings ? { callTimings } : {}),
    ...(roomTimings ? { roomTimings } : {}),
    ...(resolveHost ? { resolveHost } : {}),
  });
  await app.ready();

  return {
    app,
    smtp,
    config,
    schemaName,
    db: app.db,
    uploadsDir: config.uploadsDir,
    /** The files in the uploads folder: images and their variants, not its dot-named service files. */
    uploadedFiles: () => fs.readdirSync(config.uploadsDir).filter((name) => !name.startsWith('.')),
    /** The stored images (base names, as the database keeps them), without their variants. */
    storedImages: () => fs.readdirSync(config.uploadsDir).filter(isImageBaseName),
    async close() {
      await app.close();
      await smtp.close();
      if (!sharedSchema) {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS "${schemaName}" CASCADE`);
        await client.end();
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
