import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import type { renderLanding } from './src/prerender/render-landing';
import { cutToClasses } from './vite-landing-styles.ts';
import type { RouteHint } from './vite-route-hints.ts';
import { allTexts, prepareVisitorPages } from './vite-visitor-pages.ts';

/** The languages the landing is prerendered in, and the texts its first screen uses. */
export const PRERENDER_LANGUAGES = ['en', 'ko'] as const;
const NAMESPACES = ['common', 'errors', 'landing'];

/** The prerendered landing's file for a language (server/src/plugins/http/web.ts picks one for `/`). */
export const landingFile = (lng: string) => `landing-${lng}.html`;

/**
 * Turns the built index.html into the landing page for `lng`: the rendered HTML in #root, no
 * module script or modulepreload (the app's JavaScript waits for the visitor: public/landing-boot.js
 * loads it from the `chingu-entry` meta), and the landing route's stylesheet applied at once.
 */
export function landingHtml(
  index: string,
  page: { lng: string; html: string; title: string },
  extraHead: string,
  routePath = '/',
) {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(index);
  if (!entry) throw new Error('prerender: no module entry script in index.html');
  const hints = /<script type="application\/json" id="route-hints">([^<]*)<\/script>/.exec(index);
  // The prerendered page is the visitors': their part of the route's files too.
  const hint = hints ? (JSON.parse(hints[1]!) as Record<string, RouteHint>)[routePath] : undefined;
  const landingCss: string[] = [...(hint?.css ?? []), ...(hint?.visitor?.css ?? [])];
  const head = [
    `<meta name="chingu-entry" content="${entry[1]}">`,
    ...landingCss.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    extraHead,
    // Blocking, before the body: colour scheme and language are set before the first paint.
    '<script src="/landing-boot.js"></script>',
  ].join('\n    ');
  const escapeTitle = page.title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return index
    .replace(entry[0], '')
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
    .replace('<script src="/route-hints.js"></script>', '')
    .replace(/<html lang="[^"]*">/, `<html lang="${page.lng}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeTitle}</title>`)
    .replace('</head>', `  ${head}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root" data-prerendered>${page.html}</div>`);
}

/**
 * After the client build: builds src/prerender/render-landing.tsx for Node, renders `/` in each
 * language with the real components and writes landing-<lng>.html (with .gz/.br) beside
 * index.html (docs/decisions/030-prerendered-landing.md).
 */
export function prerenderLanding(): Plugin {
  let root = '';
  let outDir = '';
  let skip = false;
  return {
    name: 'chingu-prerender-landing',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      skip = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (skip) return;
      const ssrOut = fs.mkdtempSync(path.join(root, 'node_modules/.prerender-'));
      try {
        await buildForNode(root, 'src/prerender/render-landing.tsx', ssrOut);
        const texts = Object.fromEntries(
          PRERENDER_LANGUAGES.map((lng) => [
            lng,
            Object.fromEntries(
              NAMESPACES.map((ns) => [
                ns,
                JSON.parse(
                  fs.readFileSync(path.join(root, `public/locales/${lng}/${ns}.json`), 'utf8'),
                ) as Record<string, unknown>,
              ]),
            ),
          ]),
        );
        // The store reads a saved session at start: a visitor has none.
        const memory = new Map<string, string>();
        Object.assign(globalThis, {
          localStorage: {
            getItem: (k: string) => memory.get(k) ?? null,
            setItem: (k: string, v: string) => memory.set(k, v),
            removeItem: (k: string) => memory.delete(k),
          },
        });
        const file = fs.readdirSync(ssrOut).find((f) => /^render-landing\.m?js$/.test(f));
        if (!file) throw new Error('prerender: the server build wrote no render-landing.js');
        const module = (await import(pathToFileURL(path.join(ssrOut, file)).href)) as {
          renderLanding: typeof renderLanding;
        };
        const pages = await module.renderLanding(texts, [...PRERENDER_LANGUAGES]);
        const index = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
        const fonts = fs.readdirSync(path.join(outDir, 'assets'));
        const documents = new Map<string, string>();
        for (const lng of PRERENDER_LANGUAGES) {
          // English text needs only the Latin subset: fetched with the page, it is there before
          // the first paint (font-display: optional, vite.config.ts), so the text never reflows.
          const latin = fonts.find((f) => /^noto-sans-kr-latin-wght-normal.*\.woff2$/.test(f));
          const extraHead =
            lng === 'en' && latin
              ? `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${latin}">`
              : '';
          documents.set(lng, landingHtml(index, { lng, ...pages[lng]! }, extraHead));
        }
        const pageStyles = landingStylesheet(outDir, [...documents.values()]);
        for (const [lng, document] of documents) {
          writeCompressed(path.join(outDir, landingFile(lng)), pageStyles(document));
        }
        await prepareVisitorPages({ root, outDir, index, texts: allTexts(root) });
      } finally {
        if (!process.env.PRERENDER_KEEP) fs.rmSync(ssrOut, { recursive: true, force: true });
      }
    },
  };
}

/** Builds `entry` (a renderer of the app's pages) for Node into `outDir`. */
export function buildForNode(root: string, entry: string, outDir: string) {
  return build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [react()],
    resolve: { alias: { '@': path.join(root, 'src') } },
    build: {
      ssr: entry,
      outDir,
      emptyOutDir: true,
      // Vite's CSS modules hash the file and class name: the same names as the client build.
      cssCodeSplit: true,
      copyPublicDir: false,
    },
  });
}

export function writeCompressed(target: string, content: string) {
  fs.writeFileSync(target, content);
  fs.writeFileSync(`${target}.gz`, gzipSync(content, { level: 9 }));
  fs.writeFileSync(
    `${target}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
}

const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="([^"]+)">\s*/g;

/**
 * The landing's stylesheets cut to the rules its prerendered HTML can use: Mantine's whole core
 * stylesheet (~330 KB) blocked the first paint and cost the phone its style calculation for rules
 * of components the landing never shows. Returns how to rewrite a landing document: its
 * stylesheet links become one link to the cut file, and the full ones are named in the
 * `chingu-styles` meta, which public/landing-boot.js loads with the app (main.tsx waits for them
 * before the app takes over the page).
 */
export function landingStylesheet(outDir: string, documents: string[], prefix = 'landing-page') {
  const hrefs = [
    ...new Set(documents.flatMap((d) => [...d.matchAll(STYLESHEET_LINK)].map((m) => m[1]!))),
  ];
  const full = hrefs.map((href) => fs.readFileSync(path.join(outDir, href), 'utf8')).join('\n');
  const css = cutToClasses(full, documents);
  const hash = createHash('sha256').update(css).digest('base64url').slice(0, 8);
  const name = `assets/${prefix}-${hash}.css`;
  writeCompressed(path.join(outDir, name), css);
  return (document: string) => {
    let first = true;
    return document.replace(STYLESHEET_LINK, () => {
      if (!first) return '';
      first = false;
      return [
        `<link rel="stylesheet" crossorigin href="/${name}">`,
        `<meta name="chingu-styles" content="${hrefs.join(' ')}">\n    `,
      ].join('\n    ');
    });
  };
}
