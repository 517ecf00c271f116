import { IMAGE_VARIANT_SIZES, imageVariantName, isImageBaseName } from '@chingu/contract';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/index.ts';
import { appSecrets } from '../../db/schema/index.ts';
import type { ImageStore, ImageVariant } from './images.ts';

/**
 * Written once every stored image has its variants. Bump the version when the sizes change, so
 * the next start makes the new ones. Uploads saved after the marker come with their variants.
 * It lives in the database, not beside the files: every node and either storage driver sees it,
 * and nothing under /uploads is a service file.
 */
export const VARIANTS_MARKER = 'image-variants-v1';

export type VariantsMarker = {
  isSet: () => Promise<boolean>;
  set: (summary: ConversionSummary) => Promise<void>;
};

export function variantsMarkerIn(db: Db): VariantsMarker {
  return {
    async isSet() {
      const rows = await db
        .select({ name: appSecrets.name })
        .from(appSecrets)
        .where(eq(appSecrets.name, VARIANTS_MARKER));
      return rows.length > 0;
    },
    async set(summary) {
      await db
        .insert(appSecrets)
        .values({ name: VARIANTS_MARKER, value: JSON.stringify(summary) })
        .onConflictDoNothing();
    },
  };
}

export type ConversionSummary = {
  /** Images that lacked at least one variant. */
  found: number;
  converted: number;
  /** Files sharp could not decode (left as they are, logged). */
  failed: number;
  /** Removed while the conversion ran. */
  gone: number;
  ms: number;
};

/**
 * Gives every stored image that lacks them its variants (decision 027). Idempotent and safe on
 * several app nodes at once: a variant is written with `writeOnce`, so a race only costs work.
 * One image at a time, so a large backlog never takes both cores from the requests. Stops early
 * (without the marker; the next start carries on) when `signal` aborts.
 */
export async function convertOldUploads(
  store: ImageStore,
  makeVariants: (full: Buffer) => Promise<ImageVariant[]>,
  log: FastifyBaseLogger,
  signal: AbortSignal,
  marker: VariantsMarker,
): Promise<ConversionSummary | undefined> {
  if (await marker.isSet()) return undefined;
  const started = Date.now();
  const names = await store.list();
  const stored = new Set(names);
  const missingOf = (base: string) =>
    IMAGE_VARIANT_SIZES.filter((size) => !stored.has(imageVariantName(base, size)!));
  const todo = names.filter((name) => isImageBaseName(name) && missingOf(name).length > 0);
  const summary: ConversionSummary = {
    found: todo.length,
    converted: 0,
    failed: 0,
    gone: 0,
    ms: 0,
  };

  for (const base of todo) {
    if (signal.aborted) return undefined;
    const full = await store.read(base);
    if (!full) {
      summary.gone++;
      continue;
    }
    let variants: ImageVariant[];
    try {
      variants = await makeVariants(full);
    } catch (error) {
      summary.failed++;
      log.warn(
        { err: error, image: base },
        'image variants: an old upload is not a readable image',
      );
      continue;
    }
    const missing = new Set(missingOf(base));
    for (const variant of variants) {
      if (missing.has(variant.size)) {
        await store.writeOnce(imageVariantName(base, variant.size)!, variant.data);
      }
    }
    summary.converted++;
  }

  summary.ms = Date.now() - started;
  await marker.set(summary);
  log.info(summary, 'image variants: old uploads converted');
  return summary;
}
