import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { bundleWeights } from './bundle.ts';
const dist = process.argv[2] || '/work/wt-web-weight/.tmp/bench-web';
const which = process.argv[3] ?? 'landing';
const { landingJsFiles, ...w } = bundleWeights(dist);
console.log('entry', w.entry.jsGzipKiB, w.entry.cssGzipKiB, 'landing', w.landing.jsGzipKiB, w.landing.cssGzipKiB, 'afterSignIn', w.afterSignIn.jsGzipKiB, w.afterSignIn.cssGzipKiB);
function owner(source: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (match) return match[1]!;
  if (source.includes('contract/src')) return '@chingu/contract';
  return 'app';
}
const texts = new Map<string, string[]>();
for (const file of landingJsFiles) {
  if (!fs.existsSync(path.join(dist, file + '.map'))) continue;
  const code = fs.readFileSync(path.join(dist, file), 'utf8');
  const lines = code.split('\n');
  const c = new SourceMapConsumer(JSON.parse(fs.readFileSync(path.join(dist, file + '.map'), 'utf8')) as RawSourceMap);
  let prev: { line: number; column: number; source: string } | null = null;
  const flush = (line: number, column: number) => {
    if (!prev) return;
    const t = prev.line === line ? lines[line - 1]!.slice(prev.column, column) : lines[prev.line - 1]!.slice(prev.column);
    const k = which === 'files' ? prev.source.replace(/.*node_modules\//, '') : owner(prev.source);
    if (!texts.has(k)) texts.set(k, []);
    texts.get(k)!.push(t);
  };
  c.eachMapping((m) => { flush(m.generatedLine, m.generatedColumn); prev = m.source ? { line: m.generatedLine, column: m.generatedColumn, source: m.source } : null; });
  flush(Number.MAX_SAFE_INTEGER, 0);
}
const rows = [...texts].map(([k, t]) => [k, gzipSync(t.join('')).length / 1024] as const).sort((a, b) => b[1] - a[1]);
for (const [k, v] of rows.slice(0, Number(process.argv[4] ?? 45))) console.log(`  ${k}: ${v.toFixed(1)}`);
