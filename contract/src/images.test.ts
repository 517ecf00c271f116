import { describe, expect, it } from 'vitest';
import {
  DEFAULT_AVATAR_URL,
  IMAGE_WIDTHS,
  imageSrcSet,
  imageVariantName,
  imageVariantUrl,
  isImageBaseName,
  variantStem,
} from './constants.ts';

const url = '/uploads/0b6a4c1e-7f2d-4a55-9e0a-1c2d3e4f5a6b.webp';

describe('image variant names', () => {
  it('derives each size from the stored base name; full is the base itself', () => {
    expect(imageVariantName('abc-1.webp', 'thumb')).toBe(`abc-1.${IMAGE_WIDTHS.thumb}w.webp`);
    expect(imageVariantName('abc-1.webp', 'card')).toBe(`abc-1.${IMAGE_WIDTHS.card}w.webp`);
    expect(imageVariantName('abc-1.webp', 'full')).toBe('abc-1.webp');
    expect(imageVariantName('../etc/passwd', 'thumb')).toBeUndefined();
  });

  it('never takes a variant for a base name, and finds its base stem', () => {
    const thumb = imageVariantName('abc.webp', 'thumb')!;
    expect(isImageBaseName(thumb)).toBe(false);
    expect(variantStem(thumb)).toBe('abc');
    expect(variantStem('abc.webp')).toBeUndefined();
  });

  it('rewrites our upload URLs and leaves every other URL alone', () => {
    expect(imageVariantUrl(url, 'thumb')).toBe(url.replace('.webp', '.160w.webp'));
    expect(imageVariantUrl(url, 'full')).toBe(url);
    for (const other of [DEFAULT_AVATAR_URL, 'blob:http://x/1', 'https://elsewhere.test/a.webp']) {
      expect(imageVariantUrl(other, 'thumb')).toBe(other);
      expect(imageSrcSet(other)).toBeUndefined();
    }
    expect(imageSrcSet(undefined)).toBeUndefined();
  });

  it('lists every size by width in srcset, smallest first', () => {
    expect(imageSrcSet(url)).toBe(
      `${url.replace('.webp', '.160w.webp')} 160w, ${url.replace('.webp', '.720w.webp')} 720w, ${url} 1600w`,
    );
  });

  it("keeps a signed link's query on every size (decision 045)", () => {
    const signed = `${url}?expires=1800000000&signature=abc_-9`;
    expect(imageVariantUrl(signed, 'thumb')).toBe(
      url.replace('.webp', '.160w.webp') + '?expires=1800000000&signature=abc_-9',
    );
    expect(imageSrcSet(signed)).toBe(
      `${url.replace('.webp', '.160w.webp')}?expires=1800000000&signature=abc_-9 160w, ${url.replace('.webp', '.720w.webp')}?expires=1800000000&signature=abc_-9 720w, ${signed} 1600w`,
    );
  });
});
