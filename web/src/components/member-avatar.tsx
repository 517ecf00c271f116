import { Avatar, type AvatarProps } from '@mantine/core';
import { Link } from 'react-router';
import { avatarOf, initialsOf, type Pictured } from '@/lib/avatar';

type Props = Omit<AvatarProps, 'src' | 'alt' | 'name' | 'children'> & {
  member: Pictured & { name: string };
  /** The member's name unless told; '' where the name is written beside it. */
  alt?: string;
  /** Makes the avatar a link (to the member's page). */
  href?: string;
  /** With no picture, this many initials instead of the site's default picture. */
  initials?: 1 | 2;
};

/** A member's round avatar: their picture, else the default picture or their initials. */
export function MemberAvatar({ member, alt = member.name, href, initials, ...props }: Props) {
  const shared = {
    src: initials ? avatarOf(member, null) : avatarOf(member),
    alt,
    radius: 'xl',
    name: member.name,
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
