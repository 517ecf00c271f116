import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { minifySync } from 'rolldown/experimental';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { prerenderLanding } from './vite-prerender.ts';
import { routeHints } from './vite-route-hints.ts';

const require = createRequire(import.meta.url);
const api = process.env.VITE_API_PROXY ?? 'http://127.0.0.1:3000';

/**
 * Writes .br and .gz beside every text asset of the build; the server sends them as they are
 * (@fastify/static preCompressed), so no request pays for compression (docs/performance.md).
 */
function precompress(): Plugin {
  let outDir = '';
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? walk(full) : [full];
    });
  return {
    name: 'chingu-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|json|svg|txt)$/.test(file)) continue;
        const content = fs.readFileSync(file);
        if (content.length < 1024) continue;
        fs.writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        fs.writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

/**
 * Minifies the two scripts public/ holds as written (landing-boot.js, route-hints.js: the first
 * scripts of every page, kept readable in the repo). Sync, and listed before precompress(), so
 * their .gz and .br are made from the minified files.
 */
function minifyPublicScripts(): Plugin {
  let outDir = '';
  return {
    name: 'chingu-minify-public-scripts',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const name of ['landing-boot.js', 'route-hints.js']) {
        const file = path.join(outDir, name);
        const result = minifySync(name, fs.readFileSync(file, 'utf8'));
        if (result.errors.length > 0) throw new Error(`${name}: ${result.errors[0]!.message}`);
        fs.writeFileSync(file, result.code);
      }
    },
  };
}

/**
 * Noto Sans KR with `font-display: optional` instead of `swap`: text is painted once, in the web
 * font when it arrives within the first ~100 ms (the prerendered English landing preloads the Latin
 * subset), else in the system font until the next visit. A swap moved the prerendered landing's
 * text (CLS 0.29, decision 028); decision 030.
 */
function fontDisplayOptional(): Plugin {
  return {
    name: 'chingu-font-display-optional',
    enforce: 'pre',
    transform(code, id) {
      if (!id.includes('@fontsource-variable/noto-sans-kr') || !id.endsWith('.css')) return null;
      return { code: code.replace(/font-display:\s*swap/g, 'font-display: optional'), map: null };
    },
  };
}

/**
 * react-router's production build in the app's bundle. Its package exports only its development
 * build (no `production` condition), whose dev warnings run on every render of the routes and
 * ship their texts; the production build differs by that one flag (decision 067). Build only:
 * the dev server and the tests keep the warnings.
 */
function reactRouterProductionBuild(): Plugin {
  const packageDir = path.dirname(require.resolve('react-router/package.json'));
  return {
    name: 'chingu-react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^react-router$/,
            replacement: path.join(packageDir, 'dist/production/index.mjs'),
          },
        ],
      },
    }),
  };
}

/**
 * PRODUCT §8.4 installable app: the web manifest, and the service worker (src/sw/sw.ts) with the
 * list of the build's files to precache injected (docs/decisions/018-service-worker.md).
 */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/sw',
  filename: 'sw.ts',
  // Registered by src/app/service-worker.ts, in production builds only, after the page loaded.
  injectRegister: false,
  registerType: 'prompt',
  manifest: {
    name: 'Chingu',
    short_name: 'Chingu',
    description: 'Meet language partners, chat in real time and share moments.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    // src/app/theme.ts: the primary colour's light shade (6), and the light page background.
    theme_color: '#f5651a',
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    // The app shell: every chunk, stylesheet, text file and icon, not their .br/.gz twins. Not
    // the font's slices: src/sw/sw.ts keeps those as pages use them (decision 065).
    globPatterns: ['**/*.{js,css,html,json,svg,png}'],
    globIgnores: ['**/*.br', '**/*.gz', 'sw.js'],
    // Hashed file names need no revision query.
    dontCacheBustURLsMatching: /^\/?assets\//,
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  },
});

export default defineConfig({
  plugins: [
    react(),
    reactRouterProductionBuild(),
    fontDisplayOptional(),
    routeHints(),
    pwa,
    minifyPublicScripts(),
    precompress(),
    prerenderLanding(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // janode in the browser (Janus rooms): its Unix-socket transport is Node's only, and its
      // EventEmitter comes from the `events` package instead of Node's module.
      {
        find: /^\.\/transport-unix\.js$/,
        replacement: fileURLToPath(
          new URL('./src/lib/shims/janode-transport-unix.ts', import.meta.url),
        ),
      },
      { find: /^events$/, replacement: 'events/events.js' },
      // Mantine's useId without its second render after mount (decision 066).
      {
        find: /^\.\/use-id\/use-id\.mjs$/,
        replacement: fileURLToPath(new URL('./src/lib/shims/mantine-use-id.ts', import.meta.url)),
      },
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': api,
      '/uploads': api,
      '/default-avatar.png': api,
      '/socket.io': { target: api, ws: true },
    },
  },
  // The background worker (src/lib/background-worker) loads tinyld's model only when asked: an ES
  // module worker can split it off (an IIFE worker cannot), and every browser we support runs one.
  worker: { format: 'es' },
  build: {
    outDir: 'dist',
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically loads on every page anyway: one chunk instead
          // of ~20 small ones that queue on HTTP/1.1's six connections (decision 010).
          groups: [{ name: 'app', tags: ['$initial'] }],
          // Common chunks under 4 KB are copied into the chunks that import them: /moments loads
          // 15 files instead of 42, /communities 13 instead of 38, which HTTP/1.1's six connections
          // fetch in far fewer rounds (LCP 0.3-0.9 s lower under Lighthouse; decision 028).
          experimentalInlineCommonChunks: { maxSize: 4096 },
        },
      },
    },
  },
});
