import fs from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';

/** Which package a bundled source file came from ("app" for our own code). */
function owner(source: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (match) return match[1]!;
  if (source.includes('contract/src')) return '@chingu/contract';
  return 'app';
}

/**
 * Minified bytes of the given JS files attributed to packages through their source maps:
 * the "why is the landing route heavy" answer. Needs a build with --sourcemap.
 */
export function composition(dist: string, files: string[], top = 15) {
  const bytes = new Map<string, number>();
  let total = 0;
  for (const file of files) {
    const mapPath = path.join(dist, `${file}.map`);
    const code = fs.readFileSync(path.join(dist, file), 'utf8');
    total += Buffer.byteLength(code);
    if (!fs.existsSync(mapPath)) continue;
    const lines = code.split('\n');
    const consumer = new SourceMapConsumer(
      JSON.parse(fs.readFileSync(mapPath, 'utf8')) as RawSourceMap,
    );
    // Each mapping owns the generated text up to the next mapping on its line.
    let previous: { line: number; column: number; source: string } | null = null;
    const flush = (line: number, column: number) => {
      if (!previous) return;
      const text =
        previous.line === line
          ? lines[line - 1]!.slice(previous.column, column)
          : lines[previous.line - 1]!.slice(previous.column);
      const key = owner(previous.source);
      bytes.set(key, (bytes.get(key) ?? 0) + Buffer.byteLength(text));
    };
    consumer.eachMapping((m) => {
      flush(m.generatedLine, m.generatedColumn);
      previous = m.source
        ? { line: m.generatedLine, column: m.generatedColumn, source: m.source }
        : null;
    });
    flush(Number.MAX_SAFE_INTEGER, 0);
  }
  return {
    totalMinifiedKiB: Math.round(total / 102.4) / 10,
    packages: [...bytes]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, n]) => ({
        name,
        minifiedKiB: Math.round(n / 102.4) / 10,
        share: Math.round((n / total) * 1000) / 10,
      })),
  };
}
