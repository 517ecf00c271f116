import { DEFAULT_AVATAR_URL } from '@chingu/contract/constants';
import { Card } from '@mantine/core';
import type { ComponentProps } from 'react';
import { UploadedImage } from '@/components/uploaded-image';
import { avatarOf, type Pictured } from '@/utils/avatar';

/** A member's photo across the top of a card (directory, followers), the default one if it fails. */
export function MemberCoverPhoto({ member }: { member: Pictured }) {
  return (
    <Card.Section>
      <UploadedImage
        src={avatarOf(member)}
        sizes="(max-width: 36em) 100vw, (max-width: 62em) 50vw, 400px"
        fallbackSrc={DEFAULT_AVATAR_URL}
        h={180}
        fit="cover"
        alt=""
        loading="lazy"
      />
    </Card.Section>
  );
}

type ThumbProps = Omit<ComponentProps<typeof UploadedImage>, 'sizes' | 'w' | 'h'> & {
  src: string;
  /** Width and height in CSS pixels. */
  size: number;
};

/** A small square photo (a phone's directory card, the gallery's strip), from the thumbnail. */
export function MemberThumb({ src, size, ...props }: ThumbProps) {
  return (
    <UploadedImage
      src={src}
      sizes={`${size}px`}
      fallbackSize="thumb"
      fallbackSrc={DEFAULT_AVATAR_URL}
      w={size}
      h={size}
      fit="cover"
      alt=""
      {...props}
    />
  );
}
