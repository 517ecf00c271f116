import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
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

/**
 * The call screen: calling, the call itself, and how it ended. A dialog with its focus kept
 * inside; full screen on phones. Escape only closes what is over (a running call needs the
 * hang-up button, not a stray key).
 */
export function CallView({ state, actions }: { state: CallState; actions: CallViewActions }) {
  const { t } = useTranslation('calls');
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const { phase, partner } = state;
  // An incoming call's media error belongs to the ringing dialog's moment: shown here as well.
  const opened = partner !== null && SHOWN_PHASES.has(phase);
  const over = phase === 'ended' || phase === 'media-error';
  const inCall = !over;
  return (
    <Modal
      opened={opened}
      onClose={over ? actions.onClose : () => {}}
      closeOnEscape={over}
      closeOnClickOutside={false}
      withCloseButton={false}
      fullScreen={phone && inCall}
      centered
      size={inCall && state.media === 'video' ? 'xl' : 'md'}
      radius="lg"
      padding={phone && inCall ? 0 : 'md'}
      title={partner ? `${t(`media.${state.media}`)} · ${partner.name}` : undefined}
      styles={{
        title: { fontWeight: 600 },
        header: phone && inCall ? { paddingInline: 'var(--mantine-spacing-md)' } : undefined,
        body: phone && inCall ? { height: 'calc(100% - 60px)' } : undefined,
      }}
      classNames={{ content: phone && inCall ? classes.fullScreen : undefined }}
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
        <div className={classes.body}>
          <CallStage state={state} />
          <CallControls
            state={state}
            onToggleMute={actions.onToggleMute}
            onToggleCamera={actions.onToggleCamera}
            onHangUp={actions.onHangUp}
          />
        </div>
      )}
    </Modal>
  );
}
