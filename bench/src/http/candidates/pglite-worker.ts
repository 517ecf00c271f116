/**
 * Worker thread of the pglite-socket candidate (pglite-socket-app.ts): PGlite on DATA_DIR/db
 * with the extensions the app's migrations use, served over the PostgreSQL wire protocol.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { loadPgliteSocket } from './pglite-socket.ts';

export type PgliteWorkerData = { dir: string; port: number; maxConnections: number };

const { dir, port, maxConnections } = workerData as PgliteWorkerData;
const db = new PGlite(dir, { extensions: { unaccent, pg_trgm } });
await db.waitReady;
const { PGLiteSocketServer } = await loadPgliteSocket();
const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port, maxConnections });
await server.start();
parentPort?.postMessage('listening');
parentPort?.on('message', (message) => {
  if (message !== 'close') return;
  void server
    .stop()
    .then(() => db.close())
    .then(() => parentPort?.postMessage('closed'));
});
