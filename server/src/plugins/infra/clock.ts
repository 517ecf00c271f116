import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The app's idea of "now", for rules that depend on time passing (a story's 24 hours). */
export type Clock = { now: () => Date };

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
  }
}

/**
 * Decorates `app.clock`: the system time, unless the caller (a test) supplies its own `now` to
 * move time forward. Queries take the clock's time as a parameter rather than SQL now(), so the
 * database and the app agree on it.
 */
export const clockPlugin = fp(
  async (app: FastifyInstance, { now }: { now?: (() => Date) | undefined }) => {
    app.decorate('clock', { now: now ?? (() => new Date()) });
  },
  { name: 'clock' },
);
