import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PostgreSQL every test file of the run makes its own schema in. */
    databaseUrl: string;
  }
}

/**
 * Server tests run on PostgreSQL, the engine users run (decision 039): the one of DATABASE_URL
 * (CI: the machine's), or else one embedded PostgreSQL for the whole run, started here with the
 * app's own code and stopped at the end. Each test file works in a schema of its own.
 */
export default async function setup(project: TestProject) {
  let url = process.env.DATABASE_URL;
  let stop: (() => Promise<void>) | undefined;
  let dataDir: string | undefined;
  if (!url) {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chingu-test-pg-'));
    const server = await startEmbeddedPostgres(dataDir, () => undefined, {
      // Throw-away data: no crash safety needed, and every commit is cheaper without it.
      fsync: 'off',
      synchronous_commit: 'off',
      full_page_writes: 'off',
      max_connections: '300',
    });
    url = server.url;
    stop = server.stop;
  }
  // Extensions are database-wide: create them once up front instead of racing on CREATE EXTENSION
  // from every file's migration.
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public');
  await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public');
  await client.end();
  project.provide('databaseUrl', url);

  return async () => {
    await stop?.();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
