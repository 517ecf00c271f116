import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/hooks/store';
import { fetchIceServers } from '@/lib/ice-servers';
import { notifyInfo } from '@/lib/notify';
import { emitWithAck, listenToSession, withSessionSocket } from '@/lib/session-socket';
import {
  callRequestTaken,
  heldIncomingCallGone,
  selectHeldIncomingCall,
  selectPendingCallRequest,
} from '@/stores/call-requests';
import { CallController } from '../lib/call-controller';
import { isCallActive } from '../utils/call-state';
import { CallView, type CallViewActions } from './call-view';
import { IncomingCallDialog } from './incoming-call-dialog';

/**
 * Calls for the signed-in member on every page (PRODUCT §8.2): hears incoming calls on the session
 * socket, starts the calls other screens ask for (stores/call-requests.ts), and shows the ringing
 * dialog and the call screen. Mounted once by the app, loaded after the first paint.
 */
export default function CallHost() {
  const { t } = useTranslation('calls');
  const dispatch = useAppDispatch();
  const [controller] = useState(
    () => new CallController({ emit: emitWithAck, iceServers: () => fetchIceServers(dispatch) }),
  );
  const state = useSyncExternalStore(controller.subscribe, controller.getState);

  useEffect(
    () => withSessionSocket((socket) => listenToSession(socket, controller.socketListeners)),
    [controller],
  );

  // A call that rang while this feature was loading (app/call-host.tsx held it).
  const held = useAppSelector(selectHeldIncomingCall);
  useEffect(() => {
    if (!held) return;
    dispatch(heldIncomingCallGone(held.callId));
    controller.socketListeners['call:incoming']?.(held);
  }, [held, controller, dispatch]);

  const request = useAppSelector(selectPendingCallRequest);
  useEffect(() => {
    if (!request) return;
    dispatch(callRequestTaken(request.id));
    if (isCallActive(controller.getState())) notifyInfo(t('busyHere'));
    else void controller.start(request.partner, request.media, request.sessionId ?? null);
  }, [request, controller, dispatch, t]);

  useEffect(() => {
    // Leaving the page hangs up, so the other side is not left talking to nobody.
    const hangUp = () => void controller.hangUp();
    const restart = () => controller.restartIce();
    window.addEventListener('pagehide', hangUp);
    window.addEventListener('online', restart);
    return () => {
      window.removeEventListener('pagehide', hangUp);
      window.removeEventListener('online', restart);
      // Signed out (the host unmounts): no call goes on.
      hangUp();
    };
  }, [controller]);

  const actions = useMemo<CallViewActions>(
    () => ({
      onToggleMute: () => controller.toggleMute(),
      onToggleCamera: () => controller.toggleCamera(),
      onHangUp: () => void controller.hangUp(),
      onClose: () => controller.dismiss(),
      onVoiceOnly: () => {
        const { direction, partner, sessionId } = controller.getState();
        if (direction === 'incoming') void controller.accept(true);
        else if (partner) void controller.start(partner, 'audio', sessionId);
      },
      onRetry: () => {
        const { direction, partner, media, sessionId } = controller.getState();
        if (direction === 'incoming') void controller.accept(false);
        else if (partner) void controller.start(partner, media, sessionId);
      },
    }),
    [controller],
  );

  return (
    <>
      <IncomingCallDialog
        state={state}
        onAccept={() => void controller.accept()}
        onDecline={() => controller.decline()}
      />
      <CallView state={state} actions={actions} />
    </>
  );
}
