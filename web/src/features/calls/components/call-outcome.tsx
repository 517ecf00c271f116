import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconMicrophoneOff, IconPhoneOff } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberAvatar } from '@/components/member-avatar';
import { formatCallDuration } from '@/utils/call-duration';
import type { CallState } from '../utils/call-state';

/** A call the other side ended closes by itself after this long; refusals wait to be read. */
export const ENDED_AUTO_CLOSE_MS = 4000;

/** Why the call stopped (declined, busy, offline, no answer, ended with its length). */
export function CallEnded({ state, onClose }: { state: CallState; onClose: () => void }) {
  const { t } = useTranslation('calls');
  const { partner, endReason, durationSeconds } = state;
  const ended = endReason === 'ended';
  useEffect(() => {
    if (!ended) return;
    const timer = setTimeout(onClose, ENDED_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [ended, onClose]);
  if (!partner || !endReason) return null;
  const text = ended
    ? durationSeconds
      ? t('ended.endedWithDuration', { duration: formatCallDuration(durationSeconds) })
      : t('ended.ended')
    : t(`ended.${endReason}`, { name: partner.name });
  return (
    <Stack align="center" gap="md" py="md" data-testid="call-ended" data-reason={endReason}>
      <MemberAvatar member={partner} alt="" size={80} radius={999} initials={2} />
      <Text fw={700} fz="lg">
        {partner.name}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <IconPhoneOff size={18} aria-hidden />
        <Text role="status">{text}</Text>
      </Group>
      <Button variant="default" onClick={onClose} data-autofocus>
        {t('controls.close')}
      </Button>
    </Stack>
  );
}

type MediaErrorProps = {
  state: CallState;
  onVoiceOnly: () => void;
  onRetry: () => void;
  onClose: () => void;
};

/** The microphone or camera could not be opened: why, and what can be done. */
export function CallMediaError({ state, onVoiceOnly, onRetry, onClose }: MediaErrorProps) {
  const { t } = useTranslation('calls');
  const incoming = state.direction === 'incoming';
  const kind = state.mediaError ?? 'unsupported';
  // Without a camera (or its permission) a voice call may still work.
  const voiceOnly = state.media === 'video' && kind !== 'unsupported';
  return (
    <Stack gap="md" py="xs" data-testid="call-media-error" data-kind={kind}>
      <Alert
        color={kind === 'permissionDenied' ? 'orange' : 'red'}
        icon={kind === 'permissionDenied' ? <IconMicrophoneOff /> : <IconAlertTriangle />}
        title={t('mediaError.title')}
        role="alert"
      >
        {t(`mediaError.${kind}`)}
      </Alert>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {incoming ? t('mediaError.decline') : t('controls.close')}
        </Button>
        {kind !== 'unsupported' && (
          <Button variant="light" onClick={onRetry}>
            {t('mediaError.tryAgain')}
          </Button>
        )}
        {voiceOnly && (
          <Button onClick={onVoiceOnly} data-autofocus>
            {incoming ? t('mediaError.voiceOnlyAnswer') : t('mediaError.voiceOnlyCall')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
