import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TOwnUser } from '@chingu/contract';

export const PAGES_DIR = '.visitor-pages';

/** What web/vite-visitor-pages.ts leaves in the build (dist/.visitor-pages/manifest.json). */
export type PagesManifest = {
  module: string;
  /** Visitor pages (decision 035). */
  paths: string[];
  /** Member pages' template names by path (decision 056); absent in builds before them. */
  memberPages?: Record<string, string>;
  slots: { title: string; page: string; rendered?: string };
  /** Classes the cut stylesheet was made for. */
  classes: string[];
  /** The template's link to the cut stylesheet. */
  cutLink: string;
};

type Rendered = { html: string; title: string };

/** The SSR bundle's exports (web/src/prerender/render-visitor-page.tsx). */
export type PageRenderer = {
  initVisitorPages: (resources: Record<string, Record<string, unknown>>) => Promise<unknown>;
  renderVisitorPage: (request: {
    path: string;
    lng: string;
    narrow: boolean;
    answers: Record<string, unknown>;
  }) => Promise<Rendered>;
  renderMemberPage?: (request: {
    path: string;
    lng: string;
    narrow: boolean;
    member: TOwnUser;
    answers: Record<string, unknown>;
  }) => Promise<Rendered>;
  VISITOR_PAGES: Record<string, { api: string[] }>;
  MEMBER_PAGES?: Record<string, { api: (me: string) => string[] }>;
  PAGE_DATA_ID: string;
};

/**
 * The build's server renderer of visitor and member pages, or null for a build without one: its
 * manifest, its templates (read once each) and the bundle, imported on the first render (start-up
 * does not pay for it) with every language's texts.
 */
export function pageRendererOf(webDist: string) {
  const dir = path.join(webDist, PAGES_DIR);
  const manifestFile = path.join(dir, 'manifest.json');
  if (!fs.existsSync(manifestFile)) return null;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as PagesManifest;
  const templates = new Map<string, string>();
  let renderer: Promise<PageRenderer> | undefined;
  return {
    manifest,
    /** A page's template by name (`moments-en`, `member-home-ko`). */
    template(name: string) {
      let template = templates.get(name);
      if (template === undefined) {
        template = fs.readFileSync(path.join(dir, `${name}.html`), 'utf8');
        templates.set(name, template);
      }
      return template;
    },
    load() {
      return (renderer ??= (async () => {
        const module = (await import(
          pathToFileURL(path.join(dir, manifest.module)).href
        )) as PageRenderer;
        await module.initVisitorPages(readLocales(path.join(webDist, 'locales')));
        return module;
      })());
    },
  };
}
export type PageRendererOf = NonNullable<ReturnType<typeof pageRendererOf>>;

function readLocales(localesDir: string) {
  return Object.fromEntries(
    fs.readdirSync(localesDir).map((lng) => {
      const files = fs.readdirSync(path.join(localesDir, lng)).filter((f) => f.endsWith('.json'));
      return [
        lng,
        Object.fromEntries(
          files.map((f) => [
            f.replace(/\.json$/, ''),
            JSON.parse(fs.readFileSync(path.join(localesDir, lng, f), 'utf8')) as unknown,
          ]),
        ),
      ];
    }),
  );
}

/** The page's answers for the app, in an element it reads (JSON, not a script: the CSP runs none). */
export function pageDataScript(id: string, data: unknown) {
  return `<script type="application/json" id="${id}">${JSON.stringify(data).replace(
    /</g,
    '\\u003c',
  )}</script>`;
}

export function escapeHtml(text: string) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
}
