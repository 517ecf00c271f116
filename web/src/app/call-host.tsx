import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/hooks/store';
import { loadNamespacesWhenReady } from '@/lib/i18n';
import { createModuleLoader, useLazyModule } from '@/lib/lazy-module';
import { listenToSession, withSessionSocket } from '@/lib/session-socket';
import { selectCurrentUserId } from '@/stores/auth-slice';
import {
  heldIncomingCallGone,
  incomingCallHeld,
  selectHeldIncomingCall,
  selectPendingCallRequest,
} from '@/stores/call-requests';

// The calls feature (WebRTC, its dialogs and texts) loads only when a call rings or is asked for
// (issue 32: ~10 KiB gzip no member needs on the pages they open).
const host = createModuleLoader(() =>
  Promise.all([
    import('@/features/calls/components/call-host'),
    loadNamespacesWhenReady('calls'),
  ]).then(([module]) => module),
);

/**
 * Mounts the calls feature's host for the signed-in member, so a call can ring on any page and
 * any screen can start one through stores/call-requests.ts. Nobody downloads it before a call: until
 * then a call that rings is held in the store (the server sends `call:incoming` once), and a held
 * call or a requested one loads it at once.
 */
export function CallHost() {
  const dispatch = useAppDispatch();
  // The id, not the member's row: a new row (a setting, the time zone) must neither re-render
  // this nor listen to the socket afresh.
  const userId = useAppSelector(selectCurrentUserId);
  const requested = useAppSelector(selectPendingCallRequest) !== null;
  const ringing = useAppSelector(selectHeldIncomingCall) !== null;
  const waiting = requested || ringing;
  const { module } = useLazyModule(host, userId && waiting ? 'now' : 'later');
  const loaded = module !== null;

  useEffect(() => {
    if (!userId || loaded) return;
    return withSessionSocket((socket) =>
      listenToSession(socket, {
        'call:incoming': (call) => dispatch(incomingCallHeld(call)),
        'call:cancelled': ({ callId }) => dispatch(heldIncomingCallGone(callId)),
        'call:answered-elsewhere': ({ callId }) => dispatch(heldIncomingCallGone(callId)),
      }),
    );
  }, [userId, loaded, dispatch]);

  const Host = module?.default;
  // Keyed by member: a new sign-in starts with no call state of the one before.
  return userId && Host ? <Host key={userId} /> : null;
}
