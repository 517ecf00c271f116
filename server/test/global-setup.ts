import pg from 'pg';

/**
 * On PostgreSQL every test file migrates its own schema concurrently; extensions are database-wide,
 * so create them once up front instead of racing on CREATE EXTENSION.
 */
export default async function setup() {
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public');
  await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public');
  await client.end();
}
