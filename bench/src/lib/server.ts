import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { processCpuMs } from './proc-cpu.ts';
import { repoRoot } from './target.ts';

export type RunningServer = {
  url: string;
  pid: number;
  /** Resident memory of the server process, from /proc (Linux). */
  rssBytes: () => number;
  /** CPU time (user + system) the server process has used so far, from /proc (Linux). */
  cpuMs: () => number;
  stop: () => Promise<void>;
};

/**
 * Starts a node process (a `.ts` script through `--import tsx`, a `.js` one as it is) and waits
 * until `healthPath` answers 200. Output goes to .tmp/bench-logs/<name>.log.
 */
export async function startProcess(options: {
  name: string;
  script: string;
  cwd: string;
  port: number;
  env: Record<string, string>;
  healthPath: string;
  nodeFlags?: string[];
}): Promise<RunningServer> {
  const logDir = path.join(repoRoot, '.tmp/bench-logs');
  fs.mkdirSync(logDir, { recursive: true });
  const logPath = path.join(logDir, `${options.name}.log`);
  const log = fs.openSync(logPath, 'w');
  const child = spawn(
    process.execPath,
    [
      ...(options.nodeFlags ?? []),
      ...(options.script.endsWith('.ts') ? ['--import', 'tsx'] : []),
      options.script,
    ],
    {
      cwd: options.cwd,
      env: { ...process.env, ...options.env, PORT: String(options.port), HOST: '127.0.0.1' },
      stdio: ['ignore', log, log],
    },
  );
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`${options.name} exited (${child.exitCode}); see ${logPath}`);
    }
    const ok = await fetch(url + options.healthPath)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${options.name} did not become healthy; see ${logPath}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    pid: child.pid!,
    rssBytes: () => readRss(child),
    cpuMs: () => (child.pid === undefined ? 0 : processCpuMs(child.pid)),
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
      fs.closeSync(log);
    },
  };
}

function readRss(child: ChildProcess): number {
  try {
    const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
    const kib = /VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1];
    return kib ? Number(kib) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** The built server as `npm start` runs it (`npm run build -w server` first). */
export const builtServer = path.join(repoRoot, 'server/dist/main.js');

/** The production server (server/dist/main.js with NODE_ENV=production), rate limits off. */
export function startAppServer(options: {
  name: string;
  port: number;
  env: Record<string, string>;
  nodeFlags?: string[];
  /** Another server entry (e.g. an older checkout's src/main.ts, run through tsx). */
  script?: string;
}): Promise<RunningServer> {
  const script = options.script ?? builtServer;
  if (!fs.existsSync(script)) {
    throw new Error(`${script} is missing: run \`npm run build -w server\` (or npm run build)`);
  }
  return startProcess({
    name: options.name,
    script,
    cwd: path.join(repoRoot, 'server'),
    port: options.port,
    env: {
      NODE_ENV: 'production',
      RATE_LIMITS: 'off',
      DEMO_DATA: 'off',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    healthPath: '/api/health',
    ...(options.nodeFlags ? { nodeFlags: options.nodeFlags } : {}),
  });
}
