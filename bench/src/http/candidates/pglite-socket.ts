/**
 * `@electric-sql/pglite-socket` for the candidate of decision 024 that runs PGlite in a worker.
 * It is not a workspace dependency: 0.2.17 pins its peer `@electric-sql/pglite` to 0.5.14 (we use
 * 0.5.16) and requires seven PGlite extension packages as peers, so a normal install would
 * downgrade PGlite and a `--legacy-peer-deps` install rewrites unrelated peers in the lockfile.
 * At run time it needs only `node:net` and the PGlite instance it is given, so it is installed
 * on demand into .tmp/pglite-socket (git-ignored) with npm's ordinary client.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { repoRoot } from '../../lib/target.ts';

export const PGLITE_SOCKET_VERSION = '0.2.17';
const prefix = path.join(repoRoot, '.tmp/pglite-socket');
const entry = path.join(prefix, 'node_modules/@electric-sql/pglite-socket/dist/index.js');

/** The part of the package's API the candidate uses (see its README). */
export type PGLiteSocketServer = { start(): Promise<void>; stop(): Promise<void> };
type PGLiteSocketModule = {
  PGLiteSocketServer: new (options: {
    db: PGlite;
    host: string;
    port: number;
    /** Default 1; above 1 the server multiplexes the connections' messages onto one PGlite. */
    maxConnections: number;
  }) => PGLiteSocketServer;
};

export function ensurePgliteSocket() {
  if (fs.existsSync(entry)) return;
  fs.mkdirSync(prefix, { recursive: true });
  fs.writeFileSync(path.join(prefix, 'package.json'), '{ "private": true }\n');
  execFileSync(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--legacy-peer-deps',
      `@electric-sql/pglite-socket@${PGLITE_SOCKET_VERSION}`,
    ],
    { cwd: prefix, stdio: 'inherit' },
  );
}

export async function loadPgliteSocket(): Promise<PGLiteSocketModule> {
  ensurePgliteSocket();
  return (await import(pathToFileURL(entry).href)) as PGLiteSocketModule;
}
