import { randomUUID } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import { DEFAULT_AVATAR_URL, LIMITS, hasForbiddenCharacters } from '@chingu/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import sharp from 'sharp';
import { AppError } from '../lib/app-error.ts';

/** A re-encoded image, ready to be stored. */
export type ProcessedImage = { data: Buffer; extension: 'webp' };

const MAX_EDGE = 1600;

/**
 * Every upload goes through here: decoded by sharp (so only real images pass, whatever their name
 * or declared type), rotated upright, shrunk to 1600 px, re-encoded as WebP. Re-encoding drops
 * EXIF/GPS and any payload hidden after the image data.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  if (input.length > LIMITS.imageMaxBytes) throw new AppError(413, 'imageTooLarge');
  try {
    const image = sharp(input, { failOn: 'error', limitInputPixels: 50_000_000, animated: false });
    const meta = await image.metadata();
    if (!meta.width || !meta.height) throw new Error('no dimensions');
    const data = await image
      .rotate()
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    return { data, extension: 'webp' };
  } catch {
    throw new AppError(415, 'notAnImage');
  }
}

export type ImageStore = {
  /** Writes the images under generated names; returns the names in order. */
  save: (images: ProcessedImage[]) => Promise<string[]>;
  remove: (names: string[]) => Promise<void>;
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

/** Keys of the public uploads area of `app.storage` (decision 026); served at /uploads/<name>. */
export const uploadKey = (name: string) => `uploads/${name}`;
const SAFE_NAME = /^[\w-]+\.\w+$/;

export const imagesPlugin = fp(
  async (app: FastifyInstance) => {
    const { storage } = app;
    app.decorate('images', {
      async save(images: ProcessedImage[]) {
        const names: string[] = [];
        try {
          for (const image of images) {
            const name = `${randomUUID()}.${image.extension}`;
            await storage.put(uploadKey(name), image.data, `image/${image.extension}`);
            names.push(name);
          }
        } catch (error) {
          await storage.remove(names.map(uploadKey));
          throw error;
        }
        return names;
      },
      async remove(names: string[]) {
        // Names come from our own database, but never let one escape the uploads area.
        await storage.remove(names.filter((n) => SAFE_NAME.test(n)).map(uploadKey));
      },
    });
  },
  { name: 'images', dependencies: ['storage'] },
);
