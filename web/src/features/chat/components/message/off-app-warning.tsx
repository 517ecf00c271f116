import { Alert, Button, Group, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useReport } from '@/components/report/report-context';
import type { ChatMessage } from '../../utils/messages';

type Props = {
  message: ChatMessage;
  /** Opens the chat's block dialog for the sender; absent when they are already blocked. */
  onBlock?: (() => void) | undefined;
};

/**
 * The off-app warning (PRODUCT §9.1): under a partner's message the server flagged (contact
 * details, a link, money words early in a conversation), a calm note with Report and Block. The
 * sender never sees it: the list renders it for received messages only.
 */
export function OffAppWarning({ message, onBlock }: Props) {
  const { t } = useTranslation('chat');
  const report = useReport();
  if (!message.flags?.length) return null;
  return (
    <Alert
      variant="light"
      color="yellow"
      radius="md"
      icon={<IconShieldCheck size={18} aria-hidden />}
      style={{ alignSelf: 'flex-start', maxWidth: 'min(100%, 28rem)' }}
      data-testid="off-app-warning"
      role="note"
    >
      <Text size="sm">{t('offAppWarning.text')}</Text>
      <Group gap="xs" mt={6}>
        {report && (
          <Button
            size="compact-xs"
            variant="subtle"
            color="gray"
            onClick={() =>
              report({ targetType: 'message', targetId: message._id, name: message.sender.name })
            }
          >
            {t('offAppWarning.report')}
          </Button>
        )}
        {onBlock && (
          <Button size="compact-xs" variant="subtle" color="red" onClick={onBlock}>
            {t('offAppWarning.block', { name: message.sender.name })}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
