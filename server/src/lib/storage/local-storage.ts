import { randomUUID } from 'node:crypto';
import type { Dirent } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  assertSafeKey,
  contentTypeOf,
  isNotModified,
  isSafeKey,
  resolveRange,
  streamToBuffer,
  UnsafeKeyError,
  type FileStorage,
  type GetResult,
  type StoredFileInfo,
} from './file-storage.ts';

/**
 * Files in local directories, one per area: `uploads/x.webp` is `<areas.uploads>/x.webp`, the
 * layout the app has always used (DATA_DIR/uploads, DATA_DIR/attachments), so existing data keeps
 * working. A key of another area is refused: nothing lands beside the database files.
 */
export function localStorage(areas: Record<string, string>): FileStorage {
  function pathOf(key: string): string {
    assertSafeKey(key);
    const slash = key.indexOf('/');
    const root = areas[key.slice(0, slash)];
    if (!root) throw new UnsafeKeyError(key);
    return path.join(root, key.slice(slash + 1));
  }

  function infoOf(key: string, stat: { size: number; mtime: Date; ino: number }): StoredFileInfo {
    return {
      size: stat.size,
      contentType: contentTypeOf(key),
      // Files are written once under a new name (or replaced whole by a rename): size, inode and
      // time tell versions apart.
      etag: `"${stat.size.toString(16)}-${stat.ino.toString(16)}-${stat.mtime.getTime().toString(16)}"`,
      lastModified: stat.mtime,
    };
  }

  async function open(file: string) {
    try {
      return await fs.open(file, 'r');
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  return {
    driver: 'local',

    async put(key, data) {
      const file = pathOf(key);
      // Written beside, then renamed over: a reader sees the old file or the new one, whole. The
      // temporary name starts with a dot, which no key can, so it is never served or listed.
      const temporary = path.join(path.dirname(file), `.${randomUUID()}${TEMPORARY_SUFFIX}`);
      try {
        await fs.writeFile(temporary, data);
      } catch (error) {
        if (!isMissing(error)) throw error;
        await fs.mkdir(path.dirname(file), { recursive: true });
        await fs.writeFile(temporary, data);
      }
      try {
        await fs.rename(temporary, file);
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
    },

    async get(key, options = {}): Promise<GetResult> {
      // Opened first, then measured: a file removed meanwhile is still read whole.
      const handle = await open(pathOf(key));
      if (!handle) return { status: 'missing' };
      try {
        const stat = await handle.stat();
        if (!stat.isFile()) {
          await handle.close();
          return { status: 'missing' };
        }
        const info = infoOf(key, stat);
        if (isNotModified(info, options)) {
          await handle.close();
          return { status: 'not-modified', etag: info.etag };
        }
        const range = options.range && resolveRange(options.range, info.size);
        if (options.range && !range) {
          await handle.close();
          return { status: 'unsatisfiable', size: info.size };
        }
        const body = handle.createReadStream(range ?? {});
        return { status: 'ok', body, info, ...(range ? { range } : {}) };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async head(key) {
      try {
        const stat = await fs.stat(pathOf(key));
        return stat.isFile() ? infoOf(key, stat) : undefined;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async read(key) {
      const found = await this.get(key);
      return found.status === 'ok' ? streamToBuffer(found.body) : undefined;
    },

    async remove(keys) {
      const files = keys.map(pathOf);
      await Promise.all(files.map((file) => fs.rm(file, { force: true })));
    },

    async *list(prefix) {
      const area = prefix.split('/')[0] ?? '';
      const root = areas[area];
      if (!root) return;
      let entries: Dirent[];
      try {
        entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const relative = path.relative(root, path.join(entry.parentPath, entry.name));
        const key = `${area}/${relative.split(path.sep).join('/')}`;
        if (key.startsWith(prefix) && isSafeKey(key)) yield key;
      }
    },

    async close() {},
  };
}

const TEMPORARY_SUFFIX = '.tmp';
/** The name put() writes before its rename, and nothing else: stored files are never swept. */
const TEMPORARY_NAME = /^\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.tmp$/;

/**
 * Removes put()'s temporary files last modified before `before`: a crash (or a killed process)
 * between the write and the rename leaves one behind, and nothing else would ever remove it.
 * Returns how many were removed.
 */
export async function sweepTemporaryFiles(roots: string[], before: Date): Promise<number> {
  let removed = 0;
  for (const root of roots) {
    let entries: Dirent[];
    try {
      entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) continue;
      throw error;
    }
    for (const entry of entries) {
      if (!entry.isFile() || !TEMPORARY_NAME.test(entry.name)) continue;
      const file = path.join(entry.parentPath, entry.name);
      try {
        if ((await fs.stat(file)).mtime >= before) continue;
        await fs.rm(file, { force: true });
        removed += 1;
      } catch (error) {
        // Renamed into place (or swept by another node) since the listing.
        if (!isMissing(error)) throw error;
      }
    }
  }
  return removed;
}

function isMissing(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
