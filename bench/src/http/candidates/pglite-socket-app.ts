/**
 * Candidate (b) of decision 024, bench only: PGlite in a worker_thread behind
 * `@electric-sql/pglite-socket`, and the built server (`server/dist/main.js`, as `npm start`
 * runs it) in the main thread of the same process, connected through node-postgres with
 * DATABASE_URL. Env: DATA_DIR, PORT (the app), PGLITE_SOCKET_PORT (default PORT + 50),
 * PGLITE_SOCKET_MAX_CONNECTIONS (default 11: the app's pool of 10 plus the client that prepares
 * the extensions; with the package's default of 1 the pool's second connection is refused).
 */
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { repoRoot } from '../../lib/target.ts';
import type { PgliteWorkerData } from './pglite-worker.ts';

const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
const appPort = Number(process.env.PORT ?? 3000);
const data: PgliteWorkerData = {
  dir: path.join(dataDir, 'db'),
  port: Number(process.env.PGLITE_SOCKET_PORT ?? appPort + 50),
  maxConnections: Number(process.env.PGLITE_SOCKET_MAX_CONNECTIONS ?? 11),
};
fs.mkdirSync(data.dir, { recursive: true });

// Node 20 does not apply `--import tsx` to a worker's entry module: the worker registers tsx
// itself, then imports the TypeScript entry.
const workerEntry = new URL('./pglite-worker.ts', import.meta.url).href;
const tsx = import.meta.resolve('tsx/esm/api');
const worker = new Worker(
  `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(workerEntry)}); });`,
  // The bench's event-loop probe (in execArgv) belongs to the app's thread, not this one.
  { eval: true, workerData: data, execArgv: [] },
);
await new Promise<void>((resolve, reject) => {
  worker.once('error', reject);
  worker.once('message', () => resolve());
});
// The server's shutdown ends with process.exit, which also ends the worker (and PGlite, whose
// data dir is a throw-away one in the bench).
process.env.DATABASE_URL = `postgres://postgres@127.0.0.1:${data.port}/postgres`;
await import(path.join(repoRoot, 'server/dist/main.js'));
