import fs from 'node:fs';
import path from 'node:path';
import type { RunningServer } from './server.ts';
import { repoRoot } from './target.ts';

/** Node flags and the preload that let a bench read a server's memory after a full collection. */
export const memoryProbeFlags = [
  '--expose-gc',
  '--import',
  path.join(repoRoot, 'bench/src/lib/memory-probe.mjs'),
];

export type MemoryUsage = {
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
};

/**
 * Once the heap has stopped shrinking and the resident size has stopped falling (memory-probe.mjs),
 * with the reading after the first two collections, the method of runs before 2026-12-01.
 */
export type MemoryReading = MemoryUsage & { twoCollections: MemoryUsage };

/**
 * Asks the probe in `server` (started with memoryProbeFlags and BENCH_MEMORY_FILE=file) to collect
 * garbage and report; waits for the file it writes.
 */
export function readMemory(server: RunningServer, file: string): Promise<MemoryReading> {
  return askProbe<MemoryReading>(server, 'SIGUSR2', file, 'memory');
}

export type LoopDelay = { p50: number; p99: number; max: number };

/**
 * The server's event-loop delay (ms) since the previous call for it (or since it started): the
 * probe in `server` writes it to `<file>.loop` on SIGWINCH and starts counting again.
 */
export function readLoopDelay(server: RunningServer, file: string): Promise<LoopDelay> {
  return askProbe<LoopDelay>(server, 'SIGWINCH', `${file}.loop`, 'event-loop');
}

/** Signals the probe, then waits for the JSON file it answers with (written whole, by a rename). */
async function askProbe<T>(
  server: RunningServer,
  signal: NodeJS.Signals,
  file: string,
  what: string,
): Promise<T> {
  fs.rmSync(file, { force: true });
  process.kill(server.pid, signal);
  const deadline = Date.now() + 30_000;
  while (!fs.existsSync(file)) {
    if (Date.now() > deadline) throw new Error(`no ${what} reading from pid ${server.pid}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}
