import { DEFAULT_AVATAR_URL } from '@chingu/contract/constants';
import { Card, Center } from '@mantine/core';
import type { ComponentProps } from 'react';
import { MemberAvatar } from '@/components/member-avatar';
import { UploadedImage } from '@/components/uploaded-image';
import { avatarOf, type Pictured } from '@/utils/avatar';

/** Whether the member added a picture (the server stores the default one for those who did not). */
export function hasOwnPicture(member: Pictured): boolean {
  const picture = avatarOf(member, null);
  return picture !== undefined && picture !== DEFAULT_AVATAR_URL;
}

/**
 * A member's photo across the top of a card (directory, followers), the default one if it fails;
 * a member with no photo yet gets their drawn avatar (PRODUCT §9.4), as everywhere else.
 */
export function MemberCoverPhoto({ member }: { member: Pictured & { name: string } }) {
  if (!hasOwnPicture(member)) {
    return (
      <Card.Section>
        <Center h={180} bg="var(--mantine-color-default-hover)" data-testid="drawn-cover">
          <MemberAvatar member={member} alt="" size={112} />
        </Center>
      </Card.Section>
    );
  }
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
