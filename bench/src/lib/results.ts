import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderPerformanceDoc } from './report.ts';
import { repoRoot } from './target.ts';

export const resultsDir = path.join(repoRoot, 'bench/results');

export type Machine = {
  cpu: string;
  cores: number;
  memoryGiB: number;
  os: string;
  node: string;
  database?: string;
};

/** One day's results: each benchmark command fills its own section. */
export type Results = {
  date: string;
  machine: Machine;
  /** Free text, e.g. "dev run, small sizes"; BENCH_LABEL sets it. */
  label?: string;
  seed?: unknown;
  http?: unknown;
  socket?: unknown;
  web?: unknown;
  /** The default install against PostgreSQL (`npm run bench -- --embedded`). */
  embedded?: unknown;
  /** When rendered: the day each section was measured (sections missing today come from before). */
  sectionDates?: Partial<Record<'seed' | 'http' | 'socket' | 'web' | 'embedded', string>>;
};

export function machineInfo(database?: string): Machine {
  return {
    cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
    cores: os.cpus().length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    ...(database ? { database } : {}),
  };
}

const today = () => new Date().toISOString().slice(0, 10);

/** Merges one section into bench/results/<date>.json and re-renders docs/performance.md. */
export function saveSection(
  section: 'seed' | 'http' | 'socket' | 'web' | 'embedded',
  data: unknown,
  database?: string,
): string {
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${today()}.json`);
  const previous: Partial<Results> = fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Results>)
    : {};
  const machine = machineInfo(database ?? previous.machine?.database);
  const label = process.env.BENCH_LABEL ?? previous.label;
  const results: Results = {
    ...previous,
    date: today(),
    machine,
    ...(label ? { label } : {}),
    [section]: data,
  };
  fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  renderPerformanceDoc(withEarlierSections(results));
  console.log(`\nresults: ${path.relative(repoRoot, file)}, docs/performance.md updated`);
  return file;
}

const SECTIONS = ['seed', 'http', 'socket', 'web', 'embedded'] as const;

/**
 * Today's results, with each section today's run did not measure taken from the latest day that
 * did: one bench run on a new day no longer wipes the other sections' tables from the doc.
 */
function withEarlierSections(results: Results): Results {
  const days = fs
    .readdirSync(resultsDir)
    .filter((name) => /^\d{4}-\d{2}-\d{2}\.json$/.test(name) && name < `${results.date}.json`)
    .sort()
    .reverse();
  const merged: Results = { ...results, sectionDates: {} };
  for (const section of SECTIONS) {
    if (merged[section] !== undefined) {
      merged.sectionDates![section] = results.date;
      continue;
    }
    for (const day of days) {
      const earlier = JSON.parse(fs.readFileSync(path.join(resultsDir, day), 'utf8')) as Results;
      if (earlier[section] === undefined) continue;
      merged[section] = earlier[section];
      merged.sectionDates![section] = earlier.date;
      break;
    }
  }
  return merged;
}

/**
 * Writes a benchmark's own results file, bench/results/<name>-<date>.json, with the date and the
 * machine (for the scripts whose results have no section in docs/performance.md's generated
 * block); returns its path from the repository root.
 */
export function saveResultFile(name: string, data: Record<string, unknown>): string {
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${name}-${today()}.json`);
  const content = { date: new Date().toISOString(), machine: machineInfo(), ...data };
  fs.writeFileSync(file, `${JSON.stringify(content, null, 2)}\n`);
  return path.relative(repoRoot, file);
}
