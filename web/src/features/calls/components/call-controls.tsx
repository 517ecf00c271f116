import { ActionIcon, Group, Tooltip } from '@mantine/core';
import {
  IconMicrophone,
  IconMicrophoneOff,
  IconPhoneOff,
  IconVideo,
  IconVideoOff,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallState } from '../utils/call-state';

type Props = {
  state: CallState;
  onToggleMute: () => void;
  onToggleCamera: () => void;
  onHangUp: () => void;
};

function ControlButton({
  label,
  pressed,
  color,
  onClick,
  children,
}: {
  label: string;
  pressed?: boolean;
  color: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip label={label}>
      <ActionIcon
        size={56}
        radius="xl"
        variant="filled"
        color={color}
        aria-label={label}
        aria-pressed={pressed}
        onClick={onClick}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

/** Mute, camera on/off (video calls) and hang up; "Cancel call" while it still rings. */
export function CallControls({ state, onToggleMute, onToggleCamera, onHangUp }: Props) {
  const { t } = useTranslation('calls');
  const ringing = state.phase === 'ringing-out';
  const hasCamera =
    state.media === 'video' && (state.localStream?.getVideoTracks().length ?? 0) > 0;
  return (
    <Group justify="center" gap="lg" role="toolbar" aria-label={t('controls.label')} py="xs">
      {!ringing && (
        <ControlButton
          label={state.muted ? t('controls.unmute') : t('controls.mute')}
          pressed={state.muted}
          color={state.muted ? 'gray.7' : 'dark.5'}
          onClick={onToggleMute}
        >
          {state.muted ? <IconMicrophoneOff size={24} /> : <IconMicrophone size={24} />}
        </ControlButton>
      )}
      {!ringing && hasCamera && (
        <ControlButton
          label={state.cameraOff ? t('controls.cameraOn') : t('controls.cameraOff')}
          pressed={state.cameraOff}
          color={state.cameraOff ? 'gray.7' : 'dark.5'}
          onClick={onToggleCamera}
        >
          {state.cameraOff ? <IconVideoOff size={24} /> : <IconVideo size={24} />}
        </ControlButton>
      )}
      <ControlButton
        label={ringing ? t('controls.cancel') : t('controls.hangUp')}
        color="red"
        onClick={onHangUp}
      >
        <IconPhoneOff size={24} />
      </ControlButton>
    </Group>
  );
}
