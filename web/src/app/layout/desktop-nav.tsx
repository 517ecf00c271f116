import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import classes from './app-layout.module.css';
import { isActive, type NavItem } from './nav-items';
import { UnreadBadge } from './unread-badge';

const CHAT_HREF = paths.chat.getHref();

/** The header's navigation bar from `sm` up (SPEC §2), the current page marked. */
export function DesktopNav({
  items,
  pathname,
  unreadConversations,
}: {
  items: NavItem[];
  pathname: string;
  unreadConversations: number;
}) {
  const { t } = useTranslation();
  return (
    <Group component="nav" aria-label={t('nav.main')} gap={4} visibleFrom="sm" wrap="nowrap">
      {items.map((item) => {
        const active = isActive(item, pathname);
        return (
          <Button
            key={item.href}
            component={Link}
            to={item.href}
            variant={active ? 'light' : 'subtle'}
            color={active ? undefined : 'gray'}
            className={classes.navLink}
            leftSection={<item.icon size={18} stroke={1.7} />}
            rightSection={
              item.href === CHAT_HREF ? <UnreadBadge count={unreadConversations} /> : undefined
            }
            aria-current={active ? 'page' : undefined}
          >
            {t(item.labelKey)}
          </Button>
        );
      })}
    </Group>
  );
}
