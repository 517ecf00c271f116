import { AppShell, Divider, Group, NavLink as MantineNavLink, Stack, Text } from '@mantine/core';
import { IconLogin2, IconLogout } from '@tabler/icons-react';
import type { KeyboardEventHandler } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { TCurrentUserSummary } from '@/stores/auth-slice';
import classes from './app-layout.module.css';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { LanguageSegments } from './language-segments';
import { accountNavItemsFor, isActive, type NavItem } from './nav-items';
import { UnreadBadge } from './unread-badge';

const CHAT_HREF = paths.chat.getHref();

/** The phone menu's links: the current page marked for the eye and for screen readers. */
function MobileNavLinks({
  items,
  pathname,
  onNavigate,
  unreadConversations = 0,
}: {
  items: NavItem[];
  pathname: string;
  onNavigate: () => void;
  unreadConversations?: number;
}) {
  const { t } = useTranslation();
  return items.map((item) => (
    <MantineNavLink
      key={item.href}
      component={Link}
      to={item.href}
      label={t(item.labelKey)}
      leftSection={<item.icon size={20} stroke={1.6} />}
      rightSection={
        item.href === CHAT_HREF ? <UnreadBadge count={unreadConversations} /> : undefined
      }
      active={isActive(item, pathname)}
      aria-current={isActive(item, pathname) ? 'page' : undefined}
      onClick={onNavigate}
    />
  ));
}

type Props = {
  opened: boolean;
  onClose: () => void;
  trapRef: (node: HTMLDivElement | null) => void;
  onKeyDown: KeyboardEventHandler;
  items: NavItem[];
  pathname: string;
  unreadConversations: number;
  user: TCurrentUserSummary | null;
  signInHref: string;
  onLogout: () => void;
  loggingOut: boolean;
};

/** The collapsible menu under `sm`: the pages, the account's pages, language and colour scheme. */
export function MobileMenu({
  opened,
  onClose,
  trapRef,
  onKeyDown,
  items,
  pathname,
  unreadConversations,
  user,
  signInHref,
  onLogout,
  loggingOut,
}: Props) {
  const { t } = useTranslation();
  const onLogin = pathname === paths.login.path;
  return (
    <AppShell.Navbar
      id="mobile-navigation"
      aria-label={t('nav.mobile')}
      p="md"
      hiddenFrom="sm"
      inert={!opened}
      ref={trapRef}
      onKeyDown={onKeyDown}
    >
      <AppShell.Section grow className={classes.navbarScroll}>
        <Stack gap={4}>
          <MobileNavLinks
            items={items}
            pathname={pathname}
            onNavigate={onClose}
            unreadConversations={unreadConversations}
          />
          {user ? (
            <>
              <Divider my="xs" label={user.name} labelPosition="left" />
              <MobileNavLinks
                items={accountNavItemsFor(Boolean(user.isModerator))}
                pathname={pathname}
                onNavigate={onClose}
              />
              <MantineNavLink
                component="button"
                label={t('nav.logout')}
                c="red"
                leftSection={<IconLogout size={20} stroke={1.6} />}
                disabled={loggingOut}
                onClick={() => {
                  onClose();
                  onLogout();
                }}
              />
            </>
          ) : (
            <MantineNavLink
              component={Link}
              to={signInHref}
              label={t('nav.signIn')}
              leftSection={<IconLogin2 size={20} stroke={1.6} />}
              active={onLogin}
              aria-current={onLogin ? 'page' : undefined}
              onClick={onClose}
            />
          )}
        </Stack>
      </AppShell.Section>
      <AppShell.Section>
        <Divider mb="md" />
        <Text size="xs" fw={700} c="dimmed" tt="uppercase" mb={6}>
          {t('language.label')}
        </Text>
        <LanguageSegments />
        <Group justify="space-between" mt="md">
          <Text size="sm" fw={600}>
            {t('colorScheme.label')}
          </Text>
          <ColorSchemeToggle />
        </Group>
      </AppShell.Section>
    </AppShell.Navbar>
  );
}
