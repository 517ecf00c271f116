import { commandCpuMs, cpuBetween } from '../lib/proc-cpu.ts';
import type { RunningServer } from '../lib/server.ts';
import { round } from '../lib/stats.ts';
import type { LoadResult } from './load.ts';

/**
 * Where a request's CPU went while a load ran: the app's process, PostgreSQL's processes (the
 * machine's or the embedded one's, all named `postgres`) and this process, the load generator,
 * which shares the same cores. A read's share of the bare route is bounded by their sum: on two
 * cores, 10 % of a 75,000 req/s route leaves 0.27 ms for all three (docs/performance.md).
 */
export type CpuPerRequest = { appMs: number; postgresMs: number; loadGeneratorMs: number };

export async function measureCpuPerRequest(
  server: Pick<RunningServer, 'cpuMs'>,
  run: () => Promise<LoadResult>,
): Promise<{ load: LoadResult; cpu?: CpuPerRequest }> {
  const appBefore = server.cpuMs();
  const postgresBefore = commandCpuMs('postgres');
  const selfBefore = process.cpuUsage();
  const load = await run();
  const self = process.cpuUsage(selfBefore);
  const app = server.cpuMs() - appBefore;
  const postgres = cpuBetween(postgresBefore, commandCpuMs('postgres'));
  // No /proc (not Linux): nothing to say.
  if (load.requests === 0 || app === 0) return { load };
  const per = (ms: number) => round(ms / load.requests, 3);
  return {
    load,
    cpu: {
      appMs: per(app),
      postgresMs: per(postgres),
      loadGeneratorMs: per((self.user + self.system) / 1000),
    },
  };
}

export function describeCpu(cpu: CpuPerRequest | undefined): string {
  return cpu
    ? `; CPU per request: app ${cpu.appMs} ms, PostgreSQL ${cpu.postgresMs} ms, load generator ${cpu.loadGeneratorMs} ms`
    : '';
}
