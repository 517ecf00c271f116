/**
 * The default before decision 024, bench only: today's server with PGlite in its own process and
 * event loop (DATA_DIR/db), as server/src/main.ts ran it then (through tsx, demo data when
 * DEMO_DATA is on). Stops on SIGTERM/SIGINT after the requests in flight.
 */
import path from 'node:path';
import { buildApp } from '../../../../server/src/app.ts';
import { loadConfig } from '../../../../server/src/config.ts';
import { acquireDataDirLock, openDatabase } from '../../../../server/src/db/index.ts';
import { seedDemoData } from '../../../../server/src/demo/seed-demo.ts';

const config = loadConfig();
const releaseLock = acquireDataDirLock(config.dataDir);
const opened = await openDatabase({ pgliteDir: path.join(config.dataDir, 'db') });
const app = await buildApp({
  config,
  database: {
    ...opened,
    close: async () => {
      await opened.close();
      releaseLock();
    },
  },
});
if (config.demoData) await seedDemoData(opened.db, app.images, app.log);
const stop = () => void app.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
await app.listen({ port: config.port, host: config.host });
