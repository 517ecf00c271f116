import type { Readable } from 'node:stream';

/**
 * Where uploaded files live (decision 026): a local directory by default, S3-compatible object
 * storage when `S3_URL` is set, so several app nodes without a shared disk serve every file.
 * Keys look like `uploads/<name>` or `attachments/<name>`: the first segment is the area.
 */
export type FileStorage = {
  readonly driver: 'local' | 's3';
  /** Stores (or replaces) the file under `key`; readers never see a half-written file. */
  put: (key: string, data: Buffer, contentType: string) => Promise<void>;
  /** The file, or part of it, honouring the conditions of a conditional request. */
  get: (key: string, options?: GetOptions) => Promise<GetResult>;
  /** Size, type and validators of a stored file, without its bytes. */
  head: (key: string) => Promise<StoredFileInfo | undefined>;
  /** The whole file in memory (for reprocessing: image variants, migrations). */
  read: (key: string) => Promise<Buffer | undefined>;
  /** Removes the files; missing ones are not an error. */
  remove: (keys: string[]) => Promise<void>;
  /** Every stored key starting with `prefix` (e.g. `uploads/`), in no particular order. */
  list: (prefix: string) => AsyncIterable<string>;
  close: () => Promise<void>;
};

export type StoredFileInfo = {
  /** The whole file's size in bytes. */
  size: number;
  contentType: string;
  /** A strong validator in quotes, as sent in the ETag header. */
  etag: string;
  lastModified: Date;
};

/** `bytes=start-end` (end inclusive, open when absent) or `bytes=-suffix` (the last bytes). */
export type ByteRange = { start: number; end?: number } | { suffix: number };

export type GetOptions = {
  range?: ByteRange;
  /** The If-None-Match header as sent: `"etag"`, a list of them, or `*`. */
  ifNoneMatch?: string;
  /** Used only without `ifNoneMatch` (RFC 9110 §13.1.3). */
  ifModifiedSince?: Date;
};

export type GetResult =
  | { status: 'missing' }
  | { status: 'not-modified'; etag: string | undefined }
  | { status: 'unsatisfiable'; size: number }
  | {
      status: 'ok';
      body: Readable;
      info: StoredFileInfo;
      /** The bytes in `body` when a range was asked for and served (inclusive). */
      range?: { start: number; end: number };
    };

export class UnsafeKeyError extends Error {
  constructor(key: string) {
    super(`unsafe storage key ${JSON.stringify(key.slice(0, 200))}`);
  }
}

/**
 * Segments of letters, digits, `_` and `-`, with single dots inside a segment only: no `..`, no
 * empty or dot-led segment, no leading slash, no backslash. Nothing can leave its area.
 */
const SAFE_KEY = /^[\w-]+(?:\.[\w-]+)*(?:\/[\w-]+(?:\.[\w-]+)*)+$/;
const MAX_KEY_LENGTH = 512;

export function isSafeKey(key: string): boolean {
  return key.length <= MAX_KEY_LENGTH && SAFE_KEY.test(key);
}

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new UnsafeKeyError(key);
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  webm: 'audio/webm',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  m4a: 'audio/mp4',
  mp4: 'video/mp4',
  mp3: 'audio/mpeg',
  json: 'application/json',
  txt: 'text/plain; charset=utf-8',
};

/** The type a file is served with, from its name (stored files are named by the app). */
export function contentTypeOf(key: string): string {
  const extension = /\.(\w+)$/.exec(key)?.[1]?.toLowerCase();
  return (extension && CONTENT_TYPES[extension]) || 'application/octet-stream';
}

/** Whether a client's copy (If-None-Match / If-Modified-Since) is still the stored file. */
export function isNotModified(info: StoredFileInfo, options: GetOptions): boolean {
  if (options.ifNoneMatch !== undefined) {
    const wanted = options.ifNoneMatch.trim();
    if (wanted === '*') return true;
    const bare = (tag: string) => tag.trim().replace(/^W\//, '');
    return wanted.split(',').some((tag) => bare(tag) === bare(info.etag));
  }
  if (options.ifModifiedSince) {
    // HTTP dates have whole seconds.
    return (
      Math.floor(info.lastModified.getTime() / 1000) * 1000 <= options.ifModifiedSince.getTime()
    );
  }
  return false;
}

/** The inclusive byte span a range covers in a file of `size` bytes, or undefined if none. */
export function resolveRange(
  range: ByteRange,
  size: number,
): { start: number; end: number } | undefined {
  if ('suffix' in range) {
    if (range.suffix <= 0 || size === 0) return undefined;
    return { start: Math.max(0, size - range.suffix), end: size - 1 };
  }
  if (range.start >= size) return undefined;
  const end = range.end === undefined ? size - 1 : Math.min(range.end, size - 1);
  return end < range.start ? undefined : { start: range.start, end };
}

export async function streamToBuffer(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
