import { AppShell, Box, Burger, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { shallowEqual } from 'react-redux';
import { matchPath, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useChatSocketConnection } from '@/features/chat/hooks/use-chat-socket-connection';
import { useUnreadCounts } from '@/features/notifications/hooks/use-unread-counts';
import { useTimeZoneSync } from '@/features/streak/hooks/use-time-zone-sync';
import { useAppSelector } from '@/hooks/store';
import { useEndEarlyAnswersAtNavigation } from '@/lib/early-answers';
import { usePageHydratedSignal } from '@/lib/first-render';
import { selectCurrentUserSummary } from '@/stores/auth-slice';
import { CallHost } from '../call-host';
import { ReportHost } from '../report-host';
import classes from './app-layout.module.css';
import { Brand } from './brand';
import { DesktopNav } from './desktop-nav';
import { HeaderActions } from './header-actions';
import { MobileMenu } from './mobile-menu';
import { MobileTabBar, TAB_BAR_HEIGHT } from './mobile-tab-bar';
import { mainNavItems } from './nav-items';
import { NavigationProgress } from './navigation-progress';
import { scrollRestorationKey } from './scroll-restoration-key';
import { signInHrefFrom } from './sign-in-redirect';
import { useLogout } from './use-logout';
import { useMobileMenu } from './use-mobile-menu';

export const MAIN_CONTENT_ID = 'main-content';

/** App frame: header with the navigation bar (SPEC §2) and a collapsible menu under `sm`. */
export function AppLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const user = useAppSelector(selectCurrentUserSummary, shallowEqual);
  const { logout, isLoading: loggingOut } = useLogout();
  useChatSocketConnection();
  // Learning days count in the member's time zone (PRODUCT §9.2): the browser tells the server.
  useTimeZoneSync();
  useEndEarlyAnswersAtNavigation();
  usePageHydratedSignal();
  const { conversations: unreadConversations } = useUnreadCounts();
  const { opened, toggle, close, burgerRef, trapRef, onKeyDown } = useMobileMenu();

  const items = mainNavItems(Boolean(user));
  // An open conversation takes the phone's whole height: no tab bar under it (its header has a
  // way back to the list). Wider screens have no tab bar anyway.
  const tabBar = Boolean(user) && !matchPath('/chat/:userId', location.pathname);
  const signInHref = signInHrefFrom(location.pathname, location.search);
  const onLogout = () => void logout();

  return (
    <ReportHost>
      <AppShell
        header={{ height: 64 }}
        navbar={{
          width: 300,
          breakpoint: 'sm',
          collapsed: { mobile: !opened, desktop: true },
        }}
        footer={tabBar ? { height: { base: TAB_BAR_HEIGHT, sm: 0 } } : undefined}
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
            <DesktopNav
              items={items}
              pathname={location.pathname}
              unreadConversations={unreadConversations}
            />
            <HeaderActions
              user={user}
              signInHref={signInHref}
              onLogout={onLogout}
              loggingOut={loggingOut}
            />
          </Group>
        </AppShell.Header>

        <MobileMenu
          opened={opened}
          onClose={close}
          trapRef={trapRef}
          onKeyDown={onKeyDown}
          items={items}
          pathname={location.pathname}
          unreadConversations={unreadConversations}
          user={user}
          signInHref={signInHref}
          onLogout={onLogout}
          loggingOut={loggingOut}
        />

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
        {tabBar ? (
          <AppShell.Footer hiddenFrom="sm" className={classes.tabFooter}>
            <MobileTabBar pathname={location.pathname} unreadConversations={unreadConversations} />
          </AppShell.Footer>
        ) : null}
        <CallHost />
        {/* Keyed by path too: every fresh page load has the key 'default', and without the path a
          typed-in URL would restore another page's scroll position (e.g. /contact opening at the
          place where / was left). */}
        <ScrollRestoration getKey={scrollRestorationKey} />
      </AppShell>
    </ReportHost>
  );
}
