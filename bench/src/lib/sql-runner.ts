import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../../../server/src/db/index.ts';
import { assertNamedSchema, type Target } from './target.ts';

/**
 * One connection to the target database after the real migrations ran. Session settings
 * (search_path, session_replication_role) need a single connection, not the app's pool.
 */
export type SqlRunner = {
  kind: 'postgres' | 'pglite';
  query: <Row = Record<string, unknown>>(text: string, values?: unknown[]) => Promise<Row[]>;
  close: () => Promise<void>;
};

export async function openRunner(target: Target): Promise<SqlRunner> {
  // Before the migrations run: they would otherwise fill `public` (target.ts).
  assertNamedSchema(target);
  const database: Database = await openDatabase(
    target.databaseUrl
      ? {
          url: target.databaseUrl,
          ...(target.databaseSchema ? { schemaName: target.databaseSchema } : {}),
        }
      : { pgliteDir: path.join(target.dataDir, 'db') },
  );
  if (database.kind === 'pglite') {
    return {
      kind: 'pglite',
      async query<Row>(text: string, values: unknown[] = []) {
        // Raw SQL through drizzle has no placeholders; the PGlite paths only send plain statements.
        if (values.length) throw new Error('parameters are not supported on PGlite');
        const result = await database.db.execute(sql.raw(text));
        return result.rows as Row[];
      },
      close: () => database.close(),
    };
  }
  await database.close();
  const client = new pg.Client({
    connectionString: target.databaseUrl,
    ...(target.databaseSchema ? { options: `-c search_path=${target.databaseSchema},public` } : {}),
  });
  await client.connect();
  return {
    kind: 'postgres',
    async query<Row>(text: string, values: unknown[] = []) {
      const result = await client.query(text, values);
      return result.rows as Row[];
    },
    close: () => client.end(),
  };
}
