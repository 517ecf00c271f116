import { loadNamespacesWhenReady } from '@/lib/i18n';
import { createModuleLoader, useLazyModule } from '@/lib/lazy-module';
import { useAppSelector } from '@/hooks/store';
import { selectCurrentUser } from '@/stores/auth-slice';
import { selectPendingCallRequest } from '@/stores/call-requests';

// The calls feature (WebRTC, its dialogs and texts) loads after the first paint, for members only.
const host = createModuleLoader(() =>
  Promise.all([
    import('@/features/calls/components/call-host'),
    loadNamespacesWhenReady('calls'),
  ]).then(([module]) => module),
);

/**
 * Mounts the calls feature's host for the signed-in member, so a call can ring on any page and
 * any screen can start one through stores/call-requests.ts. A call asked for before it loaded
 * loads it at once. Visitors never download it.
 */
export function CallHost() {
  const user = useAppSelector(selectCurrentUser);
  const requested = useAppSelector(selectPendingCallRequest) !== null;
  const { module } = useLazyModule(host, !user ? 'later' : requested ? 'now' : 'idle');
  const Host = module?.default;
  // Keyed by member: a new sign-in starts with no call state of the one before.
  return user && Host ? <Host key={user._id} /> : null;
}
