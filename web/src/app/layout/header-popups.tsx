import { INTERFACE_LANGUAGES } from '@chingu/contract/constants';
import { Menu } from '@mantine/core';
import { IconCheck, IconLogout } from '@tabler/icons-react';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Tooltip } from '@/components/tooltip';
import { HEADER_POPUP_Z_INDEX } from '@/config/z-index';
import type { TCurrentUserSummary } from '@/stores/auth-slice';
import { LanguageButton, UserButton } from './header-buttons';
import { accountNavItemsFor } from './nav-items';
import { useChangeLanguage } from './use-change-language';

/*
 * The header's menus: loaded after the first paint (use-deferred-popup.ts), so Menu, Popover,
 * Tooltip and floating-ui stay out of the entry chunk.
 */

/** Header picker: an icon button opening English / 한국어. */
export function LanguageMenuPopup({
  label,
  defaultOpened,
}: {
  label: string;
  defaultOpened: boolean;
}) {
  const { t } = useTranslation();
  const { current, change } = useChangeLanguage();
  return (
    <Menu
      position="bottom-end"
      withinPortal
      shadow="md"
      hideDetached={false}
      defaultOpened={defaultOpened}
      zIndex={HEADER_POPUP_Z_INDEX}
    >
      {/* Tooltip outside the target: inside, it swallowed the menu's aria-haspopup and
          aria-expanded, so screen readers did not hear that the button opens a menu. */}
      <Tooltip label={t('language.label')} openDelay={400}>
        <Menu.Target>
          <LanguageButton label={label} />
        </Menu.Target>
      </Tooltip>
      <Menu.Dropdown>
        <Menu.Label>{t('language.label')}</Menu.Label>
        {INTERFACE_LANGUAGES.map((lng) => (
          <Menu.Item
            key={lng}
            lang={lng}
            onClick={() => void change(lng)}
            rightSection={lng === current ? <IconCheck size={16} /> : null}
            aria-current={lng === current ? 'true' : undefined}
          >
            {t(`language.${lng}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The signed-in member's menu: profile, follow lists, own moments and Logout. */
export function UserMenuPopup({
  user,
  onLogout,
  loggingOut,
  defaultOpened,
}: {
  user: TCurrentUserSummary;
  onLogout: () => void;
  loggingOut: boolean;
  defaultOpened: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Menu
      position="bottom-end"
      width={220}
      shadow="md"
      withinPortal
      hideDetached={false}
      defaultOpened={defaultOpened}
      zIndex={HEADER_POPUP_Z_INDEX}
    >
      <Menu.Target>
        <UserButton user={user} label={t('nav.accountMenu')} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.name}</Menu.Label>
        {accountNavItemsFor(Boolean(user.isModerator)).map((item) => (
          <Menu.Item
            key={item.href}
            component={Link}
            to={item.href}
            leftSection={<item.icon size={16} stroke={1.6} />}
          >
            {t(item.labelKey)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} stroke={1.6} />}
          onClick={onLogout}
          disabled={loggingOut}
        >
          {t('nav.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** The header's hover hints. */
export function HeaderTooltip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Tooltip label={label} openDelay={400}>
      {children}
    </Tooltip>
  );
}
