import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@/lib/api';
import { notifyError } from '@/lib/notify';
import { useAnswerSessionMutation } from '../api/answer-session';
import { downloadSessionCalendar } from '../api/download-session-calendar';
import type { ConversationArgs } from '../api/get-conversation-messages';
import type { SessionHandlers } from '../components/message/session-message';
import type { ChatMessage } from '../utils/messages';

/**
 * The chat window's side of session cards (PRODUCT §9.2): answering and cancelling (a refusal
 * says why), the calendar file, and "Start call" while a call can be made.
 */
export function useSessionHandlers({
  conversation,
  partner,
  token,
  onStartCall,
}: {
  conversation: ConversationArgs;
  partner: SessionHandlers['partner'];
  token: string;
  onStartCall: ((message: ChatMessage) => void) | undefined;
}): SessionHandlers {
  const { t } = useTranslation('chat');
  const [answer] = useAnswerSessionMutation();
  return {
    partner,
    async onAction(message, action) {
      try {
        await answer({ messageId: message._id, action, conversation }).unwrap();
        return true;
      } catch (error) {
        notifyError(apiErrorMessage(error, t, t('session.actionFailed')));
        return false;
      }
    },
    ...(onStartCall ? { onStartCall } : {}),
    async onAddToCalendar(message) {
      try {
        await downloadSessionCalendar(token, message._id);
      } catch {
        notifyError(t('session.calendarFailed'));
      }
    },
  };
}
