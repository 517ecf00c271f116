import { ActionIcon, Center, Indicator, Loader, Popover, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HEADER_POPUP_Z_INDEX } from '@/config/z-index';
import { createModuleLoader, useLazyModule } from '@/lib/lazy-module';
import { useUnreadCounts } from '../hooks/use-unread-counts';

// The panel (its list, rich texts and their parser) loads when the bell is pointed at, focused or
// opened: every signed-in page shows the bell, few open it (issue 32).
const notificationList = createModuleLoader(() => import('./notification-list'));

/** At most this many in the badge; more shows "99+". */
const BADGE_MAX = 99;

export function badgeLabel(count: number): string {
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}

/**
 * The header's bell (PRODUCT §8.4): a badge with the unread notifications; the list opens in a
 * popover, on phones as wide as the screen and with a close button. (Not Mantine's Drawer
 * there: it brings ModalBase and ScrollArea, 12 KiB gzip that every phone downloaded; issue 32.)
 */
export default function NotificationBell() {
  const { t } = useTranslation();
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`) ?? false;
  const [opened, setOpened] = useState(false);
  const { notifications: unread } = useUnreadCounts();
  const close = () => setOpened(false);
  const panel = useLazyModule(notificationList, opened ? 'now' : 'later');
  const List = panel.module?.NotificationList;
  const list = List ? (
    <List onNavigate={close} onClose={phone ? close : undefined} />
  ) : (
    <Center py="md">
      <Loader size="sm" aria-label={t('notifications.loading')} />
    </Center>
  );
  const label =
    unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell');

  const icon = (
    <ActionIcon
      variant="default"
      size="lg"
      radius="xl"
      aria-label={label}
      aria-expanded={opened}
      aria-haspopup="dialog"
      onPointerEnter={panel.request}
      onFocus={panel.request}
      onClick={() => setOpened((o) => !o)}
    >
      <IconBell size={20} stroke={1.7} />
    </ActionIcon>
  );
  const withBadge = (target: ReactNode) => (
    <Indicator
      label={badgeLabel(unread)}
      size={18}
      offset={6}
      color="red"
      disabled={unread === 0}
      inline
    >
      {target}
    </Indicator>
  );

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      zIndex={HEADER_POPUP_Z_INDEX}
      position={phone ? 'bottom' : 'bottom-end'}
      width={phone ? 'calc(100vw - 2 * var(--mantine-spacing-xs))' : 380}
      shadow="md"
      radius="lg"
      withinPortal
      trapFocus
      returnFocus
    >
      {withBadge(<Popover.Target>{icon}</Popover.Target>)}
      <Popover.Dropdown p="xs" aria-label={t('notifications.title')}>
        {list}
      </Popover.Dropdown>
    </Popover>
  );
}
