import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { TOwnUser } from '@chingu/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { hashToken } from './auth.ts';
import { landingLanguage } from './landing-language.ts';
import { escapeHtml, pageDataScript, type PageRendererOf } from './page-renderer.ts';
import { expiredSessionCookie, sessionCookieToken } from './session-cookie.ts';
import { isNarrowClient } from './visitor-pages.ts';

/**
 * Renders per session and minute: a render costs ten reads and React (~50-100 ms of CPU), the app's
 * shell nothing; a session reloading faster than a person does gets the shell, which works the
 * same.
 */
export const MEMBER_PAGE_RENDERS_PER_MINUTE = 30;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * A member's home rendered for the browser's first request (docs/decisions/056): the session
 * cookie says who it is, the member's own API answers (read through `app.inject` with their
 * token, as the app would ask) fill the app's own components, and the app takes the page over
 * from the same answers. Private: never kept by the server or any cache. `send` answers false
 * (the caller sends what it would have) for a build without member pages, a token the server no
 * longer knows (the cookie is removed), or any failure on the way.
 */
export function memberPagesOf(
  app: FastifyInstance,
  pages: PageRendererOf,
  { secureCookies }: { secureCookies: boolean },
) {
  const templates = pages.manifest.memberPages ?? {};
  const { slots } = pages.manifest;
  /** Each session's render times in the last minute, by token hash. */
  const recentRenders = new LRUCache<string, number[]>({ max: 10_000, ttl: 60_000 });
  const mayRender = (token: string) => {
    const key = hashToken(token);
    const now = Date.now();
    const times = (recentRenders.get(key) ?? []).filter((at) => now - at < 60_000);
    if (times.length >= MEMBER_PAGE_RENDERS_PER_MINUTE) return false;
    recentRenders.set(key, [...times, now]);
    return true;
  };

  async function render(request: FastifyRequest, pagePath: string, token: string, lng: string) {
    const module = await pages.load();
    const page = module.MEMBER_PAGES?.[pagePath];
    const template = templates[pagePath];
    if (!module.renderMemberPage || !page || !template || !slots.rendered) return null;
    // The cookie goes along: the answers then carry no new one.
    const headers = { authorization: `Bearer ${token}`, cookie: request.headers.cookie ?? '' };
    const me = await app.inject({ method: 'GET', url: '/api/v1/auth/me', headers });
    if (me.statusCode === 401) return 'signed-out' as const;
    if (me.statusCode !== 200) throw new Error(`/api/v1/auth/me answered ${me.statusCode}`);
    const member = (me.json() as { data: TOwnUser }).data;
    const answers: Record<string, unknown> = Object.fromEntries(
      await Promise.all(
        page.api(member._id).map(async (url) => {
          const response = await app.inject({ method: 'GET', url, headers });
          if (response.statusCode !== 200)
            throw new Error(`${url} answered ${response.statusCode}`);
          return [url, response.json()] as const;
        }),
      ),
    );
    const rendered = await module.renderMemberPage({
      path: pagePath,
      lng,
      narrow: isNarrowClient(request),
      member,
      answers,
    });
    return pages
      .template(`${template}-${lng}`)
      .replace(slots.rendered, () => `member:${escapeHtml(member._id)}`)
      .replace(slots.title, () => escapeHtml(rendered.title))
      .replace(slots.page, () => rendered.html)
      .replace('</body>', () => `${pageDataScript(module.PAGE_DATA_ID, answers)}\n  </body>`);
  }

  const paths = new Set(Object.keys(templates));
  return {
    paths,
    /**
     * Sends `pagePath` rendered for the member whose session cookie the browser keeps, in the
     * language the browser asks for; false when the caller is to answer instead (no cookie, a
     * page this build does not render for members, a dead token, any failure).
     */
    async sendToCookieMember(
      request: FastifyRequest,
      reply: FastifyReply,
      pagePath: string,
    ): Promise<boolean> {
      const token = sessionCookieToken(request.headers.cookie);
      if (!token || !paths.has(pagePath)) return false;
      const lng = landingLanguage(request.headers.cookie, request.headers['accept-language']);
      return send(request, reply, pagePath, token, lng);
    },
  };

  /** Sends the member's page for `token`; false when the caller is to answer instead. */
  async function send(
    request: FastifyRequest,
    reply: FastifyReply,
    pagePath: string,
    token: string,
    lng: string,
  ): Promise<boolean> {
    if (!mayRender(token)) return false;
    let html: Awaited<ReturnType<typeof render>>;
    try {
      html = await render(request, pagePath, token, lng);
    } catch (error) {
      request.log.error({ err: error }, 'member page: render failed, the app answers');
      return false;
    }
    if (html === 'signed-out') {
      reply.header('set-cookie', expiredSessionCookie(secureCookies));
      return false;
    }
    if (html === null) return false;
    reply
      .header('cache-control', 'private, no-store')
      .header('vary', 'Cookie, Accept-Language, Accept-Encoding, Sec-CH-UA-Mobile, User-Agent')
      .type('text/html; charset=utf-8');
    const bytes = Buffer.from(html);
    const accepts = String(request.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accepts)) {
      const body = await brotliAsync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
      reply.header('content-encoding', 'br').send(body);
    } else if (/\bgzip\b/.test(accepts)) {
      reply.header('content-encoding', 'gzip').send(await gzipAsync(bytes, { level: 6 }));
    } else reply.send(bytes);
    return true;
  }
}
