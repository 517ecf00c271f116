import fs from 'node:fs/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ByteRange, FileStorage, GetOptions } from '../../lib/storage/file-storage.ts';
import { localStorage, sweepTemporaryFiles } from '../../lib/storage/local-storage.ts';
import { s3Storage } from '../../lib/storage/s3-storage.ts';
import { describeS3, type S3Settings } from '../../lib/storage/s3-url.ts';
import { sendApiNotFound } from '../http/errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded images, story files and chat attachments (decision 026). */
    storage: FileStorage;
  }
}

export type StorageOptions = {
  uploadsDir: string;
  attachmentsDir: string;
  /** S3-compatible object storage instead of the directories (`S3_URL`). */
  s3: S3Settings | undefined;
};

/** `app.storage`: the local directories by default, the S3 bucket when configured. */
export const storagePlugin = fp(
  async (app: FastifyInstance, { uploadsDir, attachmentsDir, s3 }: StorageOptions) => {
    let storage: FileStorage;
    if (s3) {
      const bucket = s3Storage(s3);
      // A wrong URL, key or bucket stops start-up here rather than failing every upload later.
      await bucket.checkBucket();
      app.log.info(`Files are stored in S3 at ${describeS3(s3)}`);
      storage = bucket;
    } else {
      await fs.mkdir(uploadsDir, { recursive: true });
      await fs.mkdir(attachmentsDir, { recursive: true });
      storage = localStorage({ uploads: uploadsDir, attachments: attachmentsDir });
      sweepTemporaryFilesRegularly(app, [uploadsDir, attachmentsDir]);
    }
    app.decorate('storage', storage);
    app.addHook('onClose', async () => storage.close());
  },
  { name: 'storage', dependencies: ['clock'] },
);

/** A temporary file this old is a crashed upload's: a live one is renamed within seconds. */
export const TEMPORARY_FILE_MAX_AGE_MS = 60 * 60_000;
export const TEMPORARY_SWEEP_INTERVAL_MS = 15 * 60_000;

/** At start (without delaying it) and then every quarter hour; a stop waits for a running sweep. */
function sweepTemporaryFilesRegularly(app: FastifyInstance, roots: string[]) {
  let running: Promise<void> | undefined;
  const sweep = () => {
    running ??= sweepTemporaryFiles(
      roots,
      new Date(app.clock.now().getTime() - TEMPORARY_FILE_MAX_AGE_MS),
    )
      .then((removed) => {
        if (removed > 0) app.log.info(`removed ${removed} temporary files left by failed uploads`);
      })
      .catch((err: unknown) => app.log.warn({ err }, 'temporary file sweep failed'))
      .finally(() => (running = undefined));
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    sweep();
    timer = setInterval(sweep, TEMPORARY_SWEEP_INTERVAL_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

export type StoredFileReplyOptions = {
  /** Sent as it is with every answer (200, 206 and 304). */
  cacheControl: string;
  /** Overrides the stored type (chat attachments: the type checked at upload). */
  contentType?: string;
  /** Whether to send Last-Modified (and honour If-Modified-Since). */
  lastModified?: boolean;
};

/**
 * Answers a GET with a stored file: 200, 206 for one byte range (voice clips are sought), 304 when
 * the client's copy is current, 416 for a range past the end, and 404 in the JSON envelope when the
 * file is missing. Several ranges, or a range with If-Range, get the whole file (RFC 9110 allows it).
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  key: string,
  { cacheControl, contentType, lastModified = true }: StoredFileReplyOptions,
) {
  const options: GetOptions = {};
  const range = request.headers['if-range'] ? undefined : parseRange(request.headers.range);
  if (range) options.range = range;
  const ifNoneMatch = request.headers['if-none-match'];
  const ifModifiedSince = parseHttpDate(request.headers['if-modified-since']);
  if (ifNoneMatch !== undefined) options.ifNoneMatch = ifNoneMatch;
  else if (lastModified && ifModifiedSince) options.ifModifiedSince = ifModifiedSince;

  const found = await storage.get(key, options);
  switch (found.status) {
    case 'missing':
      return sendApiNotFound(reply);
    case 'not-modified':
      if (found.etag) reply.header('etag', found.etag);
      return reply.status(304).header('cache-control', cacheControl).send();
    case 'unsatisfiable':
      return reply
        .status(416)
        .header('content-range', `bytes */${found.size}`)
        .header('accept-ranges', 'bytes')
        .send();
    case 'ok': {
      const { info, body } = found;
      reply
        .header('content-type', contentType ?? info.contentType)
        .header('accept-ranges', 'bytes')
        .header('etag', info.etag)
        .header('cache-control', cacheControl);
      if (lastModified) reply.header('last-modified', info.lastModified.toUTCString());
      if (found.range) {
        const { start, end } = found.range;
        reply
          .status(206)
          .header('content-range', `bytes ${start}-${end}/${info.size}`)
          .header('content-length', end - start + 1);
      } else {
        reply.status(200).header('content-length', info.size);
      }
      return reply.send(body);
    }
  }
}

/** One `bytes=` range; anything else (several ranges, other units, nonsense) is ignored. */
export function parseRange(header: string | undefined): ByteRange | undefined {
  const match = header && /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, first, last] = match;
  if (first) {
    const start = Number(first);
    if (!last) return { start };
    const end = Number(last);
    return end >= start ? { start, end } : undefined;
  }
  return last ? { suffix: Number(last) } : undefined;
}

function parseHttpDate(value: string | undefined): Date | undefined {
  if (!value) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time);
}
