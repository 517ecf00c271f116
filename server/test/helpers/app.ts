import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { isImageBaseName } from '@chingu/contract';
import pg from 'pg';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { CallTimings } from '../../src/modules/calls/service.ts';
import { openDatabase, type Database } from '../../src/db/index.ts';
import { startSmtpServer } from './smtp.ts';

let pgliteTemplate: Promise<Blob> | undefined;

/** initdb + migrations once per worker, then every test database starts from that dump (~0.5 s). */
function migratedPgliteDump(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const database = await openDatabase({ pgliteDir: 'memory://' });
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    await database.close();
    return dump;
  })();
  return pgliteTemplate;
}

/**
 * The real app on a fresh database: PGlite in memory by default, or a new schema in the
 * PostgreSQL of DATABASE_URL (CI runs the suite both ways). A real SMTP server receives the mail.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  {
    sharedSchema,
    sharedDatabase,
    now,
    callTimings,
  }: {
    /** Use another test app's PostgreSQL schema (two app nodes on one database); it drops it. */
    sharedSchema?: string;
    /**
     * Use another test app's open database (two app nodes on one in-process PGlite); that app
     * closes it, so close this one first.
     */
    sharedDatabase?: Database;
    /** The app's clock (see testClock() in clock.ts); the system time when absent. */
    now?: () => Date;
    /** Shorter ring and grace times than a real call's, so tests need not wait 30 s. */
    callTimings?: Partial<CallTimings>;
  } = {},
) {
  const smtp = await startSmtpServer();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chingu-test-'));
  const databaseUrl = process.env.DATABASE_URL;
  const schemaName = sharedDatabase
    ? undefined
    : databaseUrl
      ? (sharedSchema ?? `test_${randomBytes(6).toString('hex')}`)
      : undefined;
  const config = loadConfig({
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'off',
    RATE_LIMITS: 'off',
    // Push tests run their push service on loopback (test/helpers/push-service.ts).
    PUSH_PRIVATE_ENDPOINTS: 'allow',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const database = sharedDatabase
    ? { ...sharedDatabase, close: async () => {} }
    : databaseUrl
      ? await openDatabase({ url: databaseUrl, ...(schemaName ? { schemaName } : {}) })
      : await openDatabase({ pgliteDir: 'memory://', pgliteSnapshot: await migratedPgliteDump() });
  const app = await buildApp({
    config,
    database,
    logger: false,
    ...(now ? { now } : {}),
    ...(callTimings ? { callTimings } : {}),
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
      if (databaseUrl && schemaName && !sharedSchema) {
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
