import type { TMessage } from '@chingu/contract';
import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useAppDispatch, useAppSelector } from '@/hooks/store';
import { setTitlePrefix } from '@/lib/page-title';
import { listenToSession, withSessionSocket } from '@/lib/session-socket';
import { selectCurrentUserId } from '@/stores/auth-slice';
import { isConversationMuted } from '../api/get-conversation-flags';
import { messageAlertsOn } from '../api/get-message-alert-setting';
import { setViewedPartner } from '../lib/viewed-conversation';

export type MessageToast = { message: TMessage; senderId: string };

/** How a message reads in a toast: its text, or what it is (photo, voice message, ...). */
export function messagePreview(message: TMessage, t: (key: string) => string): string {
  if (message.kind === 'text' || message.kind === 'correction') return message.message;
  return t(`notifications.messageKinds.${message.kind}`);
}

/**
 * Tracks which conversation is on screen and raises a toast for a new message from any other
 * one, unless that conversation is muted (PRODUCT §8.4) or the member switched message
 * notifications off in the app (PRODUCT §9.1). `show` renders the toast.
 */
export function useMessageAlerts(show: (toast: MessageToast) => void) {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const userId = useAppSelector(selectCurrentUserId) ?? undefined;
  const viewed = matchPath(paths.chat.path, pathname)?.params.userId ?? null;

  useEffect(() => {
    setViewedPartner(viewed);
    return () => setViewedPartner(null);
  }, [viewed]);

  useEffect(
    () =>
      withSessionSocket((socket) =>
        listenToSession(socket, {
          newMessage: ({ message, senderId, request }) => {
            // A message request raises no toast (PRODUCT §9.1): its notification says it.
            if (senderId === viewed || request) return;
            void Promise.all([
              isConversationMuted(dispatch, senderId),
              messageAlertsOn(dispatch, userId),
            ]).then(([muted, on]) => {
              if (!muted && on) show({ message, senderId });
            });
          },
        }),
      ),
    [dispatch, viewed, show, userId],
  );
}

/** The tab title with `(N) ` in front while something is unread. */
export function useUnreadTitle(count: number) {
  useEffect(() => {
    // The prefix sits on top of whatever title the route sets (lib/page-title.ts).
    setTitlePrefix(count > 0 ? `(${count}) ` : '');
  }, [count]);
}
