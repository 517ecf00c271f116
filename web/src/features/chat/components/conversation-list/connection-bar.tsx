import { Badge, Button, Group, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type Props = { connected: boolean; onlineCount: number; onRefresh: () => void };

/** SPEC §2: Connected / Disconnected, the online count when above 0, Refresh (off when disconnected). */
export function ConnectionBar({ connected, onlineCount, onRefresh }: Props) {
  const { t } = useTranslation('chat');
  return (
    <Group justify="space-between" px="md" py={6} wrap="nowrap">
      <Group gap="xs" wrap="nowrap">
        <Badge variant="dot" color={connected ? 'green' : 'red'} role="status">
          {connected ? t('connection.connected') : t('connection.disconnected')}
        </Badge>
        {onlineCount > 0 && (
          <Text size="xs" c="dimmed">
            {t('connection.online', { count: onlineCount })}
          </Text>
        )}
      </Group>
      <Button
        size="compact-xs"
        variant="subtle"
        leftSection={<IconRefresh size={14} />}
        disabled={!connected}
        onClick={onRefresh}
      >
        {t('connection.refresh')}
      </Button>
    </Group>
  );
}
