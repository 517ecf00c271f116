import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@/lib/api';
import { notifyError } from '@/lib/notify';
import { useDeleteMessageForMeMutation } from '../api/delete-message';
import type { ConversationArgs } from '../api/get-conversation-messages';
import { useReactToMessageMutation } from '../api/react-to-message';
import type { MessageHandlers } from '../components/message/message-handlers';
import type { ChatMessage } from '../utils/messages';

export type Compose =
  { mode: 'reply'; message: ChatMessage } | { mode: 'correct'; message: ChatMessage } | null;

/**
 * The chat window's side of the message actions: what the composer is doing (replying to or
 * correcting a message), reactions and delete for me, each saying so when it fails.
 */
export function useMessageHandlers(args: ConversationArgs, onRetry: (m: ChatMessage) => void) {
  const { t } = useTranslation('chat');
  const [compose, setCompose] = useState<Compose>(null);
  const [react] = useReactToMessageMutation();
  const [deleteForMe] = useDeleteMessageForMeMutation();

  const handlers: Omit<MessageHandlers, 'onJumpTo'> = {
    onRetry,
    onReply: (message) => setCompose({ mode: 'reply', message }),
    onCorrect: (message) => setCompose({ mode: 'correct', message }),
    onReact: (message, emoji) => {
      react({ messageId: message._id, emoji, conversation: args })
        .unwrap()
        .catch((error: unknown) =>
          notifyError(apiErrorMessage(error, t, t('common:reactions.failed'))),
        );
    },
    onDelete: (message) => {
      if (compose?.message._id === message._id) setCompose(null);
      deleteForMe({ messageId: message._id, conversation: args })
        .unwrap()
        .catch((error: unknown) =>
          notifyError(apiErrorMessage(error, t, t('actions.deleteFailed'))),
        );
    },
  };

  return { compose, setCompose, handlers };
}
