import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconPhone, IconPhoneOff, IconVideo } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberAvatar } from '@/components/member-avatar';
import { INCOMING_CALL_Z_INDEX } from '@/config/z-index';
import { startRingTone } from '../lib/ring-tone';
import type { CallState } from '../utils/call-state';

type Props = {
  state: CallState;
  onAccept: () => void;
  onDecline: () => void;
};

/** An incoming call on any page: who calls and how, Accept or Decline, and the ring tone. */
export function IncomingCallDialog({ state, onAccept, onDecline }: Props) {
  const { t } = useTranslation('calls');
  const ringing = state.phase === 'ringing-in';
  const { partner, media } = state;

  // Rings while the dialog shows: answering, declining, the caller's cancel and another tab's
  // answer all end the phase, and with it the tone.
  useEffect(() => (ringing ? startRingTone('incoming') : undefined), [ringing]);

  return (
    <Modal
      opened={ringing && partner !== null}
      onClose={onDecline}
      withCloseButton={false}
      closeOnClickOutside={false}
      // Above any modal, popover or menu already open (a call under the reaction picker was missed).
      zIndex={INCOMING_CALL_Z_INDEX}
      centered
      size="sm"
      radius="lg"
      title={t(`incoming.${media}`)}
      styles={{ title: { width: '100%', textAlign: 'center', fontWeight: 600 } }}
      data-testid="incoming-call"
    >
      {partner && (
        <Stack align="center" gap="md" pb="xs">
          <MemberAvatar member={partner} alt="" size={96} radius={999} initials={2} />
          <Text fw={700} fz="xl" ta="center">
            {partner.name}
          </Text>
          <Group gap="md" justify="center" wrap="nowrap" w="100%">
            <Button
              color="red"
              radius="xl"
              size="md"
              flex={1}
              leftSection={<IconPhoneOff size={20} />}
              onClick={onDecline}
            >
              {t('incoming.decline')}
            </Button>
            <Button
              color="green"
              radius="xl"
              size="md"
              flex={1}
              leftSection={media === 'video' ? <IconVideo size={20} /> : <IconPhone size={20} />}
              aria-label={t(media === 'video' ? 'incoming.acceptVideo' : 'incoming.acceptAudio')}
              onClick={onAccept}
              data-autofocus
            >
              {t('incoming.accept')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
