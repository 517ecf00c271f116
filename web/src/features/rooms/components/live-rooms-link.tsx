import { Anchor, Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconMicrophone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useGetRoomsQuery } from '../api/get-rooms';

/** The home's way to the rooms (PRODUCT §9.3): how many are live now, or an invitation. */
export function LiveRoomsLink() {
  const { t } = useTranslation('rooms');
  const { data } = useGetRoomsQuery({ status: 'live', limit: 1 });
  const live = data?.count ?? 0;
  return (
    <Paper withBorder radius="md" p="md" data-testid="live-rooms">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon variant="light" size="lg" radius="xl" aria-hidden>
          <IconMicrophone size={20} />
        </ThemeIcon>
        <Anchor component={Link} to={paths.rooms.getHref()} fw={600}>
          {live > 0 ? t('homeLive', { count: live }) : t('homeNone')}
        </Anchor>
        <Text c="dimmed" size="sm" visibleFrom="sm">
          {t('intro')}
        </Text>
      </Group>
    </Paper>
  );
}
