import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendApiNotFound } from './errors.ts';

/**
 * Serves uploads, the built SPA (with its /locales) and the SPA's index.html for client routes.
 * Unknown /api and /uploads paths answer 404 in the JSON envelope, never with HTML.
 */
export const webPlugin = fp(
  async (
    app: FastifyInstance,
    { webDist, uploadsDir }: { webDist: string; uploadsDir: string },
  ) => {
    await app.register(fastifyStatic, {
      root: uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      immutable: true,
      maxAge: '365d',
      // Service files (the image-variants marker, files being written) are not uploads.
      dotfiles: 'ignore',
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
      app.get('/', (_request, reply) =>
        reply.header('cache-control', 'no-cache').sendFile('index.html'),
      );
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
  { name: 'web' },
);
