import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconChecks, IconClock, IconFlag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useReport } from '@/components/report/report-context';
import type { ChatMessage } from '../utils/messages';
import { formatBubbleTime } from '../utils/time';
import { AttachmentContent } from './attachment-content';
import classes from './chat.module.css';

type Props = { message: ChatMessage; own: boolean; onRetry: (message: ChatMessage) => void };

/** Tick per own message (SPEC §2): pending clock, delivered check (double when read), error. */
function StatusTick({ message }: { message: ChatMessage }) {
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

// `c="inherit"` keeps the bubble's colour; the `inherit` prop would also override the sizes.
export function MessageBubble({ message, own, onRetry }: Props) {
  const { t, i18n } = useTranslation('chat');
  const report = useReport();
  const error = message.status === 'error';
  // Only the partner's stored messages can be reported (pending ones have no server id yet).
  const reportable = !own && report && message.status === 'delivered';
  return (
    <Stack
      gap={2}
      align={own ? 'flex-end' : 'flex-start'}
      data-testid="message"
      className={classes.messageRow}
    >
      <div className={classes.bubble} data-own={own || undefined} data-error={error || undefined}>
        <AttachmentContent message={message} />
        <Text size="sm" c="inherit">
          {message.message}
        </Text>
        <Group gap={4} justify="flex-end" mt={2} style={{ opacity: 0.8 }}>
          <Text size="xs" c="inherit">
            {formatBubbleTime(message.createdAt, i18n.resolvedLanguage ?? 'en')}
          </Text>
          {own && <StatusTick message={message} />}
          {reportable && (
            <ActionIcon
              variant="transparent"
              color="gray"
              size="xs"
              className={classes.reportMessage}
              aria-label={t('common:report.message', { name: message.sender.name })}
              onClick={() =>
                report({ targetType: 'message', targetId: message._id, name: message.sender.name })
              }
            >
              <IconFlag size={12} />
            </ActionIcon>
          )}
        </Group>
      </div>
      {own && error && (
        <Button size="compact-xs" variant="subtle" color="red" onClick={() => onRetry(message)}>
          {t('window.retry')}
        </Button>
      )}
    </Stack>
  );
}
