import { Group, Text } from '@mantine/core';
import {
  IconAlertCircle,
  IconCheck,
  IconChecks,
  IconClock,
  IconPencilCheck,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '../../utils/messages';

/** Tick per own message (SPEC §2): pending clock, delivered check (double when read), error. */
export function StatusTick({ message }: { message: ChatMessage }) {
  const { t } = useTranslation('chat');
  if (message.status === 'error') {
    return <IconAlertCircle size={14} role="img" aria-label={t('window.status.error')} />;
  }
  if (message.status === 'sent') {
    return <IconClock size={14} role="img" aria-label={t('window.status.sent')} />;
  }
  return message.read ? (
    <IconChecks size={14} role="img" aria-label={t('window.status.read')} />
  ) : (
    <IconCheck size={14} role="img" aria-label={t('window.status.delivered')} />
  );
}

/** The small mark on a message the partner has corrected (PRODUCT §8.3). */
export function CorrectedMark() {
  const { t } = useTranslation('chat');
  return (
    <Group gap={2} wrap="nowrap" data-testid="corrected-mark">
      <IconPencilCheck size={12} aria-hidden />
      <Text size="xs" c="inherit">
        {t('message.corrected')}
      </Text>
    </Group>
  );
}
