import { Alert, Group, Loader, Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useConnectionProblem } from '../../hooks/use-connection-problem';

/**
 * The live connection's state, shown only when something is wrong (issue 28): offline, or
 * reconnecting. Nothing while messages flow.
 */
export function ConnectionBar() {
  const { t } = useTranslation('chat');
  const problem = useConnectionProblem();
  if (!problem) return null;
  return (
    <Alert color={problem === 'offline' ? 'red' : 'yellow'} variant="light" radius={0} py={6}>
      <Group gap="xs" wrap="nowrap" role="status">
        {problem === 'offline' ? (
          <IconWifiOff size={16} aria-hidden style={{ flexShrink: 0 }} />
        ) : (
          <Loader size={14} color="yellow" aria-hidden />
        )}
        <Text size="sm">
          {problem === 'offline' ? t('connection.offline') : t('connection.reconnecting')}
        </Text>
      </Group>
    </Alert>
  );
}
