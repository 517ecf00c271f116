import { Box, Button, Group } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { lazyFromLoader } from '@/lib/lazy-module';
import type { TCurrentUserSummary } from '@/stores/auth-slice';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { LanguageMenu } from './language-picker';
import { messageAlerts, notificationBell } from './member-header-parts';
import { UserMenu } from './user-menu';

// Signed-in members only (member-header-parts.ts).
const NotificationBell = lazyFromLoader(notificationBell);
const MessageAlerts = lazyFromLoader(messageAlerts);

/** The header's right side: language, colour scheme, then the bell and account menu, or Sign In. */
export function HeaderActions({
  user,
  signInHref,
  onLogout,
  loggingOut,
}: {
  user: TCurrentUserSummary | null;
  signInHref: string;
  onLogout: () => void;
  loggingOut: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      <Group gap="xs" wrap="nowrap" visibleFrom="xs">
        <LanguageMenu />
        <ColorSchemeToggle />
      </Group>
      {user ? (
        // The bell's room (an `lg` ActionIcon) is kept while its code loads: the header's buttons
        // do not move when it comes (issue 32: layout shift).
        <Suspense fallback={<Box w={34} h={34} />}>
          <NotificationBell />
          <MessageAlerts />
        </Suspense>
      ) : null}
      {user ? (
        <UserMenu user={user} onLogout={onLogout} loggingOut={loggingOut} />
      ) : (
        <Button
          component={Link}
          to={signInHref}
          leftSection={<IconLogin2 size={18} stroke={1.7} />}
        >
          {t('nav.signIn')}
        </Button>
      )}
    </Group>
  );
}
