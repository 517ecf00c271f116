import type { CallMedia } from '@chingu/contract';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPhone, IconPhoneOff, IconPhoneX, IconVideo } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatCallDuration } from '@/utils/call-duration';
import type { ChatMessage } from '../../utils/messages';

/** The text of a call's record: for the caller a missed call is one nobody answered. */
export function callMessageKey(call: NonNullable<ChatMessage['call']>, own: boolean): string {
  const status = call.status === 'missed' && own ? 'noAnswer' : call.status;
  return `call.${status}_${call.media}`;
}

/**
 * A call in the conversation (PRODUCT §8.2): "Missed voice call", "Video call · 3:12", … with
 * "Call back" while a call can be made.
 */
export function CallMessageContent({
  message,
  own,
  onCall,
}: {
  message: ChatMessage;
  own: boolean;
  onCall?: (media: CallMedia) => void;
}) {
  const { t } = useTranslation('chat');
  const call = message.call;
  if (!call) return null;
  const Icon =
    call.status === 'missed'
      ? IconPhoneX
      : call.status === 'completed'
        ? call.media === 'video'
          ? IconVideo
          : IconPhone
        : IconPhoneOff;
  return (
    <Stack gap={6} align="flex-start" data-testid="call-message" data-status={call.status}>
      <Group gap="xs" wrap="nowrap">
        <Icon size={20} aria-hidden style={{ flexShrink: 0 }} />
        <Text size="sm" fw={600} c="inherit">
          {t(callMessageKey(call, own), { duration: formatCallDuration(call.durationSeconds) })}
        </Text>
      </Group>
      {onCall && (
        <Button size="compact-xs" variant="white" color="dark" onClick={() => onCall(call.media)}>
          {t('call.callBack')}
        </Button>
      )}
    </Stack>
  );
}
