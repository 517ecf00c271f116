/**
 * `npm run bench`: the production server against the seeded database, driven by autocannon from
 * this process, scenario by scenario, with a bare Fastify route as the ceiling and EXPLAIN
 * (ANALYZE, BUFFERS) of every scenario's SQL. Options: --seconds 5 --connections 50 --warmup 1
 * --port 3300 --only "moments,login" --no-explain --cpu-prof --server-script <main.js> (another
 * build). `--embedded`: the default install's section instead (embedded.ts). Each read also says
 * how much CPU a request took in the app, PostgreSQL and the load generator (Linux).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from '../lib/args.ts';
import { saveSection } from '../lib/results.ts';
import { startAppServer } from '../lib/server.ts';
import { openRunner } from '../lib/sql-runner.ts';
import { round } from '../lib/stats.ts';
import { readTarget, repoRoot, serverEnv } from '../lib/target.ts';
import { measureCeiling } from './ceiling.ts';
import { describeCpu, measureCpuPerRequest, type CpuPerRequest } from './cpu-per-request.ts';
import { benchEmbedded } from './embedded.ts';
import { explainScenarios, type QueryPlan } from './explain.ts';
import { runLoad, type LoadResult } from './load.ts';
import { summarizeProfiles } from './profile.ts';
import { buildScenarios, createFixtures, dropFixtures, type Scenario } from './scenarios.ts';

/** Targets of the first rounds (docs/performance.md, last section): reported, never asserted. */
export const TARGETS = { p95Ms: 20, minCeilingRatio: 0.25 };

export type ScenarioResult = {
  name: string;
  group: Scenario['group'];
  method: string;
  path: string;
  read: boolean;
  status: string;
  load?: LoadResult;
  ratio?: number;
  meetsTargets?: boolean;
  plans?: QueryPlan[];
  seqScans?: string[];
  cpuPerRequest?: CpuPerRequest;
};

async function main() {
  const args = parseArgs();
  if (args.flag('embedded')) return benchEmbedded(args);
  const seconds = args.number('seconds', 5);
  const connections = args.number('connections', 50);
  const warmup = args.number('warmup', 1);
  const port = args.number('port', 3300);
  const serverScript = args.optional('server-script');
  const only = args
    .optional('only')
    ?.split(',')
    .map((s) => s.trim().toLowerCase());
  const target = readTarget();
  console.log(
    `Benchmarking against ${target.label}: ${connections} connections, ${seconds} s each`,
  );

  const started = new Date();
  // PGlite allows one process per data dir: fixtures first, then the server, then clean-up.
  let runner = await openRunner(target);
  const database = runner.kind;
  const fixtures = await createFixtures(runner);
  const scenarios = buildScenarios(fixtures).filter(
    (s) => !only || only.some((o) => s.name.toLowerCase().includes(o)),
  );
  if (runner.kind === 'pglite') await runner.close();

  const load = (url: string, s: Pick<Scenario, 'method' | 'path' | 'headers' | 'body'>) =>
    runLoad(url, s, { connections, seconds });
  const warm = async (url: string, s: Pick<Scenario, 'method' | 'path' | 'headers' | 'body'>) => {
    if (warmup > 0) await runLoad(url, s, { connections, seconds: warmup });
  };

  const ceiling = await measureCeiling({ port: port + 1, connections, seconds, warmup });

  const profileDir = path.join(repoRoot, '.tmp/bench-prof');
  const profiling = args.flag('cpu-prof');
  if (profiling) fs.rmSync(profileDir, { recursive: true, force: true });
  const server = await startAppServer({
    name: 'app-http',
    port,
    env: serverEnv(target),
    ...(profiling ? { nodeFlags: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] } : {}),
    // Another build (a copy of server/dist from before a change) for a before/after pair.
    ...(serverScript ? { script: serverScript } : {}),
  });
  const results: ScenarioResult[] = [];
  try {
    for (const scenario of scenarios) {
      const base = {
        name: scenario.name,
        group: scenario.group,
        method: scenario.method,
        path: scenario.path,
        read: scenario.read,
      };
      const status = await probe(server.url, scenario);
      if (status !== 'ok') {
        console.log(`  ${scenario.name}: ${status}`);
        results.push({ ...base, status });
        continue;
      }
      await warm(server.url, scenario);
      const { load: result, cpu } = await measureCpuPerRequest(server, () =>
        load(server.url, scenario),
      );
      const ratio = round(result.requestsPerSec / ceiling.requestsPerSec, 3);
      const meetsTargets =
        !scenario.read || (result.p95 < TARGETS.p95Ms && ratio >= TARGETS.minCeilingRatio);
      results.push({
        ...base,
        status: 'ok',
        load: result,
        ratio,
        meetsTargets,
        cpuPerRequest: cpu,
      });
      console.log(
        `  ${scenario.name}: ${result.requestsPerSec} req/s, p50 ${result.p50} / p95 ${result.p95} / p99 ${result.p99} ms, ` +
          `${Math.round(ratio * 100)} % of ceiling${result.non2xx || result.errors ? `, ${result.non2xx} non-2xx, ${result.errors} errors` : ''}${describeCpu(cpu)}`,
      );
    }
  } finally {
    await server.stop();
  }
  const profile = profiling ? summarizeProfiles(profileDir) : undefined;
  if (profile) {
    console.log(
      `\nserver CPU by category (flame graph: ${path.relative(repoRoot, profileDir)}/*.cpuprofile)`,
    );
    for (const row of profile) console.log(`  ${row.share} %  ${row.category}`);
  }

  if (runner.kind === 'pglite') runner = await openRunner(target);
  try {
    if (!args.flag('no-explain') && runner.kind === 'postgres') {
      console.log('\nEXPLAIN (ANALYZE, BUFFERS) of each scenario');
      const measured = results.filter((r) => r.status === 'ok');
      const plans = await explainScenarios(
        target,
        runner,
        scenarios.filter((s) => measured.some((r) => r.name === s.name)),
      );
      for (const result of measured) {
        result.plans = plans.get(result.name) ?? [];
        result.seqScans = [...new Set(result.plans.flatMap((p) => p.seqScans))];
        const slowest = Math.max(0, ...result.plans.map((p) => p.ms));
        console.log(
          `  ${result.name}: ${result.plans.length} queries, slowest ${slowest} ms` +
            (result.seqScans.length ? `, SEQ SCAN on ${result.seqScans.join(', ')}` : ''),
        );
      }
    }
    await dropFixtures(runner, fixtures, started);
  } finally {
    await runner.close();
  }

  saveSection(
    'http',
    {
      target: target.label,
      members: fixtures.members,
      connections,
      secondsPerScenario: seconds,
      ceiling,
      scenarios: results,
      ...(profile ? { profile } : {}),
    },
    database === 'postgres' ? undefined : 'PGlite',
  );
}

/** One request first: a route that does not exist yet is reported as skipped, not measured. */
async function probe(baseUrl: string, scenario: Scenario): Promise<string> {
  const response = await fetch(baseUrl + scenario.path, {
    method: scenario.method,
    headers: {
      ...(scenario.body ? { 'content-type': 'application/json' } : {}),
      ...scenario.headers,
    },
    ...(scenario.body ? { body: scenario.body } : {}),
  });
  const body = await response.text();
  if (response.status === 404 && body.includes('routeNotFound')) return 'skipped (404)';
  if (!response.ok) return `error ${response.status}: ${body.slice(0, 120)}`;
  return 'ok';
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
