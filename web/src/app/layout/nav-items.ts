import type { Icon } from '@tabler/icons-react';
import {
  IconHeart,
  IconSettings,
  IconMessageCircle,
  IconMicrophone,
  IconNotebook,
  IconFlag,
  IconPhoto,
  IconUser,
  IconUserCheck,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import { matchPath } from 'react-router';
import { paths } from '@/config/paths';

export type NavItem = {
  /** Key under `common:nav`. */
  labelKey: string;
  href: string;
  icon: Icon;
  /** Route patterns that count as "this entry is active". */
  match: readonly string[];
};

/** Main entries (SPEC §2 Navigation bar): communities for everyone, chat and moments for members. */
export function mainNavItems(loggedIn: boolean): NavItem[] {
  const items: NavItem[] = [
    {
      labelKey: 'nav.communities',
      href: paths.communities.getHref(),
      icon: IconUsersGroup,
      match: [paths.communities.path, paths.community.path, paths.communityMember.path],
    },
  ];
  if (loggedIn) {
    items.push(
      {
        labelKey: 'nav.chat',
        href: paths.chat.getHref(),
        icon: IconMessageCircle,
        match: [paths.chat.path],
      },
      {
        labelKey: 'nav.moments',
        href: paths.moments.getHref(),
        icon: IconPhoto,
        match: [paths.moments.path, paths.moment.path],
      },
      {
        labelKey: 'nav.rooms',
        href: paths.rooms.getHref(),
        icon: IconMicrophone,
        match: [paths.rooms.path, paths.room.path],
      },
    );
  }
  return items;
}

/** Entries of the signed-in member's menu (Logout is an action, added by the menus). */
export const accountNavItems: NavItem[] = [
  {
    labelKey: 'nav.profile',
    href: paths.profile.getHref(),
    icon: IconUser,
    match: [paths.profile.path],
  },
  {
    labelKey: 'nav.followers',
    href: paths.followers.getHref(),
    icon: IconUsers,
    match: [paths.followers.path],
  },
  {
    labelKey: 'nav.following',
    href: paths.followings.getHref(),
    icon: IconUserCheck,
    match: [paths.followings.path],
  },
  {
    labelKey: 'nav.myMoments',
    href: paths.myMoments.getHref(),
    icon: IconHeart,
    match: [paths.myMoments.path],
  },
  {
    labelKey: 'nav.notebook',
    href: paths.notebook.getHref(),
    icon: IconNotebook,
    match: [paths.notebook.path, paths.notebookReview.path],
  },
  {
    labelKey: 'nav.settings',
    href: paths.settings.getHref(),
    icon: IconSettings,
    match: [paths.settings.path],
  },
];

/** The account entries, with the reports queue for moderators (PRODUCT §8.5). */
export function accountNavItemsFor(isModerator: boolean): NavItem[] {
  if (!isModerator) return accountNavItems;
  return [
    ...accountNavItems,
    {
      labelKey: 'nav.moderation',
      href: paths.adminReports.getHref(),
      icon: IconFlag,
      match: [paths.adminReports.path],
    },
  ];
}

export function isActive(item: NavItem, pathname: string): boolean {
  return item.match.some((pattern) => matchPath(pattern, pathname) !== null);
}
