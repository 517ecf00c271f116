import { DEFAULT_AVATAR_URL } from '@chingu/contract/constants';
import { Avatar, type AvatarProps, type MantineSize } from '@mantine/core';
import { Link } from 'react-router';
import { avatarOf, initialsOf, type Pictured } from '@/utils/avatar';
import { responsiveImage } from '@/utils/responsive-image';
import classes from './member-avatar.module.css';

type Props = Omit<AvatarProps, 'src' | 'alt' | 'name' | 'children'> & {
  member: Pictured & { name: string };
  /** The member's name unless told; '' where the name is written beside it. */
  alt?: string;
  /** Makes the avatar a link (to the member's page). */
  href?: string;
  /** How many initials the drawn avatar of a member with no picture shows (2 unless told). */
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
 * needs it), else a drawn one: their initials on a colour derived from their name, which stands
 * in for a member who has not added a photo yet (PRODUCT §9.4; the server stores the default
 * picture's address for them).
 */
export function MemberAvatar({ member, alt = member.name, href, initials, ...props }: Props) {
  const picture = avatarOf(member, null);
  const url = picture === DEFAULT_AVATAR_URL ? undefined : picture;
  const { src, ...imageProps } = url
    ? responsiveImage(url, avatarSlot(props.size), 'thumb')
    : { src: undefined };
  // The drawn avatar is a <div>: it says whose it is as an image would (or nothing, like alt="").
  const drawn = src ? {} : alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true };
  const shared = {
    src,
    alt,
    radius: 'xl',
    name: member.name,
    color: 'initials',
    imageProps: { ...imageProps, loading: 'lazy', decoding: 'async' },
    ...drawn,
    ...props,
  } satisfies AvatarProps;
  // Shown only when there is no picture or it fails to load.
  const letters = (
    <span
      className={classes.initials}
      data-initials={initialsOf(member.name, initials ?? 2)}
      aria-hidden
    />
  );
  return href ? (
    <Avatar component={Link} to={href} {...shared}>
      {letters}
    </Avatar>
  ) : (
    <Avatar {...shared}>{letters}</Avatar>
  );
}
