// Preloaded into a server by the bench (`node --expose-gc --import <this file>`), never part of the
// app: on SIGUSR2 it collects garbage and writes process.memoryUsage() to BENCH_MEMORY_FILE (JSON,
// bytes). Memory per socket is then the difference of two quiet readings, not of whatever garbage
// was still waiting.
//
// Quiet means two things besides the first two collections (weak references and finalizers free
// more on the second pass), which `twoCollections` keeps for comparison with earlier runs:
// - A collection moves live objects out of the pages the one before found sparse, so collections
//   go on until the heap stops shrinking: a burst of short-lived objects promoted between the
//   sockets' own (presence over Redis during a connect storm) leaves tens of MiB of sparse pages.
// - V8 gives freed pages back to the system from a background thread, after the collection
//   returns: the reading waits until the resident size has stopped falling.
import fs from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

const file = process.env.BENCH_MEMORY_FILE;
const MAX_COLLECTIONS = 10;
const RSS_POLL_MS = 100;
/** Polls in a row with no fall before the resident size counts as settled (at most 5 s). */
const RSS_STEADY_POLLS = 3;
const RSS_MAX_POLLS = 50;

async function quietReading() {
  globalThis.gc?.();
  globalThis.gc?.();
  const twoCollections = process.memoryUsage();
  let heapTotal = twoCollections.heapTotal;
  for (let i = 2; i < MAX_COLLECTIONS; i++) {
    globalThis.gc?.();
    const now = process.memoryUsage().heapTotal;
    if (now >= heapTotal) break;
    heapTotal = now;
  }
  let rss = process.memoryUsage().rss;
  for (let polls = 0, steady = 0; steady < RSS_STEADY_POLLS && polls < RSS_MAX_POLLS; polls++) {
    await sleep(RSS_POLL_MS);
    const now = process.memoryUsage().rss;
    steady = now < rss ? 0 : steady + 1;
    rss = Math.min(rss, now);
  }
  return { ...process.memoryUsage(), twoCollections };
}

if (file) {
  // The server's own event-loop delay since the last SIGWINCH, written to `<file>.loop` (ms) on the
  // next: whether a slow delivery waited in the server or outside it (clients, database, cores).
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  process.on('SIGWINCH', () => {
    const ms = (ns) => Math.round(ns / 1e4) / 100;
    const reading = { p50: ms(loopDelay.percentile(50)), p99: ms(loopDelay.percentile(99)) };
    fs.writeFileSync(`${file}.loop.tmp`, JSON.stringify({ ...reading, max: ms(loopDelay.max) }));
    fs.renameSync(`${file}.loop.tmp`, `${file}.loop`);
    loopDelay.reset();
  });
  process.on('SIGUSR2', () => {
    void quietReading().then((reading) => {
      fs.writeFileSync(`${file}.tmp`, JSON.stringify(reading));
      fs.renameSync(`${file}.tmp`, file);
    });
  });
}
