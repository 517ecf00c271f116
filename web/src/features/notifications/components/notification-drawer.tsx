import { Drawer, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HEADER_POPUP_Z_INDEX } from '@/config/z-index';

/**
 * The bell's panel on phones: a full-width drawer from the top. A module of its own because only
 * phones show it, and Drawer brings ModalBase and ScrollArea (~12 KB gzip) that wider screens'
 * popover does not use (issue 32).
 */
export function NotificationDrawer({
  opened,
  onClose,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      zIndex={HEADER_POPUP_Z_INDEX}
      position="top"
      size="100%"
      title={<VisuallyHidden>{t('notifications.title')}</VisuallyHidden>}
      closeButtonProps={{ 'aria-label': t('notifications.close') }}
      padding="sm"
    >
      {children}
    </Drawer>
  );
}
