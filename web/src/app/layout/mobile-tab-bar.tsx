import { UnstyledButton } from '@mantine/core';
import {
  IconHome,
  IconMessageCircle,
  IconPhoto,
  IconUser,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import classes from './app-layout.module.css';
import { isActive, type NavItem } from './nav-items';
import { UnreadBadge } from './unread-badge';

/** Height of the phone tab bar without the safe-area inset (PRODUCT §8.4). */
export const TAB_BAR_HEIGHT = 64;

const TABS: (NavItem & { chat?: true })[] = [
  { labelKey: 'nav.homeTab', href: paths.home.getHref(), icon: IconHome, match: [paths.home.path] },
  {
    labelKey: 'nav.communityTab',
    href: paths.communities.getHref(),
    icon: IconUsersGroup,
    match: [paths.communities.path, paths.community.path, paths.communityMember.path],
  },
  {
    labelKey: 'nav.moments',
    href: paths.moments.getHref(),
    icon: IconPhoto,
    match: [paths.moments.path, paths.moment.path],
  },
  {
    labelKey: 'nav.chat',
    href: paths.chat.getHref(),
    icon: IconMessageCircle,
    match: [paths.chat.path],
    chat: true,
  },
  {
    labelKey: 'nav.profile',
    href: paths.profile.getHref(),
    icon: IconUser,
    match: [paths.profile.path],
  },
];

/** The signed-in member's bottom tabs on phones: icon and label, the current one marked. */
export function MobileTabBar({
  pathname,
  unreadConversations,
}: {
  pathname: string;
  unreadConversations: number;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.tabs')} className={classes.tabBar}>
      {TABS.map((tab) => {
        const active = isActive(tab, pathname);
        return (
          <UnstyledButton
            key={tab.href}
            component={Link}
            to={tab.href}
            className={classes.tab}
            data-active={active || undefined}
            aria-current={active ? 'page' : undefined}
          >
            <span className={classes.tabIcon}>
              <tab.icon size={24} stroke={active ? 2 : 1.6} aria-hidden />
              {tab.chat ? <UnreadBadge count={unreadConversations} floating /> : null}
            </span>
            <span className={classes.tabLabel}>{t(tab.labelKey)}</span>
          </UnstyledButton>
        );
      })}
    </nav>
  );
}
