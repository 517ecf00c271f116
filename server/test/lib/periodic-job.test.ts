import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { schedulePeriodicJob } from '../../src/lib/periodic-job.ts';

const INTERVAL_MS = 10;
/** Closes each test's app, every pass (those the test left running, and later ones) ended. */
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** A bare Fastify with the job scheduled; each pass waits until the test ends it. */
async function appWithJob(intervalMs = INTERVAL_MS) {
  const app = Fastify({ logger: false });
  const passes: { end: () => void; fail: (error: Error) => void }[] = [];
  let released = false;
  const run = vi.fn(() =>
    released
      ? Promise.resolve()
      : new Promise<void>((resolve, reject) => {
          passes.push({ end: resolve, fail: reject });
        }),
  );
  cleanups.push(async () => {
    released = true;
    for (const pass of passes) pass.end();
    await app.close();
  });
  schedulePeriodicJob(app, { name: 'test job', intervalMs, run });
  await app.ready();
  return { app, run, passes };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('schedulePeriodicJob', () => {
  it('starts no second pass while one runs, and the next tick after it ended starts one', async () => {
    const { run, passes } = await appWithJob();
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    // Many ticks later the first pass still runs: no other started.
    await pause(INTERVAL_MS * 10);
    expect(run).toHaveBeenCalledTimes(1);

    passes[0]!.end();
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(2));
    passes[1]!.end();
  });

  it('closing the app waits for the pass in flight, then runs no more', async () => {
    const { app, run, passes } = await appWithJob();
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    let closed = false;
    const closing = app.close().then(() => (closed = true));
    await pause(INTERVAL_MS * 5);
    expect(closed).toBe(false);

    passes[0]!.end();
    await closing;
    expect(closed).toBe(true);
    await pause(INTERVAL_MS * 5);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('logs a failed pass under its name, and the next tick tries again', async () => {
    const { app, run, passes } = await appWithJob();
    const logged = vi.spyOn(app.log, 'error');
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    const error = new Error('SMTP down');
    passes[0]!.fail(error);
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(2));
    expect(logged).toHaveBeenCalledWith({ err: error }, 'test job failed');
    passes[1]!.end();
  });

  it('with an interval of 0 never runs by itself', async () => {
    const { app, run } = await appWithJob(0);
    await pause(INTERVAL_MS * 5);
    await app.close();
    expect(run).not.toHaveBeenCalled();
  });
});
