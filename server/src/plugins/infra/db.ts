import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../../db/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

/** Makes the opened database available to routes; closing the app closes it (graceful shutdown). */
export const dbPlugin = fp(
  async (app: FastifyInstance, { database }: { database: Database }) => {
    app.decorate('database', database);
    app.decorate('db', database.db);
    database.onConnectionLost((err) => app.log.warn({ err }, 'database connection lost'));
    app.addHook('onClose', async () => database.close());
  },
  { name: 'db' },
);
