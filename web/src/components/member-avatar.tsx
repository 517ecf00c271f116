import { Avatar, type AvatarProps, type MantineSize } from '@mantine/core';
import { Link } from 'react-router';
import { avatarOf, initialsOf, type Pictured } from '@/utils/avatar';
import { responsiveImage } from '@/utils/responsive-image';

type Props = Omit<AvatarProps, 'src' | 'alt' | 'name' | 'children'> & {
  member: Pictured & { name: string };
  /** The member's name unless told; '' where the name is written beside it. */
  alt?: string;
  /** Makes the avatar a link (to the member's page). */
  href?: string;
  /** With no picture, this many initials instead of the site's default picture. */
  initials?: 1 | 2;
};

/** Mantine's avatar sizes in CSS pixels (theme defaults). */
const AVATAR_PX: Record<MantineSize, number> = { xs: 16, sm: 26, md: 38, lg: 56, xl: 84 };

/** The avatar's width in CSS pixels, for `sizes`; a CSS length given as a string is used as is. */
export function avatarSlot(size: AvatarProps['size']): string {
  if (typeof size === 'number') return `${size}px`;
  if (size === undefined) return `${AVATAR_PX.md}px`;
  return size in AVATAR_PX ? `${AVATAR_PX[size as MantineSize]}px` : size;
}

/**
 * A member's round avatar: their picture (the thumbnail, or a larger stored size where the slot
 * needs it), else the default picture or their initials.
 */
export function MemberAvatar({ member, alt = member.name, href, initials, ...props }: Props) {
  const url = initials ? avatarOf(member, null) : avatarOf(member);
  const { src, ...imageProps } = url
    ? responsiveImage(url, avatarSlot(props.size), 'thumb')
    : { src: undefined };
  const shared = {
    src,
    alt,
    radius: 'xl',
    name: member.name,
    imageProps: { ...imageProps, loading: 'lazy', decoding: 'async' },
    ...props,
  } satisfies AvatarProps;
  // Shown only when there is no picture or it fails to load.
  const letters = initialsOf(member.name, initials ?? 2);
  return href ? (
    <Avatar component={Link} to={href} {...shared}>
      {letters}
    </Avatar>
  ) : (
    <Avatar {...shared}>{letters}</Avatar>
  );
}
