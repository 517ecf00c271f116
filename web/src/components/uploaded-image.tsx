import type { ImageSize } from '@chingu/contract/constants';
import { Image, type ImageProps } from '@mantine/core';
import { useState, type ComponentPropsWithoutRef } from 'react';
import { responsiveImage } from '@/utils/responsive-image';

type Props = Omit<ImageProps, 'src'> &
  Omit<ComponentPropsWithoutRef<'img'>, keyof ImageProps | 'srcSet' | 'sizes'> & {
    src: string;
    /** How wide the slot is in CSS pixels (the `sizes` attribute), e.g. '88px' or '(max-width: 48em) 100vw, 640px'. */
    sizes: string;
    /** The size a browser without srcset loads. */
    fallbackSize?: ImageSize;
  };

/**
 * A picture that may be one of our uploads, in the size its slot needs. Slots give it a fixed
 * height (or an AspectRatio), so nothing moves when it loads. When it fails, `fallbackSrc` is
 * shown without the srcset (Mantine would keep the srcset, and the browser the broken file).
 */
export function UploadedImage({ src, sizes, fallbackSize = 'card', onError, ...props }: Props) {
  const [failed, setFailed] = useState<string>();
  const responsive = failed === src ? { src } : responsiveImage(src, sizes, fallbackSize);
  return (
    <Image
      {...props}
      {...responsive}
      onError={(event) => {
        setFailed(src);
        onError?.(event);
      }}
    />
  );
}
