/**
 * `npm run seed:bench -- --members 100000 --moments 1000000 --likes 5000000 --messages 2000000`
 * Bulk-generates a realistic community into DATABASE_URL (+ DATABASE_SCHEMA) or the PGlite in
 * DATA_DIR, after the real migrations. Refuses a non-empty database unless --reset.
 */
import { hashPassword } from '../../../server/src/lib/passwords.ts';
import { parseArgs } from '../lib/args.ts';
import { BENCH_PASSWORD } from '../lib/ids.ts';
import { saveSection } from '../lib/results.ts';
import { openRunner, type SqlRunner } from '../lib/sql-runner.ts';
import { readTarget } from '../lib/target.ts';
import {
  blocksSql,
  commentsSql,
  conversationsSql,
  countersSql,
  createHelpers,
  dropHelpers,
  followsSql,
  likesSql,
  messagesSql,
  momentsSql,
  pairsSql,
  usersSql,
  type SeedContext,
} from './steps.ts';

/** Tables whose secondary indexes are dropped while loading and rebuilt once at the end. */
const BULK_TABLES = [
  'follows',
  'moments',
  'moment_likes',
  'moment_comments',
  'messages',
  'conversations',
];

async function main() {
  const args = parseArgs();
  const members = args.number('members', 100_000);
  const moments = args.number('moments', 1_000_000);
  const sizes = {
    members,
    moments,
    likes: args.number('likes', 5_000_000),
    comments: args.number('comments', Math.round(moments / 2)),
    messages: args.number('messages', 2_000_000),
    followsPerMember: args.number('follows-per-member', 10),
    hubPartners: Math.min(500, members - 1),
  };
  if (members < 10) throw new Error('--members must be at least 10');
  const schema = args.optional('schema');
  if (schema) process.env.DATABASE_SCHEMA = schema;
  const target = readTarget();
  console.log(`Seeding ${target.label}\n  sizes: ${JSON.stringify(sizes)}`);

  const started = performance.now();
  const timings: Record<string, number> = {};
  const runner = await openRunner(target);
  const step = async (label: string, statements: string | string[]) => {
    const t = performance.now();
    for (const statement of [statements].flat()) await runner.query(statement);
    timings[label] = Math.round(performance.now() - t);
    console.log(`  ${label}: ${(timings[label] / 1000).toFixed(1)} s`);
  };

  try {
    const [{ n: existing } = { n: 0 }] = await runner.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM users',
    );
    if (existing > 0 && !args.flag('reset')) {
      throw new Error(
        `users already has ${existing} rows. Pass --reset to empty this database/schema first.`,
      );
    }
    if (existing > 0) await step('reset', 'TRUNCATE users CASCADE');

    // Foreign keys are satisfied by construction; skipping their per-row triggers is most of
    // the speed-up. Needs a superuser: without one the load is slower, not different.
    const fastLoad = await runner
      .query('SET session_replication_role = replica')
      .then(() => true)
      .catch(() => false);
    if (runner.kind === 'postgres') {
      await runner.query("SET maintenance_work_mem = '512MB'");
      await runner.query("SET work_mem = '128MB'");
    }

    const passwordHash = await hashPassword(BENCH_PASSWORD);
    const [{ t0 } = { t0: '' }] = await runner.query<{ t0: string }>(
      "SELECT to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') AS t0",
    );
    const c: SeedContext = { ...sizes, t0: `timestamptz '${t0}+00'`, passwordHash };

    await step('helpers', [...dropHelpers, ...createHelpers]);
    const indexes = await dropSecondaryIndexes(runner);
    await step('members', usersSql(c));
    await step('follows', followsSql(c));
    await step('blocks', blocksSql(c));
    await step('moments', momentsSql(c));
    await step('likes', likesSql(c));
    await step('comments', commentsSql(c));
    await step('conversation pairs', pairsSql(c));
    await step('messages', messagesSql(c));
    // Fresh tables have no statistics yet: without them the planner joined the conversation
    // summaries in nested loops (45+ min on a busy machine instead of seconds).
    await step('analyze messages', 'ANALYZE messages');
    await step('conversations', conversationsSql);
    await step('counters', countersSql);
    await step('indexes', [...indexes.map((i) => i.indexdef), `DROP TABLE ${DROPPED_INDEXES}`]);
    await step('cleanup', dropHelpers);
    if (fastLoad) await runner.query('SET session_replication_role = DEFAULT');
    await step('vacuum analyze', 'VACUUM (ANALYZE)');

    const counts = await countRows(runner);
    const totalMs = Math.round(performance.now() - started);
    console.log(`  rows: ${JSON.stringify(counts)}`);
    console.log(`Seeded in ${(totalMs / 1000).toFixed(1)} s (password: ${BENCH_PASSWORD})`);
    const [{ version } = { version: '' }] = await runner.query<{ version: string }>(
      "SELECT split_part(version(), ' ', 2) AS version",
    );
    saveSection(
      'seed',
      { target: target.label, sizes, rows: counts, timingsMs: timings, totalMs, fastLoad },
      `${runner.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} ${version}`,
    );
  } finally {
    await runner.close();
  }
}

type IndexDef = { indexname: string; indexdef: string };

/** Where dropped index definitions wait until the seed rebuilds them. */
const DROPPED_INDEXES = 'bench_seed_dropped_indexes';

/**
 * Drops the indexes that back no constraint on the bulk tables; returns how to rebuild them. The
 * definitions are kept in a table first, so a seed that is interrupted before its rebuild leaves
 * them for the next seed instead of a schema without its indexes.
 */
async function dropSecondaryIndexes(runner: SqlRunner): Promise<IndexDef[]> {
  const list = BULK_TABLES.map((t) => `'${t}'`).join(',');
  await runner.query(
    `CREATE TABLE IF NOT EXISTS ${DROPPED_INDEXES} (indexname text PRIMARY KEY, indexdef text NOT NULL)`,
  );
  const indexes = await runner.query<IndexDef>(`
    SELECT i.indexname, i.indexdef FROM pg_indexes i
    WHERE i.schemaname = current_schema() AND i.tablename IN (${list})
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c
        WHERE c.conindid = (quote_ident(i.schemaname) || '.' || quote_ident(i.indexname))::regclass)`);
  for (const index of indexes) {
    await runner.query(
      `INSERT INTO ${DROPPED_INDEXES} (indexname, indexdef) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
      [index.indexname, index.indexdef],
    );
    await runner.query(`DROP INDEX "${index.indexname}"`);
  }
  return runner.query<IndexDef>(`SELECT indexname, indexdef FROM ${DROPPED_INDEXES}`);
}

async function countRows(runner: SqlRunner) {
  const tables = ['users', 'follows', 'blocks', 'moments', 'moment_likes', 'moment_comments'];
  const counts: Record<string, number> = {};
  for (const table of [...tables, 'messages', 'conversations']) {
    const [row] = await runner.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
    counts[table] = row?.n ?? 0;
  }
  return counts;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
