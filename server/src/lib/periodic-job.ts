import type { FastifyInstance } from 'fastify';

export type PeriodicJob = {
  /** Names the job in the log: a pass that throws is logged as "`name` failed". */
  name: string;
  /** Milliseconds between passes; 0 never runs the job by itself (tests and tools call `run`). */
  intervalMs: number;
  /** One pass of the job. */
  run: () => Promise<unknown>;
};

/**
 * Runs a module's periodic job on this node: every `intervalMs` from the moment the app is ready,
 * one pass at a time (a tick while a pass runs starts none, so a slow pass never piles passes up),
 * a failed pass logged and the next tick trying again, and a timer that never keeps the process
 * alive. Closing the app stops the timer and waits for the pass in flight (preClose: before the
 * sockets and the database close).
 */
export function schedulePeriodicJob(app: FastifyInstance, { name, intervalMs, run }: PeriodicJob) {
  let running: Promise<unknown> | undefined;
  let timer: NodeJS.Timeout | undefined;
  if (intervalMs > 0) {
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        running ??= run()
          .catch((error: unknown) => app.log.error({ err: error }, `${name} failed`))
          .finally(() => (running = undefined));
      }, intervalMs);
      timer.unref();
    });
  }
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
}
