import { Modal } from '@mantine/core';
import { useFullscreenElement, useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { CALL_Z_INDEX } from '@/config/z-index';
import type { CallState } from '../utils/call-state';
import { CallControls } from './call-controls';
import { CallEnded, CallMediaError } from './call-outcome';
import { CallStage } from './call-stage';
import classes from './call-view.module.css';

export type CallViewActions = {
  onToggleMute: () => void;
  onToggleCamera: () => void;
  onHangUp: () => void;
  onClose: () => void;
  onVoiceOnly: () => void;
  onRetry: () => void;
};

const SHOWN_PHASES: ReadonlySet<CallState['phase']> = new Set([
  'ringing-out',
  'connecting',
  'connected',
  'reconnecting',
  'ended',
  'media-error',
]);

/** Whether this browser lets a page show an element full screen (the Fullscreen API). */
function canGoFullScreen(): boolean {
  return typeof document !== 'undefined' && document.fullscreenEnabled === true;
}

/**
 * The call screen: calling, the call itself, and how it ended. A dialog with its focus kept
 * inside, above every other layer; during the call it takes most of the viewport on larger
 * screens and the whole screen on phones, and a video call can go full screen (Fullscreen API).
 * How it ended is a small dialog that closes by itself (call-outcome.tsx). Escape only closes
 * what is over (a running call needs the hang-up button, not a stray key).
 */
export function CallView({ state, actions }: { state: CallState; actions: CallViewActions }) {
  const { t } = useTranslation('calls');
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const { phase, partner } = state;
  // An incoming call's media error belongs to the ringing dialog's moment: shown here as well.
  const opened = partner !== null && SHOWN_PHASES.has(phase);
  const over = phase === 'ended' || phase === 'media-error';
  const inCall = !over;
  const large = inCall && !phone;
  const {
    ref: fullScreenRef,
    toggle: toggleFullScreen,
    fullscreen: isFullScreen,
  } = useFullscreenElement<HTMLDivElement>();
  const fullScreenToggle =
    state.media === 'video' && canGoFullScreen()
      ? { active: isFullScreen, onToggle: () => void toggleFullScreen().catch(() => {}) }
      : undefined;
  return (
    <Modal
      opened={opened}
      onClose={over ? actions.onClose : () => {}}
      closeOnEscape={over}
      closeOnClickOutside={false}
      withCloseButton={false}
      fullScreen={phone && inCall}
      zIndex={CALL_Z_INDEX}
      centered
      size={large ? 'min(1200px, 94vw)' : 'md'}
      radius="lg"
      padding={phone && inCall ? 0 : 'md'}
      title={partner ? `${t(`media.${state.media}`)} · ${partner.name}` : undefined}
      styles={{
        title: { fontWeight: 600 },
        header: phone && inCall ? { paddingInline: 'var(--mantine-spacing-md)' } : undefined,
        body: phone && inCall ? { height: 'calc(100% - 60px)' } : undefined,
      }}
      classNames={{
        content: phone && inCall ? classes.fullScreen : large ? classes.large : undefined,
      }}
      data-testid="call-view"
    >
      {phase === 'ended' ? (
        <CallEnded state={state} onClose={actions.onClose} />
      ) : phase === 'media-error' ? (
        <CallMediaError
          state={state}
          onVoiceOnly={actions.onVoiceOnly}
          onRetry={actions.onRetry}
          onClose={actions.onClose}
        />
      ) : (
        <div className={classes.body} ref={fullScreenRef}>
          <CallStage state={state} />
          <CallControls
            state={state}
            onToggleMute={actions.onToggleMute}
            onToggleCamera={actions.onToggleCamera}
            onHangUp={actions.onHangUp}
            fullScreen={fullScreenToggle}
          />
        </div>
      )}
    </Modal>
  );
}
