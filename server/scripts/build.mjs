// Bundles the server into dist/main.js for `npm start` (decision 024): Node runs it directly,
// without transpiling at every start as tsx does. npm packages stay external (node_modules);
// the workspace's own TypeScript packages (@chingu/*) are bundled, Node cannot load .ts files.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const serverDir = path.resolve(import.meta.dirname, '..');
const pkg = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })
  .filter((name) => !name.startsWith('@chingu/'))
  .flatMap((name) => [name, `${name}/*`]);
const dist = path.join(serverDir, 'dist');
fs.rmSync(dist, { recursive: true, force: true });
const started = performance.now();
await build({
  entryPoints: [path.join(serverDir, 'src/main.ts')],
  outfile: path.join(dist, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
// A worker loaded by URL next to its importer (new URL('./cities-worker.js', import.meta.url)):
// in the bundle that importer is dist/main.js.
fs.copyFileSync(
  path.join(serverDir, 'src/modules/geocode/cities-worker.js'),
  path.join(dist, 'cities-worker.js'),
);
console.log(
  `server built in ${Math.round(performance.now() - started)} ms: ${path.relative(process.cwd(), dist)}/main.js`,
);
