import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { MultipartFile } from '@fastify/multipart';
import {
  DEFAULT_AVATAR_URL,
  IMAGE_VARIANT_SIZES,
  IMAGE_WIDTHS,
  LIMITS,
  hasForbiddenCharacters,
  imageVariantName,
} from '@chingu/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import sharp from 'sharp';
import { AppError } from '../lib/app-error.ts';
import { convertOldUploads } from './image-variants-migration.ts';

/** A smaller copy of an image, stored beside it (contract/src/images.ts names it). */
export type ImageVariant = { size: ImageVariantSize; data: Buffer };
type ImageVariantSize = (typeof IMAGE_VARIANT_SIZES)[number];

/**
 * A re-encoded image, ready to be stored: the full size, and its smaller variants when they were
 * made from the original at upload (`save` makes any that are missing from the full size).
 */
export type ProcessedImage = { data: Buffer; extension: 'webp'; variants?: ImageVariant[] };

const DECODE_OPTIONS = { failOn: 'error', limitInputPixels: 50_000_000, animated: false } as const;
/** Smaller images get a lower quality: artefacts are less visible at avatar size. */
const VARIANT_QUALITY: Record<ImageVariantSize, number> = { thumb: 75, card: 80 };

/**
 * The smaller sizes of one image, by width (never enlarged). Made from the original when there
 * is one: a JPEG shrinks on load, so this is ~2x faster than starting from the full-size WebP.
 */
export function makeImageVariants(input: Buffer): Promise<ImageVariant[]> {
  return Promise.all(
    IMAGE_VARIANT_SIZES.map(async (size) => ({
      size,
      data: await sharp(input, DECODE_OPTIONS)
        .rotate()
        .resize({ width: IMAGE_WIDTHS[size], withoutEnlargement: true })
        .webp({ quality: VARIANT_QUALITY[size] })
        .toBuffer(),
    })),
  );
}

/**
 * Every upload goes through here: decoded by sharp (so only real images pass, whatever their name
 * or declared type), rotated upright, shrunk to 1600 px, re-encoded as WebP, with its smaller
 * variants unless told (chat attachments are shown only in one size). Re-encoding drops
 * EXIF/GPS and any payload hidden after the image data.
 */
export async function processImage(
  input: Buffer,
  { variants = true }: { variants?: boolean } = {},
): Promise<ProcessedImage> {
  if (input.length > LIMITS.imageMaxBytes) throw new AppError(413, 'imageTooLarge');
  try {
    const image = sharp(input, DECODE_OPTIONS);
    const meta = await image.metadata();
    if (!meta.width || !meta.height) throw new Error('no dimensions');
    const [data, smaller] = await Promise.all([
      image
        .rotate()
        .resize({
          width: IMAGE_WIDTHS.full,
          height: IMAGE_WIDTHS.full,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .webp({ quality: 82 })
        .toBuffer(),
      variants ? makeImageVariants(input) : undefined,
    ]);
    return { data, extension: 'webp', ...(smaller ? { variants: smaller } : {}) };
  } catch {
    throw new AppError(415, 'notAnImage');
  }
}

export type ImageStore = {
  /** Writes the images (and their variants) under generated names; returns the base names in order. */
  save: (images: ProcessedImage[]) => Promise<string[]>;
  /** Removes the images with every variant. */
  remove: (names: string[]) => Promise<void>;
  /** Every stored file name: base names, variants and the service files starting with a dot. */
  list: () => Promise<string[]>;
  /** A stored file, or undefined when there is none. */
  read: (name: string) => Promise<Buffer | undefined>;
  /**
   * Stores a file unless one by that name exists; false when it did. Readers never see it half
   * written, so several app nodes may race to write the same variant.
   */
  writeOnce: (name: string, data: Buffer) => Promise<boolean>;
};

export function imageUrls(names: string[]): string[] {
  return names.length ? names.map((n) => `/uploads/${n}`) : [DEFAULT_AVATAR_URL];
}

/** A moment's own images (no default picture when it has none). */
export function momentImageUrls(names: string[]): string[] {
  return names.map((name) => `/uploads/${name}`);
}

/** The stored file name behind an image URL we handed out ('/uploads/x.webp', absolute or not). */
export function imageNameFromUrl(url: string): string | undefined {
  return /(?:^|\/uploads\/)([\w-]+\.\w+)$/.exec(url.trim())?.[1];
}

/**
 * Runs one read of the multipart stream. The parser (busboy) throws plain errors on a body that
 * is not valid multipart (no boundary, a truncated part): the client's fault, so 400, not 500.
 * Fastify's own multipart errors (file too large, too many parts) keep their mapping.
 */
export async function readingMultipart<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (error instanceof AppError || (typeof code === 'string' && code.startsWith('FST_'))) {
      throw error;
    }
    throw new AppError(400, 'malformedMultipart');
  }
}

/**
 * Reads a multipart request: text fields, and every file part (field `fileField`, by default
 * `file`) processed as an image.
 * `beforeFiles` runs on the fields sent before the first file (or on all of them when there is
 * none), so a route can refuse cheaply before any image is decoded: decoding is the costly part.
 */
export async function readMultipart(
  request: FastifyRequest,
  maxFiles: number,
  {
    beforeFiles,
    fileField = 'file',
  }: {
    beforeFiles?: (fields: Record<string, string>) => Promise<void> | void;
    fileField?: string;
  } = {},
): Promise<{ fields: Record<string, string>; images: ProcessedImage[] }> {
  if (!request.isMultipart()) throw new AppError(415, 'unsupportedMediaType');
  const fields: Record<string, string> = {};
  const images: ProcessedImage[] = [];
  let checked = false;
  const parts = request.parts();
  for (;;) {
    const step = await readingMultipart(() => parts.next());
    if (step.done) break;
    const part = step.value;
    if (part.type === 'field') {
      if (hasForbiddenCharacters(part.fieldname)) throw new AppError(400, 'invalidCharacters');
      if (typeof part.value === 'string') {
        if (hasForbiddenCharacters(part.value)) throw new AppError(400, 'invalidCharacters');
        fields[part.fieldname] = part.value;
      }
      continue;
    }
    if (!checked) {
      checked = true;
      await beforeFiles?.(fields);
    }
    const file = part as MultipartFile;
    if (file.fieldname !== fileField) {
      file.file.resume();
      throw new AppError(
        400,
        'invalidInput',
        `Unexpected file field "${file.fieldname}"; use "${fileField}"`,
      );
    }
    if (images.length >= maxFiles) {
      file.file.resume();
      throw new AppError(400, 'tooManyImages');
    }
    // Throws FST_REQ_FILE_TOO_LARGE above the limit (413 in plugins/errors.ts).
    const buffer = await readingMultipart(() => file.toBuffer());
    images.push(await processImage(buffer));
  }
  if (!checked) await beforeFiles?.(fields);
  return { fields, images };
}

declare module 'fastify' {
  interface FastifyInstance {
    images: ImageStore;
  }
}

/** A file name that stays inside the uploads folder (names come from us, but never trust one). */
const SAFE_NAME = /^\.?[\w-]+(?:\.[\w-]+)*$/;

function isMissing(error: unknown): boolean {
  return (error as { code?: unknown }).code === 'ENOENT';
}

function localImageStore(uploadsDir: string): ImageStore {
  const file = (name: string) => {
    if (!SAFE_NAME.test(name)) throw new Error(`Unsafe upload name: ${name}`);
    return path.join(uploadsDir, name);
  };
  const filesOf = (name: string) =>
    IMAGE_VARIANT_SIZES.map((size) => imageVariantName(name, size)).filter(
      (variant): variant is string => variant !== undefined,
    );
  return {
    async save(images) {
      const written: string[] = [];
      const names: string[] = [];
      try {
        for (const image of images) {
          const name = `${randomUUID()}.${image.extension}`;
          const variants = image.variants ?? (await makeImageVariants(image.data));
          // Variants first: a base name on disk means its variants are there (the migration of
          // old uploads relies on it and never races a save).
          for (const variant of variants) {
            const variantName = imageVariantName(name, variant.size)!;
            await fs.writeFile(file(variantName), variant.data, { flag: 'wx' });
            written.push(variantName);
          }
          await fs.writeFile(file(name), image.data, { flag: 'wx' });
          written.push(name);
          names.push(name);
        }
      } catch (error) {
        await Promise.all(written.map((n) => fs.rm(file(n), { force: true })));
        throw error;
      }
      return names;
    },
    async remove(names) {
      const safe = names.filter((n) => SAFE_NAME.test(n) && !n.startsWith('.'));
      // The base first, so nothing sees a base without its variants.
      await Promise.all(safe.map((n) => fs.rm(file(n), { force: true })));
      await Promise.all(safe.flatMap(filesOf).map((n) => fs.rm(file(n), { force: true })));
    },
    list: () => fs.readdir(uploadsDir),
    async read(name) {
      try {
        return await fs.readFile(file(name));
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async writeOnce(name, data) {
      // Written whole under a private name, then linked: link() fails if the name exists.
      const temporary = file(`.tmp-${randomUUID()}`);
      await fs.writeFile(temporary, data, { flag: 'wx' });
      try {
        await fs.link(temporary, file(name));
        return true;
      } catch (error) {
        if ((error as { code?: unknown }).code === 'EEXIST') return false;
        throw error;
      } finally {
        await fs.rm(temporary, { force: true });
      }
    },
  };
}

export const imagesPlugin = fp(
  async (app: FastifyInstance, { uploadsDir }: { uploadsDir: string }) => {
    await fs.mkdir(uploadsDir, { recursive: true });
    const store = localImageStore(uploadsDir);
    app.decorate('images', store);

    // Old uploads get their variants in the background: /api/health never waits for it.
    const stop = new AbortController();
    let converting: Promise<unknown> = Promise.resolve();
    app.addHook('onReady', async () => {
      converting = convertOldUploads(store, makeImageVariants, app.log, stop.signal).catch((error: unknown) =>
        app.log.error({ err: error }, 'image variants: converting old uploads failed'),
      );
    });
    app.addHook('onClose', async () => {
      stop.abort();
      await converting;
    });
  },
  { name: 'images' },
);
