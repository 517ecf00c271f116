import { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type GetObjectCommandOutput,
} from '@aws-sdk/client-s3';
import {
  assertSafeKey,
  contentTypeOf,
  resolveRange,
  streamToBuffer,
  type ByteRange,
  type FileStorage,
  type GetResult,
  type StoredFileInfo,
} from './file-storage.ts';
import { describeS3, type S3Settings } from './s3-url.ts';

/** DeleteObjects takes at most this many keys per request. */
const DELETE_BATCH = 1000;

export type S3Storage = FileStorage & {
  /** Fails with a clear message when the bucket cannot be reached with these settings. */
  checkBucket: () => Promise<void>;
};

/**
 * Files as objects in an S3-compatible bucket: every app node reads and writes the same objects, so
 * any node serves a file another node stored. Conditional and range requests go to S3 as they came,
 * so a 304 or a 206 costs one round trip and no extra bytes.
 */
export function s3Storage(settings: S3Settings): S3Storage {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // Checksums only where S3 requires one: several S3-compatible servers refuse the newer
    // default trailing checksums, and TLS already guards the bytes in transit.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const objectKey = (key: string) => {
    assertSafeKey(key);
    return settings.keyPrefix + key;
  };

  async function head(key: string): Promise<StoredFileInfo | undefined> {
    try {
      const found = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
      return {
        size: found.ContentLength ?? 0,
        contentType: found.ContentType || contentTypeOf(key),
        etag: found.ETag ?? '""',
        lastModified: found.LastModified ?? new Date(0),
      };
    } catch (error) {
      if (statusOf(error) === 404) return undefined;
      throw error;
    }
  }

  return {
    driver: 's3',

    async checkBucket() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        const status = statusOf(error);
        throw new Error(
          `S3 bucket ${describeS3(settings)} is not usable (${status ?? (error as Error).message})`,
          { cause: error },
        );
      }
    },

    async put(key, data, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: objectKey(key),
          Body: data,
          ContentLength: data.length,
          ContentType: contentType,
        }),
      );
    },

    async get(key, options = {}): Promise<GetResult> {
      if (options.range && 'suffix' in options.range) {
        // Some S3-compatible servers read `bytes=-N` as `bytes=0-N`: the last bytes are asked for
        // by position (rare: players ask for `bytes=N-`), at the cost of one more round trip.
        const info = await head(key);
        if (!info) return { status: 'missing' };
        const span = resolveRange(options.range, info.size);
        if (!span) return { status: 'unsatisfiable', size: info.size };
        return this.get(key, { ...options, range: span });
      }
      let found: GetObjectCommandOutput;
      try {
        found = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: objectKey(key),
            ...(options.range ? { Range: rangeHeader(options.range) } : {}),
            ...(options.ifNoneMatch !== undefined
              ? { IfNoneMatch: options.ifNoneMatch }
              : options.ifModifiedSince
                ? { IfModifiedSince: options.ifModifiedSince }
                : {}),
          }),
        );
      } catch (error) {
        const status = statusOf(error);
        if (status === 404) return { status: 'missing' };
        if (status === 304) return { status: 'not-modified', etag: undefined };
        if (status === 416) {
          const info = await head(key);
          return info ? { status: 'unsatisfiable', size: info.size } : { status: 'missing' };
        }
        throw error;
      }
      const body = found.Body instanceof Readable ? found.Body : Readable.from([]);
      const span = parseContentRange(found.ContentRange);
      const info: StoredFileInfo = {
        size: span?.size ?? found.ContentLength ?? 0,
        contentType: found.ContentType || contentTypeOf(key),
        etag: found.ETag ?? '""',
        lastModified: found.LastModified ?? new Date(0),
      };
      return {
        status: 'ok',
        body,
        info,
        ...(options.range && span ? { range: { start: span.start, end: span.end } } : {}),
      };
    },

    head,

    async read(key) {
      const found = await this.get(key);
      return found.status === 'ok' ? streamToBuffer(found.body) : undefined;
    },

    async remove(keys) {
      const objects = keys.map((key) => ({ Key: objectKey(key) }));
      for (let i = 0; i < objects.length; i += DELETE_BATCH) {
        const done = await client.send(
          new DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: objects.slice(i, i + DELETE_BATCH), Quiet: true },
          }),
        );
        const failed = (done.Errors ?? []).filter((e) => e.Code !== 'NoSuchKey');
        if (failed.length) {
          throw new Error(`S3 could not remove ${failed.length} files: ${failed[0]!.Code}`);
        }
      }
    },

    async *list(prefix) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket,
            Prefix: settings.keyPrefix + prefix,
            ...(ContinuationToken ? { ContinuationToken } : {}),
          }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key) yield object.Key.slice(settings.keyPrefix.length);
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },

    async close() {
      client.destroy();
    },
  };
}

function rangeHeader(range: ByteRange): string {
  return 'suffix' in range ? `bytes=-${range.suffix}` : `bytes=${range.start}-${range.end ?? ''}`;
}

/** `bytes 2-5/11` -> the span and the whole size. */
function parseContentRange(
  value: string | undefined,
): { start: number; end: number; size: number } | undefined {
  const match = value && /^bytes (\d+)-(\d+)\/(\d+)$/.exec(value.trim());
  if (!match) return undefined;
  return { start: Number(match[1]), end: Number(match[2]), size: Number(match[3]) };
}

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}
