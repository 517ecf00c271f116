import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TOwnUser } from '@chingu/contract';
import { DEFAULT_AVATAR_URL } from '@chingu/contract/constants';
import { accountNavItems } from './nav-items';
import classes from './app-layout.module.css';

export function avatarUrl(user: Pick<TOwnUser, 'imageUrls'>): string {
  return user.imageUrls[0] ?? DEFAULT_AVATAR_URL;
}

/** The signed-in member's menu: profile, follow lists, own moments and Logout. */
export function UserMenu({
  user,
  onLogout,
  loggingOut,
}: {
  user: TOwnUser;
  onLogout: () => void;
  loggingOut: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" width={220} shadow="md" withinPortal hideDetached={false}>
      <Menu.Target>
        <UnstyledButton className={classes.userButton} aria-label={t('nav.accountMenu')}>
          <Group gap={8} wrap="nowrap">
            <Avatar src={avatarUrl(user)} alt="" radius="xl" size={32} name={user.name} />
            <Text size="sm" fw={600} visibleFrom="md" maw={140} truncate="end">
              {user.name}
            </Text>
            <IconChevronDown size={14} stroke={1.8} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.name}</Menu.Label>
        {accountNavItems.map((item) => (
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
