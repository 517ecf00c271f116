import { randomUUID } from 'node:crypto';
import {
  DEFAULT_AVATAR_URL,
  IMAGE_VARIANT_SIZES,
  IMAGE_WIDTHS,
  LIMITS,
  imageVariantName,
} from '@chingu/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error.ts';
import { clientKey } from '../../lib/client-key.ts';
import { imageDecodes } from '../../lib/decode-limiter.ts';
import { readFile, readMultipartParts, refuseFile } from '../../lib/multipart.ts';
import type { FileStorage } from '../../lib/storage/file-storage.ts';
import { convertOldUploads, variantsMarkerIn } from './image-variants-migration.ts';

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
  {
    variants = true,
    owner = 'anonymous',
  }: {
    variants?: boolean;
    /** Whose upload (member id, else client address): bounds one member's parallel decodes. */
    owner?: string;
  } = {},
): Promise<ProcessedImage> {
  if (input.length > LIMITS.imageMaxBytes) throw new AppError(413, 'imageTooLarge');
  return imageDecodes.run(owner, () => decode(input, variants));
}

async function decode(input: Buffer, variants: boolean): Promise<ProcessedImage> {
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
  /** Every stored upload's file name: base names and variants. */
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

/**
 * The stored file name behind an image URL we handed out ('/uploads/x.webp', absolute or not,
 * with or without a signed link's query, decision 045).
 */
export function imageNameFromUrl(url: string): string | undefined {
  return /(?:^|\/uploads\/)([\w-]+\.\w+)(?:\?[^#]*)?$/.exec(url.trim())?.[1];
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
  const images: ProcessedImage[] = [];
  let checked = false;
  const fields = await readMultipartParts(request, async (file, fields) => {
    if (!checked) {
      checked = true;
      await beforeFiles?.(fields);
    }
    if (file.fieldname !== fileField) {
      refuseFile(
        file,
        new AppError(
          400,
          'invalidInput',
          `Unexpected file field "${file.fieldname}"; use "${fileField}"`,
        ),
      );
    }
    if (images.length >= maxFiles) refuseFile(file, new AppError(400, 'tooManyImages'));
    const owner = request.user?.id ?? clientKey(request.ip);
    images.push(await processImage(await readFile(file), { owner }));
  });
  if (!checked) await beforeFiles?.(fields);
  return { fields, images };
}

declare module 'fastify' {
  interface FastifyInstance {
    images: ImageStore;
  }
}

/** Keys of the public uploads area of `app.storage` (decision 026); served at /uploads/<name>. */
export const uploadKey = (name: string) => `uploads/${name}`;
/** A file name that stays inside the uploads area (names come from us, but never trust one). */
const SAFE_NAME = /^[\w-]+(?:\.[\w-]+)*$/;

function storedImages(storage: FileStorage): ImageStore {
  const key = (name: string) => {
    if (!SAFE_NAME.test(name)) throw new Error(`Unsafe upload name: ${name}`);
    return uploadKey(name);
  };
  const variantsOf = (name: string) =>
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
          // Variants first: a stored base name means its variants are there (the conversion of
          // old uploads relies on it and never races a save).
          for (const variant of variants) {
            const variantName = imageVariantName(name, variant.size)!;
            await storage.put(key(variantName), variant.data, 'image/webp');
            written.push(variantName);
          }
          await storage.put(key(name), image.data, `image/${image.extension}`);
          written.push(name);
          names.push(name);
        }
      } catch (error) {
        await storage.remove(written.map(key));
        throw error;
      }
      return names;
    },
    async remove(names) {
      const safe = names.filter((n) => SAFE_NAME.test(n));
      // The base first, so nothing sees a base without its variants.
      await storage.remove(safe.map(key));
      await storage.remove(safe.flatMap(variantsOf).map(key));
    },
    async list() {
      const names: string[] = [];
      for await (const stored of storage.list('uploads/'))
        names.push(stored.slice('uploads/'.length));
      return names;
    },
    read: (name) => storage.read(key(name)),
    async writeOnce(name, data) {
      // Every writer of a variant writes the same bytes, so a race between nodes costs only work;
      // put() never leaves a half-written file visible.
      if (await storage.head(key(name))) return false;
      await storage.put(key(name), data, 'image/webp');
      return true;
    },
  };
}

export const imagesPlugin = fp(
  async (app: FastifyInstance) => {
    const store = storedImages(app.storage);
    app.decorate('images', store);

    // Old uploads get their variants in the background: /api/health never waits for it.
    const stop = new AbortController();
    let converting: Promise<unknown> = Promise.resolve();
    app.addHook('onReady', async () => {
      converting = convertOldUploads(
        store,
        makeImageVariants,
        app.log,
        stop.signal,
        variantsMarkerIn(app.db),
      ).catch((error: unknown) =>
        app.log.error({ err: error }, 'image variants: converting old uploads failed'),
      );
    });
    app.addHook('onClose', async () => {
      stop.abort();
      await converting;
    });
  },
  { name: 'images', dependencies: ['storage', 'db'] },
);
