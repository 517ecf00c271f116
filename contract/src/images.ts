/**
 * Uploaded images in the sizes the app shows (docs/decisions/027-image-variants.md).
 * The database stores one base name per image ('abc.webp', the full size, at most 1600 px);
 * the smaller variants sit beside it under names derived here, and nowhere else:
 * 'abc.webp' -> 'abc.160w.webp', 'abc.720w.webp'. The server writes them, the web lists them
 * in `srcset`. The extra dot keeps variant names out of the base-name pattern `[\w-]+.\w+`,
 * so a variant can never be taken for (or removed as) a stored image of its own.
 */

/**
 * Widths in image pixels. thumb: avatars and list rows (up to 53 CSS px at DPR 3, 80 at DPR 2);
 * card: feed cards and grids (a phone-wide card, ~330-360 CSS px, at DPR 2; the 720 px feed
 * column at DPR 1); full: the photo viewer and carousel.
 */
export const IMAGE_WIDTHS = { thumb: 160, card: 720, full: 1600 } as const;
export type ImageSize = keyof typeof IMAGE_WIDTHS;
/** The sizes stored beside the base file (the base itself is the full size). */
export const IMAGE_VARIANT_SIZES = ['thumb', 'card'] as const satisfies readonly ImageSize[];

const UPLOAD_PREFIX = '/uploads/';
const BASE_NAME = /^([\w-]+)\.\w+$/;
const VARIANT_NAME = /^([\w-]+)\.(\d+)w\.webp$/;

/** A stored image's base name ('abc.webp'), as the database keeps it. */
export function isImageBaseName(name: string): boolean {
  return BASE_NAME.test(name);
}

/** A variant's file name, or undefined for a name that is not a base name. */
export function imageVariantName(baseName: string, size: ImageSize): string | undefined {
  const stem = BASE_NAME.exec(baseName)?.[1];
  if (!stem) return undefined;
  return size === 'full' ? baseName : `${stem}.${IMAGE_WIDTHS[size]}w.webp`;
}

/** For a variant's file name, the stem of its base ('abc.160w.webp' -> 'abc'); else undefined. */
export function variantStem(name: string): string | undefined {
  return VARIANT_NAME.exec(name)?.[1];
}

/**
 * The base name behind one of our upload URLs ('/uploads/abc.webp'), and its query: a signed
 * link to a restricted image ('?expires=…&signature=…', decision 045) signs the base name, so
 * every size of it is fetched with the same query. Undefined for any other URL.
 */
function ownUpload(url: string | undefined): { name: string; query: string } | undefined {
  if (!url?.startsWith(UPLOAD_PREFIX)) return undefined;
  const [path = '', query] = url.slice(UPLOAD_PREFIX.length).split('?', 2);
  return isImageBaseName(path) ? { name: path, query: query ? `?${query}` : '' } : undefined;
}

/**
 * The URL of one size of an uploaded image. Any URL that is not one of our uploads (the default
 * avatar, a local preview `blob:`, a link elsewhere) comes back unchanged.
 */
export function imageVariantUrl(url: string, size: ImageSize): string {
  const own = ownUpload(url);
  return own ? UPLOAD_PREFIX + imageVariantName(own.name, size)! + own.query : url;
}

/** `srcset` for an uploaded image (every size, by width); undefined for any other URL. */
export function imageSrcSet(url: string | undefined): string | undefined {
  const own = ownUpload(url);
  if (!own) return undefined;
  return (Object.keys(IMAGE_WIDTHS) as ImageSize[])
    .map(
      (size) =>
        `${UPLOAD_PREFIX}${imageVariantName(own.name, size)!}${own.query} ${IMAGE_WIDTHS[size]}w`,
    )
    .join(', ');
}
