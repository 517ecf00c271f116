/**
 * `npm run bench:start`: how long the built server takes to answer `/api/health` on existing data
 * (docs/performance.md, "fast by default" target 6: a warm restart under 2 s). Starts
 * `server/dist/main.js` as `npm start` does, with the default embedded database in a fresh temp
 * DATA_DIR (the first start makes the cluster and the demo data), then restarts it five times on
 * that data. Run `npm run build` first.
 * Options: --runs 5 --port 3480.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from '../lib/args.ts';
import { repoRoot } from '../lib/target.ts';

async function startAndStop(dataDir: string, port: number): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
    cwd: path.join(repoRoot, 'server'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((res) => res.ok)
      .catch(() => false);
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const elapsed = performance.now() - started;
  child.kill('SIGTERM');
  await exited;
  return Math.round(elapsed);
}

async function main() {
  const args = parseArgs();
  const runs = args.number('runs', 5);
  const port = args.number('port', 3480);
  if (!fs.existsSync(path.join(repoRoot, 'server/dist/main.js'))) {
    throw new Error('server/dist/main.js is missing: run `npm run build` first');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chingu-start-'));
  try {
    console.log(
      `first start (new cluster, migrations, demo data): ${await startAndStop(dataDir, port)} ms`,
    );
    const times: number[] = [];
    for (let i = 0; i < runs; i++) times.push(await startAndStop(dataDir, port));
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      `warm restarts: ${times.join(', ')} ms; median ${sorted[Math.floor(runs / 2)]} ms (target < 2000)`,
    );
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
