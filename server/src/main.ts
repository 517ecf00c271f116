import pino from 'pino';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { acquireDataDirLock, openDatabase } from './db/index.ts';
import { seedDemoData } from './demo/seed-demo.ts';

async function start() {
  const config = loadConfig();
  // The database starts before the app and its logger: the same level and format until then.
  const startupLog = pino({ level: config.logLevel });
  const releaseLock = config.databaseUrl ? () => {} : acquireDataDirLock(config.dataDir);
  const opened = await openDatabase({
    // Without DATABASE_URL: a PostgreSQL server of the app's own in DATA_DIR (decision 024).
    ...(config.databaseUrl ? { url: config.databaseUrl } : { embeddedDataDir: config.dataDir }),
    ...(config.databaseSchema ? { schemaName: config.databaseSchema } : {}),
    log: (message) => startupLog.info(message),
  });
  // The lock goes once the database (and the embedded server) is closed, not before.
  const database = {
    ...opened,
    close: async () => {
      await opened.close();
      releaseLock();
    },
  };
  const app = await buildApp({ config, database });

  if (config.demoData) await seedDemoData(app.db, app.images, app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: finishing in-flight requests, then closing`);
    const timer = setTimeout(() => {
      app.log.error('shutdown took over 10 s, exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Chingu is ready on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`,
  );
}

start().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
