import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Vite's .vite/manifest.json: one entry per source module that became a chunk. */
type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
type Manifest = Record<string, ManifestChunk>;

export type Weight = { jsGzipKiB: number; cssGzipKiB: number; files: number };

/** Signed-in screens whose route modules make up "the app after sign-in". */
const SIGNED_IN_ROUTES = [
  'src/app/routes/members/communities',
  'src/app/routes/moments',
  'src/app/routes/chat',
  'src/app/routes/profile',
];

export function readManifest(dist: string): Manifest {
  const file = path.join(dist, '.vite/manifest.json');
  if (!fs.existsSync(file)) throw new Error(`No Vite manifest at ${file}`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

/** The chunk and everything it imports statically (what loads before it can run). */
function closure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

function weigh(dist: string, manifest: Manifest, keys: Set<string>): Weight {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key]!;
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  const gz = (files: Set<string>) =>
    [...files].reduce((sum, f) => sum + gzipSync(fs.readFileSync(path.join(dist, f))).length, 0);
  return {
    jsGzipKiB: Math.round((gz(js) / 1024) * 10) / 10,
    cssGzipKiB: Math.round((gz(css) / 1024) * 10) / 10,
    files: js.size + css.size,
  };
}

/**
 * What the prerendered landing (decision 030) runs before the visitor interacts: the scripts its
 * HTML references (the boot script; the app's entry is only named in a meta tag). Null for a
 * build without a prerendered landing.
 */
function landingBeforeInteraction(dist: string) {
  const file = path.join(dist, 'landing-en.html');
  if (!fs.existsSync(file)) return null;
  const html = fs.readFileSync(file, 'utf8');
  const scripts = [...html.matchAll(/<script[^>]*\ssrc="\/([^"]+)"/g)].map((m) => m[1]!);
  const gzip = scripts.reduce(
    (sum, f) => sum + gzipSync(fs.readFileSync(path.join(dist, f))).length,
    0,
  );
  return {
    jsGzipKiB: Math.round((gzip / 1024) * 10) / 10,
    htmlGzipKiB: Math.round((gzipSync(html).length / 1024) * 10) / 10,
    scripts,
  };
}

/**
 * Landing = the entry (index.html) + the landing route module, each with its static imports.
 * After sign-in = the entry + the signed-in screens' route modules. Also every route alone.
 */
export function bundleWeights(dist: string) {
  const manifest = readManifest(dist);
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entry) throw new Error('The manifest has no entry');
  const routeKeys = Object.keys(manifest).filter(
    (k) => manifest[k]!.isDynamicEntry && k.startsWith('src/app/routes/'),
  );
  const landingKey = routeKeys.find((k) => /^src\/app\/routes\/landing(\/index)?\.tsx?$/.test(k));
  const signedIn = routeKeys.filter((k) => SIGNED_IN_ROUTES.some((r) => k.startsWith(r)));
  const entryOnly = closure(manifest, [entry]);
  const routes = Object.fromEntries(
    routeKeys.map((k) => {
      const extra = new Set([...closure(manifest, [k])].filter((c) => !entryOnly.has(c)));
      return [k.replace('src/app/routes/', ''), weigh(dist, manifest, extra)];
    }),
  );
  const landing = closure(manifest, [entry, ...(landingKey ? [landingKey] : [])]);
  return {
    entry: weigh(dist, manifest, entryOnly),
    landing: weigh(dist, manifest, landing),
    landingBeforeInteraction: landingBeforeInteraction(dist),
    landingJsFiles: [...landing].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js')),
    afterSignIn: weigh(dist, manifest, closure(manifest, [entry, ...signedIn])),
    signedInRoutes: signedIn.map((k) => k.replace('src/app/routes/', '')),
    routes,
  };
}
