/**
 * `npm run bench -- --embedded`: the default install as `npm start` runs it (built server, fresh
 * DATA_DIR with the demo data, no DATABASE_URL: the embedded PostgreSQL of decision 024) against
 * the same server and demo data on the machine's PostgreSQL (DATABASE_URL, schema
 * `embedded_bench`), visitor reads only, with the server's max event-loop delay under load.
 * Options: --seconds 5 --connections 50 --warmup 1 --port 3300 --compare-server <file> (another
 * server entry started the same way without DATABASE_URL, e.g. an older checkout's
 * server/src/main.ts, to compare with the default it had), --candidates (also the designs decision
 * 024 weighed: PGlite in a worker behind pglite-socket, and PGlite in the app's process, the
 * default before it; launchers in ./candidates), --visitor-cache-off (VISITOR_CACHE_SECONDS=0 in
 * every configuration, so the reads reach the database instead of decision 025's cache).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Args } from '../lib/args.ts';
import { saveSection } from '../lib/results.ts';
import { startAppServer, type RunningServer } from '../lib/server.ts';
import { round } from '../lib/stats.ts';
import { repoRoot } from '../lib/target.ts';
import { ensurePgliteSocket } from './candidates/pglite-socket.ts';
import { measureCeiling } from './ceiling.ts';
import { describeCpu, measureCpuPerRequest, type CpuPerRequest } from './cpu-per-request.ts';
import { runLoad, type LoadResult } from './load.ts';

const SCHEMA = 'embedded_bench';
const probeModule = path.join(repoRoot, 'bench/src/lib/event-loop-probe.mjs');

/** The "fast by default" targets (docs/performance.md) for the default install, never asserted. */
export const EMBEDDED_TARGETS = { p99Ms: 250, maxEventLoopDelayMs: 100 };

type EventLoopDelay = { maxMs: number; meanMs: number; p99Ms: number };
type EmbeddedScenario = { name: string; path: string; pathFor?: (n: number) => string };
export type EmbeddedRun = {
  configuration: string;
  scenarios: {
    name: string;
    path: string;
    load: LoadResult;
    eventLoop: EventLoopDelay;
    /** requests per second as a share of the bare route's (the ceiling). */
    ofCeiling: number;
    cpuPerRequest?: CpuPerRequest;
  }[];
};

/**
 * The n-th search ("mia", "sob", ... "kibz"): a two-letter name fragment and n's own letters, so no two
 * requests of a run ask the same thing and every one is a query no cache has answered, as
 * members typing into a search box do. Most find nobody, some find a few.
 */
const FRAGMENTS = ['an', 'mi', 'so', 'ki', 'ja', 'el', 'ar', 'ta', 'ri', 'ne'];
export function newSearch(n: number): string {
  let rest = Math.floor(n / FRAGMENTS.length);
  let letters = '';
  do {
    letters += String.fromCharCode(97 + (rest % 26));
    rest = Math.floor(rest / 26);
  } while (rest > 0);
  return FRAGMENTS[n % FRAGMENTS.length]! + letters;
}

/** The visitor's reads, with ids taken from the server's own demo data. */
async function visitorScenarios(url: string): Promise<EmbeddedScenario[]> {
  const get = async <T>(p: string) => ((await (await fetch(url + p)).json()) as { data: T }).data;
  const [member] = await get<{ _id: string }[]>('/api/v1/auth/users?page=1&limit=1');
  const [moment] = await get<{ _id: string }[]>('/api/v1/moments?page=1');
  if (!member || !moment) throw new Error('no demo data: is DEMO_DATA on?');
  return [
    { name: 'directory', path: '/api/v1/auth/users?page=1&limit=20' },
    { name: 'moments feed', path: '/api/v1/moments?page=1' },
    { name: 'a member', path: `/api/v1/auth/users/${member._id}` },
    { name: 'a moment', path: `/api/v1/moments/${moment._id}` },
    { name: 'stats (landing numbers)', path: '/api/v1/stats' },
    {
      name: 'directory search, a new query each request',
      path: '/api/v1/auth/users?q=<new>&page=1',
      pathFor: (n) => `/api/v1/auth/users?q=${newSearch(n)}&page=1`,
    },
    {
      name: 'moments search, a new query each request',
      path: '/api/v1/moments?q=<new>&page=1',
      pathFor: (n) => `/api/v1/moments?q=${newSearch(n)}&page=1`,
    },
  ];
}

/** The probe writes the delay since the last signal; the first signal only resets it. */
async function eventLoopDelay(server: RunningServer, file: string): Promise<EventLoopDelay> {
  fs.rmSync(file, { force: true });
  process.kill(server.pid, 'SIGUSR2');
  for (let i = 0; i < 200 && !fs.existsSync(file); i++) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as EventLoopDelay;
}

type MeasureOptions = {
  connections: number;
  seconds: number;
  warmup: number;
  port: number;
  script?: string;
  ceiling: LoadResult;
};

async function measure(
  configuration: string,
  env: Record<string, string>,
  options: MeasureOptions,
): Promise<EmbeddedRun> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chingu-bench-embedded-'));
  const eventLoopFile = path.join(dataDir, 'event-loop.json');
  const server = await startAppServer({
    name: `embedded-${configuration.replace(/\W+/g, '-')}`,
    port: options.port,
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO_DATA: 'on',
      BENCH_EVENT_LOOP_FILE: eventLoopFile,
      ...env,
    },
    // BENCH_NODE_FLAGS adds the server's own flags, e.g. `--cpu-prof --cpu-prof-dir=/tmp/p`.
    nodeFlags: ['--import', probeModule, ...(process.env.BENCH_NODE_FLAGS?.split(' ') ?? [])],
    ...(options.script ? { script: options.script } : {}),
  });
  console.log(`\n${configuration}`);
  const scenarios: EmbeddedRun['scenarios'] = [];
  try {
    for (const scenario of await visitorScenarios(server.url)) {
      const run = { connections: options.connections };
      const request = {
        method: 'GET' as const,
        path: scenario.path,
        ...(scenario.pathFor ? { pathFor: scenario.pathFor } : {}),
      };
      // The warm-up asks other searches than the run (an offset past the run's requests).
      const warmRequest = scenario.pathFor
        ? { ...request, pathFor: (n: number) => scenario.pathFor!(n + 10_000_000) }
        : request;
      if (options.warmup > 0)
        await runLoad(server.url, warmRequest, { ...run, seconds: options.warmup });
      await eventLoopDelay(server, eventLoopFile);
      const { load, cpu } = await measureCpuPerRequest(server, () =>
        runLoad(server.url, request, { ...run, seconds: options.seconds }),
      );
      const eventLoop = await eventLoopDelay(server, eventLoopFile);
      const ofCeiling = round(load.requestsPerSec / options.ceiling.requestsPerSec, 3);
      scenarios.push({
        name: scenario.name,
        path: scenario.path,
        load,
        eventLoop,
        ofCeiling,
        cpuPerRequest: cpu,
      });
      console.log(
        `  ${scenario.name}: ${load.requestsPerSec} req/s (${Math.round(ofCeiling * 1000) / 10} % of the bare route), ` +
          `p50 ${load.p50} / p99 ${load.p99} ms, event loop max ${eventLoop.maxMs} ms (p99 ${eventLoop.p99Ms})` +
          (load.non2xx || load.errors ? `, ${load.non2xx} non-2xx, ${load.errors} errors` : '') +
          describeCpu(cpu),
      );
    }
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return { configuration, scenarios };
}

async function dropSchema(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS "${SCHEMA}" CASCADE`);
  await client.end();
}

export async function benchEmbedded(args: Args) {
  const options = {
    connections: args.number('connections', 50),
    seconds: args.number('seconds', 5),
    warmup: args.number('warmup', 1),
    port: args.number('port', 3300),
  };
  // Side by side with the app: the bare route's own port is the next one.
  const ceiling = await measureCeiling({ ...options, port: options.port + 1 });
  const runs: EmbeddedRun[] = [];
  const common: Record<string, string> = args.flag('visitor-cache-off')
    ? { VISITOR_CACHE_SECONDS: '0' }
    : {};
  const measured = { ...options, ceiling };
  runs.push(await measure('embedded default (npm start, no DATABASE_URL)', common, measured));
  if (args.flag('candidates')) {
    ensurePgliteSocket();
    const candidates = path.join(repoRoot, 'bench/src/http/candidates');
    runs.push(
      await measure('PGlite in a worker behind pglite-socket (node-postgres, pool 10)', common, {
        ...measured,
        script: path.join(candidates, 'pglite-socket-app.ts'),
      }),
      await measure('PGlite in the app process (the default before 024)', common, {
        ...measured,
        script: path.join(candidates, 'pglite-in-process-app.ts'),
      }),
    );
  }
  const compare = args.optional('compare-server');
  if (compare) {
    runs.push(
      await measure(`compare: ${compare}`, common, { ...measured, script: path.resolve(compare) }),
    );
  }
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    // The same demo data, seeded into a schema of its own that is dropped before and after.
    await dropSchema(databaseUrl);
    try {
      const env = { ...common, DATABASE_URL: databaseUrl, DATABASE_SCHEMA: SCHEMA };
      runs.push(
        await measure(`PostgreSQL (${new URL(databaseUrl).host}, schema ${SCHEMA})`, env, measured),
      );
    } finally {
      await dropSchema(databaseUrl);
    }
  } else {
    console.log('\nDATABASE_URL is not set: no PostgreSQL comparison');
  }
  saveSection('embedded', {
    connections: options.connections,
    secondsPerScenario: options.seconds,
    targets: EMBEDDED_TARGETS,
    ceiling,
    runs,
  });
}
