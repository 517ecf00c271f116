import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { landingLanguage } from './landing-language.ts';
import type { memberPagesOf } from './member-pages.ts';
import { escapeHtml, pageDataScript, type PageRendererOf } from './page-renderer.ts';
import { hasSignedInHint } from './signed-in-hint.ts';

type Page = { html: Buffer; gzip: Buffer; br: Buffer; etag: string; generations: string };

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * A mobile browser, from its client hint (sent by Chromium on the first request) or its user
 * agent: the directory lays its cards out for phones differently, and the server has no viewport.
 */
export function isNarrowClient(request: FastifyRequest) {
  if (request.headers['sec-ch-ua-mobile'] === '?1') return true;
  // A phone's user agent says so even where the hint is missing or describes the desktop browser
  // (an emulated phone, as Lighthouse's).
  return /Mobi|Android|iPhone/i.test(request.headers['user-agent'] ?? '');
}

/**
 * Visitors' first page of /moments and /communities rendered at request time by the app's own
 * components (docs/decisions/035): the cards are in the HTML, and the app (~210 KB gzip) loads on
 * the first interaction (public/landing-boot.js). The page is built from the visitor API answers
 * (read through the visitor cache, decision 025) and kept under the same generations, so a write
 * on any node shows in the next page. The renderer is loaded on the first such request, not at
 * start-up. A build without it, a query string, a member's browser (its signed-in hint) or a
 * failed render gets the SPA's index.html. A member whose browser keeps the session cookie gets
 * the page rendered for them where the build has it (`memberPages`, decision 056).
 */
export const visitorPagesPlugin = fp(
  async (
    app: FastifyInstance,
    {
      pages: renderer,
      memberPages,
    }: { pages: PageRendererOf; memberPages?: ReturnType<typeof memberPagesOf> | null },
  ) => {
    const { manifest } = renderer;
    const knownClasses = new Set(manifest.classes);
    const templateOf = (pagePath: string, lng: string) =>
      renderer.template(`${pagePath.slice(1)}-${lng}`);
    const load = () => renderer.load();
    // Pages per path, language and layout: a handful, kept until a generation moves.
    // Pages show relative times ("5m ago"): kept a minute at most, so they never drift far.
    const pages = new LRUCache<string, Page>({ max: 32, ttl: 60_000 });
    /** Renders under way: requests arriving meanwhile wait for the same one. */
    const rendering = new Map<string, Promise<Omit<Page, 'generations'>>>();
    const generations = () =>
      `${app.cacheInvalidation.generation('members')}.${app.cacheInvalidation.generation('moments')}`;

    const build = async (pagePath: string, lng: string, narrow: boolean) => {
      const module = await load();
      // Asked side by side; the visitor cache answers them without a query when it can
      // (decision 025).
      const urls = module.VISITOR_PAGES[pagePath]?.api ?? [];
      const answers: Record<string, unknown> = Object.fromEntries(
        await Promise.all(
          urls.map(async (url) => {
            const response = await app.inject({ method: 'GET', url });
            if (response.statusCode !== 200)
              throw new Error(`${url} answered ${response.statusCode}`);
            return [url, response.json()] as const;
          }),
        ),
      );
      const page = await module.renderVisitorPage({ path: pagePath, lng, narrow, answers });
      let html = templateOf(pagePath, lng)
        .replace(manifest.slots.title, () => escapeHtml(page.title))
        .replace(manifest.slots.page, () => page.html)
        .replace('</body>', () => `${pageDataScript(module.PAGE_DATA_ID, answers)}\n  </body>`);
      // `__m__-…` classes are Mantine's responsive props, styled by the page's own <style> tags.
      const unknown = [...classesOf(page.html)].filter(
        (name) => !knownClasses.has(name) && !name.startsWith('__m__-'),
      );
      if (unknown.length) {
        // The cut stylesheet may lack their rules: the full ones are always right.
        app.log.warn({ classes: unknown.slice(0, 10) }, 'visitor page: classes beyond the cut');
        html = html.replace(manifest.cutLink, () => fullStylesheetLinks(html));
      }
      const bytes = Buffer.from(html);
      return {
        html: bytes,
        gzip: await gzipAsync(bytes, { level: 6 }),
        br: await brotliAsync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
        etag: `W/"${createHash('sha1').update(bytes).digest('base64url')}"`,
      };
    };

    const serve = async (request: FastifyRequest, reply: FastifyReply) => {
      const pagePath = request.routeOptions.url!;
      reply
        .header('cache-control', 'no-cache')
        .header('vary', 'Cookie, Accept-Language, Accept-Encoding, Sec-CH-UA-Mobile, User-Agent');
      if (
        request.url === pagePath &&
        (await memberPages?.sendToCookieMember(request, reply, pagePath))
      )
        return reply;
      // A member's page differs (likes, private moments): the visitor page would only be hidden
      // while the app asks for theirs (decision 054).
      if (request.url !== pagePath || hasSignedInHint(request.headers.cookie)) {
        return reply.sendFile('index.html');
      }
      const lng = landingLanguage(request.headers.cookie, request.headers['accept-language']);
      const narrow = isNarrowClient(request);
      const key = `${pagePath} ${lng} ${narrow ? 'narrow' : 'wide'}`;
      const started = generations();
      let page = pages.get(key);
      if (!page || page.generations !== started) {
        const renderKey = `${key} ${started}`;
        let render = rendering.get(renderKey);
        if (!render) {
          render = build(pagePath, lng, narrow).finally(() => rendering.delete(renderKey));
          rendering.set(renderKey, render);
        }
        try {
          page = { ...(await render), generations: started };
        } catch (error) {
          request.log.error({ err: error }, 'visitor page: render failed, the SPA answers');
          return reply.sendFile('index.html');
        }
        // A write during the render may be missing from it: keep it only if none happened.
        if (generations() === started) pages.set(key, page);
      }
      reply.header('etag', page.etag);
      if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
      reply.type('text/html; charset=utf-8');
      const accepts = String(request.headers['accept-encoding'] ?? '');
      if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(page.br);
      if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(page.gzip);
      return reply.send(page.html);
    };
    for (const pagePath of manifest.paths) app.get(pagePath, { schema: { hide: true } }, serve);
  },
  { name: 'visitor-pages', dependencies: ['cache-invalidation'] },
);

function classesOf(html: string) {
  const names = new Set<string>();
  for (const [, list] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of list!.split(/\s+/)) if (name) names.add(name);
  }
  return names;
}

/** Links to the app's full stylesheets, named in the page's `chingu-styles` meta. */
function fullStylesheetLinks(html: string) {
  const hrefs = /<meta name="chingu-styles" content="([^"]*)">/.exec(html)?.[1] ?? '';
  return hrefs
    .split(' ')
    .filter(Boolean)
    .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`)
    .join('');
}
