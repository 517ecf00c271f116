// Preloaded into a server by the bench (`node --import <this file>`), never part of the app:
// samples the event loop's delay (perf_hooks.monitorEventLoopDelay). SIGUSR2 writes the max,
// mean and p99 since the last SIGUSR2 to BENCH_EVENT_LOOP_FILE (JSON, milliseconds) and resets,
// so the bench reads the delay of one load phase at a time.
import fs from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.BENCH_EVENT_LOOP_FILE;
if (file) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  process.on('SIGUSR2', () => {
    const ms = (ns) => Math.round(ns / 1e4) / 100;
    const stats = {
      maxMs: ms(histogram.max),
      meanMs: ms(histogram.mean),
      p99Ms: ms(histogram.percentile(99)),
    };
    histogram.reset();
    fs.writeFileSync(`${file}.tmp`, JSON.stringify(stats));
    fs.renameSync(`${file}.tmp`, file);
  });
}
