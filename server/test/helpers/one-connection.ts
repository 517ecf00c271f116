import { randomBytes } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { openDatabase, type Db } from '../../src/db/index.ts';
import * as schema from '../../src/db/schema/index.ts';

/**
 * A migrated schema of its own and one connection to it, so the prepared statements and their
 * plans in pg_prepared_statements are those of one session. `drop` ends it and removes the schema.
 */
export async function schemaOnOneConnection(): Promise<{
  client: pg.Client;
  db: Db;
  drop: () => Promise<void>;
}> {
  const url = process.env.DATABASE_URL!;
  const schemaName = `test_${randomBytes(6).toString('hex')}`;
  const database = await openDatabase({ url, schemaName });
  await database.close();
  const client = new pg.Client({
    connectionString: url,
    options: `-c search_path=${schemaName},public`,
  });
  await client.connect();
  return {
    client,
    db: drizzle(client, { schema }) as unknown as Db,
    async drop() {
      await client.end();
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`DROP SCHEMA IF EXISTS "${schemaName}" CASCADE`);
      await admin.end();
    },
  };
}
