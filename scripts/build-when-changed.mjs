// `npm start` and the browser tests build the web app and the server only when their sources
// changed since the last build: an unchanged checkout starts in seconds, not after a 20-40 s
// web build. Each workspace's dist keeps a fingerprint (path, size, mtime of every input file)
// of the sources it was built from; `npm run build` always builds.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const shared = ['contract/src', 'contract/package.json', 'package-lock.json', 'tsconfig.base.json'];
const workspaces = [
  {
    name: 'web',
    dist: 'web/dist',
    inputs: ['web', ...shared],
    skip: ['web/dist'],
  },
  {
    name: 'server',
    dist: 'server/dist',
    inputs: ['server/src', 'server/scripts', 'server/package.json', ...shared],
    skip: [],
  },
];
const STAMP = '.build-inputs';

function* files(entry, skip) {
  const full = path.join(root, entry);
  if (skip.includes(entry) || !fs.existsSync(full)) return;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) {
    yield `${entry}\0${stat.size}\0${stat.mtimeMs}`;
    return;
  }
  for (const name of fs.readdirSync(full).sort()) {
    if (name === 'node_modules' || name.endsWith('.test.ts') || name.endsWith('.test.tsx'))
      continue;
    yield* files(path.join(entry, name), skip);
  }
}

function fingerprint({ inputs, skip }) {
  const hash = crypto.createHash('sha256');
  for (const input of inputs) for (const line of files(input, skip)) hash.update(`${line}\n`);
  return hash.digest('hex');
}

for (const workspace of workspaces) {
  const stampFile = path.join(root, workspace.dist, STAMP);
  const before = fingerprint(workspace);
  const built = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8') : '';
  if (built === before) {
    console.log(`${workspace.name}: built from these sources already (${workspace.dist})`);
    continue;
  }
  const result = spawnSync('npm', ['run', 'build', '-w', workspace.name], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  // Sources edited during the build leave the old fingerprint: the next start builds again.
  fs.writeFileSync(stampFile, before);
}
