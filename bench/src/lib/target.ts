import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Where the benchmarks read and write: the same variables as the server (README). */
export type Target = {
  databaseUrl: string | undefined;
  databaseSchema: string | undefined;
  /** PGlite data dir when there is no DATABASE_URL. */
  dataDir: string;
  label: string;
};

export function readTarget(env: NodeJS.ProcessEnv = process.env): Target {
  const databaseUrl = env.DATABASE_URL || undefined;
  const databaseSchema = env.DATABASE_SCHEMA || undefined;
  if (databaseSchema && !/^[a-z_][a-z0-9_]*$/.test(databaseSchema)) {
    throw new Error('DATABASE_SCHEMA must match ^[a-z_][a-z0-9_]*$');
  }
  // npm runs workspace scripts in bench/; relative paths are meant from where npm was called.
  const dataDir = path.resolve(
    env.INIT_CWD ?? process.cwd(),
    env.DATA_DIR || path.join(repoRoot, '.tmp/bench-data'),
  );
  const label = databaseUrl
    ? `PostgreSQL ${new URL(databaseUrl).host}${new URL(databaseUrl).pathname}${databaseSchema ? ` schema ${databaseSchema}` : ''}`
    : `PGlite ${dataDir}`;
  return { databaseUrl, databaseSchema, dataDir, label };
}

/**
 * The tests share this machine's databases in `public` (schema-less URLs, search_path
 * `<their schema>,public`): a benchmark pointed there would migrate `public` before finding it
 * unseeded, and the tests would then read and write its tables instead of their own. Every
 * benchmark that opens the database names its schema; `public` only by name.
 */
export function assertNamedSchema(target: Target): void {
  if (target.databaseUrl && !target.databaseSchema) {
    throw new Error(
      "Name the schema: DATABASE_SCHEMA=bench (the seed's --schema bench); DATABASE_SCHEMA=public to use public.",
    );
  }
}

/** The server's environment for this target (DATA_DIR also holds uploads with PostgreSQL). */
export function serverEnv(target: Target): Record<string, string> {
  assertNamedSchema(target);
  return {
    ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}),
    ...(target.databaseSchema ? { DATABASE_SCHEMA: target.databaseSchema } : {}),
    DATA_DIR: target.dataDir,
  };
}
