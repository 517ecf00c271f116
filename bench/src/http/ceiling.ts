import path from 'node:path';
import { startProcess } from '../lib/server.ts';
import { repoRoot } from '../lib/target.ts';
import { runLoad, type LoadResult } from './load.ts';

/**
 * The ceiling every read is reported against: a bare Fastify JSON route (bare-server.ts) in its
 * own process on the same machine, loaded the same way as the scenarios.
 */
export async function measureCeiling(options: {
  port: number;
  connections: number;
  seconds: number;
  warmup: number;
}): Promise<LoadResult> {
  const bare = await startProcess({
    name: 'bare-fastify',
    script: path.join(repoRoot, 'bench/src/http/bare-server.ts'),
    cwd: path.join(repoRoot, 'bench'),
    port: options.port,
    env: {},
    healthPath: '/bare',
  });
  try {
    const request = { method: 'GET' as const, path: '/bare' };
    const load = { connections: options.connections };
    if (options.warmup > 0) await runLoad(bare.url, request, { ...load, seconds: options.warmup });
    const ceiling = await runLoad(bare.url, request, { ...load, seconds: options.seconds });
    console.log(
      `\nceiling (bare Fastify route): ${ceiling.requestsPerSec} req/s, p95 ${ceiling.p95} ms`,
    );
    return ceiling;
  } finally {
    await bare.stop();
  }
}
