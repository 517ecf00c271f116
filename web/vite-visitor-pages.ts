import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as VisitorPageModule from './src/prerender/render-visitor-page';
import { classesOf } from './vite-landing-styles.ts';
import {
  buildForNode,
  landingHtml,
  landingStylesheet,
  PRERENDER_LANGUAGES,
} from './vite-prerender.ts';
import type { RouteHint } from './vite-route-hints.ts';
import { fixtureAnswer } from './vite-visitor-fixtures.ts';

/**
 * Where the build leaves what the server needs to render visitor pages at request time
 * (server/src/plugins/http/visitor-pages.ts): a dot directory, so neither the static files nor the
 * service worker's precache serve it.
 */
export const VISITOR_PAGES_DIR = '.visitor-pages';

/** Placeholders of a visitor or member page's template the server fills per request. */
const SLOT = {
  title: '__CHINGU_TITLE__',
  page: '<!--chingu-page-->',
  rendered: '__CHINGU_RENDERED__',
};

/** The template's file name (without `-<lng>.html`) of a member page (decision 056). */
const memberTemplateName = (pagePath: string) =>
  `member${pagePath === '/' ? '-home' : pagePath.replace(/\//g, '-')}`;

/**
 * A member page's template: the app's own index.html with the server's render in #root. The
 * `chingu-rendered` meta comes first, for public/route-hints.js: it names the member whose answers
 * the page carries, and has the hints load the app (`chingu-entry`) once the page has painted.
 */
function memberHtml(index: string, pagePath: string, lng: string, extraHead: string) {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(index);
  if (!entry) throw new Error('member page: no module entry script in index.html');
  // The page's own stylesheets (its route's and its sections' chunks): the app would add them
  // with their code, after the first paint, and the page would move when they came.
  const hints = /<script type="application\/json" id="route-hints">([^<]*)<\/script>/.exec(index);
  const hint = hints ? (JSON.parse(hints[1]!) as Record<string, RouteHint>)[pagePath] : undefined;
  const styles = [...(hint?.css ?? []), ...(hint?.member?.css ?? [])]
    .map((href) => `\n    <link rel="stylesheet" crossorigin href="${href}">`)
    .join('');
  const modules = [...index.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
    (match) => match[1],
  );
  const entryMetas =
    `<meta name="chingu-entry" content="${entry[1]}">\n    ` +
    `<meta name="chingu-entry-modules" content="${modules.join(' ')}">\n    `;
  return (
    index
      .replace(entry[0], entryMetas)
      .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
      .replace('<head>', `<head>\n    <meta name="chingu-rendered" content="${SLOT.rendered}">`)
      .replace(/<html lang="[^"]*">/, `<html lang="${lng}">`)
      .replace(/<title>[^<]*<\/title>/, `<title>${SLOT.title}</title>${extraHead}`)
      // After the app's own sheet, in the order the app would add them.
      .replace('</head>', `${styles}\n  </head>`)
      .replace(
        '<div id="root"></div>',
        `<div id="root" data-prerendered="member">${SLOT.page}</div>`,
      )
  );
}

/** Every namespace's texts in every language: a visitor page may show any of them. */
export function allTexts(root: string) {
  return Object.fromEntries(
    PRERENDER_LANGUAGES.map((lng) => {
      const dir = path.join(root, `public/locales/${lng}`);
      const files = fs.readdirSync(dir).filter((f) => f.endsWith('.json'));
      return [
        lng,
        Object.fromEntries(
          files.map((f) => [
            f.replace(/\.json$/, ''),
            JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as Record<string, unknown>,
          ]),
        ),
      ];
    }),
  );
}

/**
 * Builds src/prerender/render-visitor-page.tsx for Node into dist/.visitor-pages, renders each
 * visitor page from fixtures (vite-visitor-fixtures.ts) to cut one stylesheet to their HTML (as the
 * landing's, decision 030), and writes a template per page and language with the manifest the
 * server reads (docs/decisions/035).
 */
export async function prepareVisitorPages({
  root,
  outDir,
  index,
  texts,
}: {
  root: string;
  outDir: string;
  index: string;
  texts: Record<string, Record<string, Record<string, unknown>>>;
}) {
  const dir = path.join(outDir, VISITOR_PAGES_DIR);
  await buildForNode(root, 'src/prerender/render-visitor-page.tsx', dir);
  const file = fs.readdirSync(dir).find((f) => /^render-visitor-page\.m?js$/.test(f));
  if (!file) throw new Error('prerender: the server build wrote no render-visitor-page.js');
  const module = (await import(
    pathToFileURL(path.join(dir, file)).href
  )) as typeof VisitorPageModule;
  await module.initVisitorPages(texts);

  const latin = fs
    .readdirSync(path.join(outDir, 'assets'))
    .find((f) => /^noto-sans-kr-latin-wght-normal.*\.woff2$/.test(f));
  const templates = new Map<string, string>();
  const samples: string[] = [];
  for (const [pagePath, page] of Object.entries(module.VISITOR_PAGES)) {
    const answers = Object.fromEntries(page.api.map((url) => [url, fixtureAnswer(url)]));
    for (const lng of PRERENDER_LANGUAGES) {
      // English text needs only the Latin subset: preloaded, it is there for the first paint.
      const extraHead =
        lng === 'en' && latin
          ? `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${latin}">`
          : '';
      const template = landingHtml(
        index,
        { lng, html: SLOT.page, title: SLOT.title },
        extraHead,
        pagePath,
      );
      templates.set(`${pagePath.slice(1)}-${lng}`, template);
      for (const narrow of [true, false]) {
        const { html } = await module.renderVisitorPage({ path: pagePath, lng, narrow, answers });
        samples.push(template.replace(SLOT.page, html));
      }
    }
  }
  for (const pagePath of Object.keys(module.MEMBER_PAGES)) {
    for (const lng of PRERENDER_LANGUAGES) {
      const extraHead =
        lng === 'en' && latin
          ? `\n    <link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${latin}">`
          : '';
      fs.writeFileSync(
        path.join(dir, `${memberTemplateName(pagePath)}-${lng}.html`),
        memberHtml(index, pagePath, lng, extraHead),
      );
    }
  }
  const rewrite = landingStylesheet(outDir, samples, 'visitor-page');
  const sampleHead = rewrite(samples[0]!);
  const cutLink = /<link rel="stylesheet" crossorigin href="\/assets\/visitor-page-[^"]+">/.exec(
    sampleHead,
  )![0];
  for (const [name, template] of templates) {
    fs.writeFileSync(path.join(dir, `${name}.html`), rewrite(template));
  }
  const manifest = {
    module: file,
    paths: Object.keys(module.VISITOR_PAGES),
    /** Member pages' templates by path (decision 056). */
    memberPages: Object.fromEntries(
      Object.keys(module.MEMBER_PAGES).map((pagePath) => [pagePath, memberTemplateName(pagePath)]),
    ),
    slots: SLOT,
    /** Classes the cut stylesheet was made for: a page with another gets the full sheets. */
    classes: [...classesOf(samples)].sort(),
    cutLink,
  };
  fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
}
