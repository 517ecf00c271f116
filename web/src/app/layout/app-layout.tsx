import {
  AppShell,
  Box,
  Burger,
  Button,
  Divider,
  Group,
  NavLink as MantineNavLink,
  Stack,
  Text,
} from '@mantine/core';
import { useFocusTrap } from '@mantine/hooks';
import { IconLogin2, IconLogout } from '@tabler/icons-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useChatSocketConnection } from '@/features/chat/hooks/use-chat-socket-connection';
import { useUnreadCounts } from '@/features/notifications/hooks/use-unread-counts';
import { useAppSelector } from '@/hooks/store';
import { selectCurrentUser } from '@/stores/auth-slice';
import { CallHost } from '../call-host';
import { ReportHost } from '../report-host';
import { Brand } from './brand';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { LanguageMenu, LanguageSegments } from './language-picker';
import { MobileTabBar, TAB_BAR_HEIGHT } from './mobile-tab-bar';
import { NavigationProgress } from './navigation-progress';
import { accountNavItemsFor, isActive, mainNavItems, type NavItem } from './nav-items';
import { UnreadBadge } from './unread-badge';
import { useLogout } from './use-logout';
import { UserMenu } from './user-menu';
import classes from './app-layout.module.css';

export const MAIN_CONTENT_ID = 'main-content';

// Signed-in members only: their code (Popover, Drawer) stays out of the visitors' entry chunk.
const NotificationBell = lazy(
  () => import('@/features/notifications/components/notification-bell'),
);
const MessageAlerts = lazy(() => import('@/features/notifications/components/message-alerts'));
const CHAT_HREF = paths.chat.getHref();

const NO_REDIRECT_PATHS: readonly string[] = [
  paths.home.path,
  paths.login.path,
  paths.register.path,
  paths.forgotPassword.path,
];

/** Sign In brings the visitor back to the page they were on (home and auth pages need no redirect). */
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

export function signInRedirect(pathname: string, search: string): string | null {
  return NO_REDIRECT_PATHS.includes(pathname) ? null : pathname + search;
}

/** App frame: header with the navigation bar (SPEC §2) and a collapsible menu under `sm`. */
export function AppLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const user = useAppSelector(selectCurrentUser);
  const { logout, isLoading: loggingOut } = useLogout();
  useChatSocketConnection();
  const { conversations: unreadConversations } = useUnreadCounts();

  // The mobile menu belongs to the page it was opened on: any navigation closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const opened = openedOn === location.key;
  // The language switch measures itself when it mounts (a forced layout of the whole page on the
  // first load): it mounts with the menu's first opening instead, behind the closed menu.
  const [menuUsed, setMenuUsed] = useState(false);
  const toggle = () => {
    setMenuUsed(true);
    setOpenedOn(opened ? null : location.key);
  };
  const close = () => setOpenedOn(null);
  // The open menu keeps keyboard focus inside; Escape closes it and returns to the burger.
  const burgerRef = useRef<HTMLButtonElement>(null);
  const menuTrapRef = useFocusTrap(opened);
  const closeOnEscape = (event: React.KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    close();
    burgerRef.current?.focus();
  };

  const items = mainNavItems(Boolean(user));
  const signInHref = paths.login.getHref(signInRedirect(location.pathname, location.search));

  return (
    <ReportHost>
      <AppShell
        header={{ height: 64 }}
        navbar={{ width: 300, breakpoint: 'sm', collapsed: { mobile: !opened, desktop: true } }}
        footer={user ? { height: { base: TAB_BAR_HEIGHT, sm: 0 } } : undefined}
        padding={0}
      >
        <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink}>
          {t('skipToContent')}
        </a>
        <AppShell.Header className={classes.header}>
          <NavigationProgress />
          <Group h="100%" px={{ base: 'sm', sm: 'lg' }} justify="space-between" wrap="nowrap">
            <Group gap="xs" wrap="nowrap">
              <Burger
                ref={burgerRef}
                opened={opened}
                onClick={toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label={opened ? t('nav.closeMenu') : t('nav.openMenu')}
                aria-expanded={opened}
                aria-controls="mobile-navigation"
              />
              <Brand onClick={close} />
            </Group>

            <Group
              component="nav"
              aria-label={t('nav.main')}
              gap={4}
              visibleFrom="sm"
              wrap="nowrap"
            >
              {items.map((item) => {
                const active = isActive(item, location.pathname);
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
                      item.href === CHAT_HREF ? (
                        <UnreadBadge count={unreadConversations} />
                      ) : undefined
                    }
                    aria-current={active ? 'page' : undefined}
                  >
                    {t(item.labelKey)}
                  </Button>
                );
              })}
            </Group>

            <Group gap="xs" wrap="nowrap">
              <Group gap="xs" wrap="nowrap" visibleFrom="xs">
                <LanguageMenu />
                <ColorSchemeToggle />
              </Group>
              {user ? (
                <Suspense fallback={null}>
                  <NotificationBell />
                  <MessageAlerts />
                </Suspense>
              ) : null}
              {user ? (
                <UserMenu user={user} onLogout={() => void logout()} loggingOut={loggingOut} />
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
          </Group>
        </AppShell.Header>

        <AppShell.Navbar
          id="mobile-navigation"
          aria-label={t('nav.mobile')}
          p="md"
          hiddenFrom="sm"
          inert={!opened}
          ref={menuTrapRef}
          onKeyDown={closeOnEscape}
        >
          <AppShell.Section grow className={classes.navbarScroll}>
            <Stack gap={4}>
              <MobileNavLinks
                items={items}
                pathname={location.pathname}
                onNavigate={close}
                unreadConversations={unreadConversations}
              />
              {user ? (
                <>
                  <Divider my="xs" label={user.name} labelPosition="left" />
                  <MobileNavLinks
                    items={accountNavItemsFor(Boolean(user.isModerator))}
                    pathname={location.pathname}
                    onNavigate={close}
                  />
                  <MantineNavLink
                    component="button"
                    label={t('nav.logout')}
                    c="red"
                    leftSection={<IconLogout size={20} stroke={1.6} />}
                    disabled={loggingOut}
                    onClick={() => {
                      close();
                      void logout();
                    }}
                  />
                </>
              ) : (
                <MantineNavLink
                  component={Link}
                  to={signInHref}
                  label={t('nav.signIn')}
                  leftSection={<IconLogin2 size={20} stroke={1.6} />}
                  active={location.pathname === paths.login.path}
                  aria-current={location.pathname === paths.login.path ? 'page' : undefined}
                  onClick={close}
                />
              )}
            </Stack>
          </AppShell.Section>
          <AppShell.Section>
            <Divider mb="md" />
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" mb={6}>
              {t('language.label')}
            </Text>
            {menuUsed ? <LanguageSegments /> : <Box h={36} />}
            <Group justify="space-between" mt="md">
              <Text size="sm" fw={600}>
                {t('colorScheme.label')}
              </Text>
              <ColorSchemeToggle />
            </Group>
          </AppShell.Section>
        </AppShell.Navbar>

        <AppShell.Main
          // The tab bar also covers the safe area of notched phones: leave that room too.
          style={
            user
              ? {
                  paddingBottom:
                    'calc(var(--app-shell-footer-offset, 0px) + env(safe-area-inset-bottom, 0px))',
                }
              : undefined
          }
        >
          <Box id={MAIN_CONTENT_ID} tabIndex={-1} style={{ outline: 'none' }}>
            <Outlet />
          </Box>
        </AppShell.Main>
        {user ? (
          <AppShell.Footer hiddenFrom="sm" className={classes.tabFooter}>
            <MobileTabBar pathname={location.pathname} unreadConversations={unreadConversations} />
          </AppShell.Footer>
        ) : null}
        <CallHost />
        {/* Keyed by path too: every fresh page load has the key 'default', and without the path a
          typed-in URL would restore another page's scroll position (e.g. /contact opening at the
          place where / was left). */}
        <ScrollRestoration getKey={(loc) => `${loc.pathname}${loc.search}#${loc.key}`} />
      </AppShell>
    </ReportHost>
  );
}
