import { imageSrcSet, imageVariantUrl, type ImageSize } from '@chingu/contract/constants';

export type ResponsiveImageProps = { src: string; srcSet?: string; sizes?: string };

/**
 * `src`, `srcSet` and `sizes` for an image: the browser picks the smallest stored size that fills
 * the slot on this screen (docs/decisions/027-image-variants.md). `sizes` says how wide the slot
 * is in CSS pixels; `fallback` is the size a browser without srcset gets. Any URL that is not
 * one of our uploads (the default avatar, a local preview) is left as it is.
 */
export function responsiveImage(
  url: string,
  sizes: string,
  fallback: ImageSize = 'card',
): ResponsiveImageProps {
  const srcSet = imageSrcSet(url);
  return srcSet ? { src: imageVariantUrl(url, fallback), srcSet, sizes } : { src: url };
}
