import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendStoredFile } from '../infra/storage.ts';
import type { UploadLinkQuery } from '../infra/upload-links.ts';
import { sendApiNotFound } from './errors.ts';
import { landingLanguage } from './landing-language.ts';
import { memberPagesOf } from './member-pages.ts';
import { pageRendererOf } from './page-renderer.ts';
import { hasSignedInHint } from './signed-in-hint.ts';
import { visitorPagesPlugin } from './visitor-pages.ts';

export { landingLanguage };

/** A stored upload's name (image variants may add a suffix: `<id>-thumb.webp`). */
const UPLOAD_NAME = /^[\w-]+(?:\.[\w-]+)*$/;

/**
 * Serves uploads (from app.storage), the built SPA (with its /locales) and the SPA's index.html for client routes.
 * Unknown /api and /uploads paths answer 404 in the JSON envelope, never with HTML.
 */
export const webPlugin = fp(
  async (
    app: FastifyInstance,
    { webDist, secureCookies = false }: { webDist: string; secureCookies?: boolean },
  ) => {
    // Through app.storage on either driver, so any node serves a file another node stored.
    const hidden = { schema: { hide: true } };
    app.get<{ Params: { name: string } }>('/uploads/:name', hidden, async (request, reply) => {
      const { name } = request.params;
      if (!UPLOAD_NAME.test(name)) return sendApiNotFound(reply);
      // A restricted photo (decision 045) needs its signed link, and a story's ends with it.
      const access = await app.uploadLinks.access(name, request.query as UploadLinkQuery);
      if (!access.served) return sendApiNotFound(reply);
      return sendStoredFile(request, reply, app.storage, `uploads/${name}`, {
        cacheControl: access.cacheControl,
      });
    });

    const hasWeb = fs.existsSync(path.join(webDist, 'index.html'));
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: webDist,
        prefix: '/',
        wildcard: false,
        index: false,
        // The build writes .br/.gz beside each asset (web/vite.config.ts): sent as they are.
        preCompressed: true,
        setHeaders(reply, filePath) {
          // Hashed assets never change; everything else is revalidated.
          if (filePath.includes(`${path.sep}assets${path.sep}`)) {
            reply.header('cache-control', 'public, max-age=31536000, immutable');
          } else reply.header('cache-control', 'no-cache');
        },
      });
      // The landing prerendered at build time in each language (decision 030), when the build has it.
      const landings = new Set(
        (['en', 'ko'] as const).filter((lng) =>
          fs.existsSync(path.join(webDist, `landing-${lng}.html`)),
        ),
      );
      // Visitor pages (decision 035) and a member's home (decision 056) rendered at request time.
      const pages = pageRendererOf(webDist);
      const memberPages = pages ? memberPagesOf(app, pages, { secureCookies }) : null;
      app.get('/', async (request, reply) => {
        const lng = landingLanguage(request.headers.cookie, request.headers['accept-language']);
        // Shared caches must keep one copy per language choice and per signed-in hint.
        reply.header('cache-control', 'no-cache').header('vary', 'Cookie, Accept-Language');
        // A member's home, rendered for them when their browser keeps the session cookie.
        if (await memberPages?.sendToCookieMember(request, reply, '/')) return reply;
        // A member's home is the app's: the landing would only be hidden (decision 054).
        if (!landings.has(lng) || hasSignedInHint(request.headers.cookie)) {
          return reply.sendFile('index.html');
        }
        return reply.sendFile(`landing-${lng}.html`);
      });
      // A member page that is no visitor page (/chat): the member's render, else the app's shell.
      const visitorPaths = new Set(pages?.manifest.paths ?? []);
      for (const pagePath of memberPages?.paths ?? []) {
        if (pagePath === '/' || visitorPaths.has(pagePath)) continue;
        app.get(pagePath, { schema: { hide: true } }, async (request, reply) => {
          reply.header('cache-control', 'no-cache').header('vary', 'Cookie, Accept-Language');
          if (
            request.url === pagePath &&
            (await memberPages!.sendToCookieMember(request, reply, pagePath))
          )
            return reply;
          return reply.sendFile('index.html');
        });
      }
      // /moments and /communities rendered for visitors at request time (decision 035), and
      // /moments for a member with the session cookie (decision 056).
      if (pages) await app.register(visitorPagesPlugin, { pages, memberPages });
    } else {
      app.log.warn(`No web build at ${webDist}: run "npm run build" to serve the app`);
    }

    app.setNotFoundHandler((request, reply) => {
      const url = request.url;
      if (url.startsWith('/api') || url.startsWith('/uploads/') || url.startsWith('/socket.io')) {
        return sendApiNotFound(reply);
      }
      if (
        hasWeb &&
        (request.method === 'GET' || request.method === 'HEAD') &&
        !path.extname(url.split('?')[0] ?? '')
      ) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      return sendApiNotFound(reply);
    });
  },
  { name: 'web', dependencies: ['storage', 'upload-links'] },
);
