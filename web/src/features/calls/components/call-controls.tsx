import { ActionIcon, Group } from '@mantine/core';
import {
  IconMaximize,
  IconMicrophone,
  IconMicrophoneOff,
  IconMinimize,
  IconPhoneOff,
  IconVideo,
  IconVideoOff,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Tooltip } from '@/components/tooltip';
import { CALL_TOOLTIP_Z_INDEX } from '@/config/z-index';
import type { CallState } from '../utils/call-state';

type Props = {
  state: CallState;
  onToggleMute: () => void;
  onToggleCamera: () => void;
  onHangUp: () => void;
  /** A video call's full-screen switch, where the browser can show the call full screen. */
  fullScreen?: { active: boolean; onToggle: () => void };
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
    // In the call's own layer, so a tooltip shows in full screen too (a portal would be outside).
    <Tooltip label={label} zIndex={CALL_TOOLTIP_Z_INDEX} withinPortal={false}>
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
export function CallControls({ state, onToggleMute, onToggleCamera, onHangUp, fullScreen }: Props) {
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
      {fullScreen && (
        <ControlButton
          label={fullScreen.active ? t('controls.exitFullScreen') : t('controls.fullScreen')}
          pressed={fullScreen.active}
          color="dark.5"
          onClick={fullScreen.onToggle}
        >
          {fullScreen.active ? <IconMinimize size={24} /> : <IconMaximize size={24} />}
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
