// drizzle-kit writes `"public"."users"` in foreign keys; tests and benchmarks run each in their own
// PostgreSQL schema (search_path), so migrations must name tables without a schema.
import fs from 'node:fs';
import path from 'node:path';

const dir = new URL('../drizzle', import.meta.url).pathname;
for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.sql'))) {
  const full = path.join(dir, file);
  const sql = fs.readFileSync(full, 'utf8');
  const stripped = sql.replaceAll('"public".', '');
  if (stripped !== sql) fs.writeFileSync(full, stripped);
}
