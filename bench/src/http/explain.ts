import pg from 'pg';
import { buildApp } from '../../../server/src/app.ts';
import { loadConfig } from '../../../server/src/config.ts';
import { openDatabase } from '../../../server/src/db/index.ts';
import type { SqlRunner } from '../lib/sql-runner.ts';
import { serverEnv, type Target } from '../lib/target.ts';
import type { Scenario } from './scenarios.ts';

export type QueryPlan = { sql: string; plan: string; seqScans: string[]; ms: number };

/** Tables that must never be read whole by a request (the targets). */
const WATCHED = ['users', 'moments', 'moment_likes', 'moment_comments', 'messages'];
const SEQ_SCAN = new RegExp(`Seq Scan on (${WATCHED.join('|')})\\b`, 'g');

type Captured = { text: string; values: unknown[] };

/**
 * Runs each scenario's request once through the real app in this process (app.inject) while
 * recording every statement the modules send to PostgreSQL, then EXPLAIN (ANALYZE, BUFFERS)
 * each SELECT with its real parameters. PostgreSQL only: PGlite has no pg client to watch.
 */
export async function explainScenarios(
  target: Target,
  runner: SqlRunner,
  scenarios: Scenario[],
): Promise<Map<string, QueryPlan[]>> {
  const captured: Captured[] = [];
  let capturing = false;
  const proto = pg.Client.prototype as unknown as {
    query: (...args: unknown[]) => unknown;
  };
  const original = proto.query;
  proto.query = function (this: unknown, ...args: unknown[]) {
    if (capturing) captured.push(toCaptured(args));
    return original.apply(this, args);
  };

  const config = loadConfig({
    ...process.env,
    ...serverEnv(target),
    NODE_ENV: 'production',
    RATE_LIMITS: 'off',
    DEMO_DATA: 'off',
  });
  const database = await openDatabase({
    url: target.databaseUrl!,
    ...(target.databaseSchema ? { schemaName: target.databaseSchema } : {}),
  });
  const app = await buildApp({ config, database, logger: false });
  const plans = new Map<string, QueryPlan[]>();
  try {
    for (const scenario of scenarios) {
      captured.length = 0;
      capturing = true;
      await app.inject({
        method: scenario.method,
        url: scenario.path,
        headers: {
          ...(scenario.body ? { 'content-type': 'application/json' } : {}),
          ...scenario.headers,
        },
        ...(scenario.body ? { payload: scenario.body } : {}),
      });
      capturing = false;
      const selects = captured.filter((q) => /^\s*(select|with)\b/i.test(q.text));
      const result: QueryPlan[] = [];
      for (const query of selects) {
        const rows = await runner.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN (ANALYZE, BUFFERS) ${query.text}`,
          query.values,
        );
        const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
        const seqScans = [...plan.matchAll(SEQ_SCAN)].map((m) => m[1]!);
        const ms = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? 0);
        result.push({ sql: query.text, plan, seqScans: [...new Set(seqScans)], ms });
      }
      plans.set(scenario.name, result);
    }
  } finally {
    capturing = false;
    proto.query = original;
    await app.close(); // closes the database too
  }
  return plans;
}

/** pg's query(text, values), query({ text, values }) and query({ text }, values) forms. */
function toCaptured(args: unknown[]): Captured {
  const [first, second] = args;
  const config = typeof first === 'string' ? { text: first } : (first as Partial<Captured>);
  const values = Array.isArray(second) ? (second as unknown[]) : (config?.values ?? []);
  return { text: config?.text ?? '', values };
}
