// Preloaded into a server by the bench (`node --expose-gc --import <this file>`), never part of the
// app: on SIGUSR2 it collects garbage (twice: weak references and finalizers free more on the
// second pass), then writes process.memoryUsage() to BENCH_MEMORY_FILE (JSON, bytes). Memory per
// socket is then the difference of two quiet readings, not of whatever garbage was still waiting.
import fs from 'node:fs';

const file = process.env.BENCH_MEMORY_FILE;
if (file) {
  process.on('SIGUSR2', () => {
    globalThis.gc?.();
    globalThis.gc?.();
    fs.writeFileSync(`${file}.tmp`, JSON.stringify(process.memoryUsage()));
    fs.renameSync(`${file}.tmp`, file);
  });
}
