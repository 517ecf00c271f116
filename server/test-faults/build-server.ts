import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * The suite kills and restarts the server `npm start` runs, the esbuild bundle dist/main.js, so it
 * is built from the current sources first (a few seconds) rather than trusting a bundle that may
 * be missing or older than them.
 */
export default async function buildServer() {
  const serverDir = path.resolve(import.meta.dirname, '..');
  await promisify(execFile)(process.execPath, [path.join(serverDir, 'scripts/build.mjs')], {
    cwd: serverDir,
  });
}
