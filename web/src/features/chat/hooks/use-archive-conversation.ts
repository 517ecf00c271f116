import type { TConversation } from '@chingu/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@/lib/api';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useArchiveConversationMutation } from '../api/archive-conversation';

/** Archives a conversation, or brings an archived one back, and says so (PRODUCT §8.3). */
export function useArchiveConversation() {
  const { t } = useTranslation('chat');
  const [archive] = useArchiveConversationMutation();
  return useCallback(
    (conversation: Pick<TConversation, '_id' | 'name' | 'archived'>) => {
      const archived = !conversation.archived;
      archive({ partnerId: conversation._id, archived })
        .unwrap()
        .then(() =>
          notifySuccess(
            t(archived ? 'archive.archived' : 'archive.unarchived', { name: conversation.name }),
          ),
        )
        .catch((error: unknown) => notifyError(apiErrorMessage(error, t, t('menu.failed'))));
    },
    [archive, t],
  );
}
